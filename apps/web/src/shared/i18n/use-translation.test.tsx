import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

const FILES: Record<string, Record<string, Record<string, string>>> = {
  en: { common: { hello: 'Hello', greet: 'Hello, {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' }, shop: { title: 'Stones' } },
  ar: { common: { hello: 'مرحبا', greet: 'مرحبا {{name}}' }, shop: { title: 'أحجار' } },
};

/** A backend whose files arrive only when the test says so. */
function slowBackend() {
  const pending: Array<() => void> = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (language, namespace, callback) => pending.push(() => callback(null, FILES[language]?.[namespace] ?? {})),
  };
  return { backend, deliver: () => pending.splice(0).forEach((go) => go()) };
}

async function started(withBackend?: BackendModule): Promise<I18n> {
  const i18n = createInstance();
  if (withBackend) i18n.use(withBackend);
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    ...(withBackend ? { partialBundledLanguages: true, resources: { en: { common: FILES.en!.common! } } } : { resources: FILES }),
  });
  return i18n;
}

function Greeting({ ns, name }: { ns?: string; name?: string }) {
  const { t, i18n } = useTranslation(ns);
  return (
    <p>
      {t(ns === 'shop' ? 'title' : 'hello')} · {name ? t('greet', { name }) : i18n.language}
    </p>
  );
}

describe('useTranslation', () => {
  it('translates bare keys and keys with values, and renders again in the new language', async () => {
    const i18n = await started();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting name="Meera" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello · Hello, Meera')).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('مرحبا · مرحبا Meera')).toBeTruthy();
  });

  it('gives every component asking for the same namespace the same t, and a new one after a language change', async () => {
    const i18n = await started();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation('common').t);
      return null;
    }
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Probe />
        <Probe />
      </I18nextProvider>,
    );
    expect(seen[0]).toBe(seen[1]);
    await act(() => i18n.changeLanguage('ar'));
    rerender(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('answers each count and value with its own text, asked again and again', async () => {
    const i18n = await started();
    function Counts() {
      const { t } = useTranslation();
      return (
        <ul>
          {[1, 2, 1, 5, 2].map((count, i) => (
            <li key={i}>{t('items', { count })}</li>
          ))}
          <li>{t('greet', { name: 'Asha' })}</li>
          <li>{t('greet', { name: 'Ravi' })}</li>
        </ul>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Counts />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 item',
      '2 items',
      '1 item',
      '5 items',
      '2 items',
      'Hello, Asha',
      'Hello, Ravi',
    ]);
  });

  it('does not render a component again when a file it does not wait for arrives', async () => {
    const i18n = await started();
    let renders = 0;
    function Counted() {
      renders += 1;
      return <p>{useTranslation().t('hello')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Counted />
      </I18nextProvider>,
    );
    const before = renders;
    await act(async () => {
      i18n.addResourceBundle('en', 'orders', { title: 'Orders' });
    });
    expect(renders).toBe(before);
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('suspends until a namespace file is in, then shows it', async () => {
    const { backend, deliver } = slowBackend();
    const i18n = await started(backend);
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Greeting ns="shop" />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => deliver());
    expect(await screen.findByText('Stones · en')).toBeTruthy();
  });

  it('with useSuspense false, renders at once with what it has and again when the file arrives', async () => {
    const { backend, deliver } = slowBackend();
    const i18n = await started(backend);
    function Title() {
      const { t, ready } = useTranslation('shop', { useSuspense: false });
      return <h1>{ready ? t('title') : 'not yet'}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('not yet');
    await act(async () => deliver());
    expect((await screen.findByRole('heading')).textContent).toBe('Stones');
  });
});
