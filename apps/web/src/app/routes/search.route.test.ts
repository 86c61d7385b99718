import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { searchRoute } from './search.route';

const factsOf = (url: string) => searchRoute.page!({ params: {}, url: new URL(url, 'http://shop.test'), client: new QueryClient(), t: i18n.getFixedT('en') });

describe('searchRoute', () => {
  beforeAll(() => i18n.loadNamespaces('catalog'));

  it('says noindex in its head, and its title names the words', () => {
    const facts = factsOf('/Search?q=%20amethist%20');
    expect(facts.status).toBe(200);
    expect(facts.head).toMatchObject({ status: 200, noindex: true, title: 'Stone & Crystal Co. | Search results for “amethist”' });
    expect(facts.head.canonicalPath).toBeUndefined();
  });

  it('without words, is the Search page, still not indexed', () => {
    expect(factsOf('/Search').head).toMatchObject({ title: 'Stone & Crystal Co. | Search', noindex: true });
  });

  it('reads nothing without words, and the find with them', () => {
    const client = new QueryClient();
    const args = (url: string) => ({ request: new Request(new URL(url, 'http://shop.test')), params: {}, context: {} }) as never;
    expect(searchRoute.reads(client, args('/Search?q='))).toHaveLength(0);
  });
});
