import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { CURRENCIES, type CurrencyCode } from '@shop/core';
import { useDismiss } from '../../shared/hooks/use-dismiss';
import { useCurrency } from '../../shared/stores/currency-store';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { CurrencyFlag } from './flags';

const CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/**
 * The currency switcher (spec sections 1 and 4): shows the flag and code of the current
 * currency; choosing the other stores it and reloads the page. `inline` shows both options
 * side by side (mobile menu), the default is a small dropdown (top strip).
 */
export function CurrencySwitcher({ variant = 'dropdown' }: { variant?: 'dropdown' | 'inline' }) {
  const { t } = useTranslation();
  const { code, setCurrency } = useCurrency();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close, buttonRef);

  const option = (c: CurrencyCode) => (
    <button
      type="button"
      className="currency-option"
      aria-pressed={c === code}
      onClick={() => {
        setOpen(false);
        setCurrency(c);
      }}
    >
      <CurrencyFlag code={c} />
      <span>{c}</span>
      <span className="visually-hidden"> {t(`currency.names.${c}`)}</span>
    </button>
  );

  if (variant === 'inline') {
    return (
      <div className="segmented" role="group" aria-label={t('currency.label')}>
        {CODES.map((c) => (
          <span key={c}>{option(c)}</span>
        ))}
      </div>
    );
  }

  return (
    <div className="dropdown currency-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__toggle currency-switcher__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('currency.current', { code })}
        onClick={() => setOpen((value) => !value)}
      >
        <CurrencyFlag code={code} />
        <span>{code}</span>
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <ul id={menuId} className="dropdown__panel currency-switcher__panel" hidden={!open}>
        {CODES.map((c) => (
          <li key={c}>{option(c)}</li>
        ))}
      </ul>
    </div>
  );
}
