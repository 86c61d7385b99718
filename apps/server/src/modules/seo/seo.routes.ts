import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageDecoration } from '../../http/web-host.js';
import { requestLanguage } from './language.js';
import { renderHead } from './page-head.js';
import { pageSubject } from './page-subject.js';
import { publicOriginOf } from './public-origin.js';
import type { PageHeads, Sitemaps } from './seo.service.js';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.js';

/** Crawlers may keep the sitemap and robots.txt for a while; the pages change rarely. */
const CRAWLER_CACHE = 'public, max-age=600';

/**
 * What the storefront's HTML carries for a request: lang and dir (query, cookie, then
 * Accept-Language), and for home, listings and products their head tags and status (404
 * for a product or category that does not exist). Never throws: the page is sent as built.
 */
export function storefrontDecoration(heads: PageHeads, publicUrl: string | null) {
  return async (request: FastifyRequest, pathname: string): Promise<PageDecoration> => {
    const q = request.url.indexOf('?');
    const { lang, dir } = requestLanguage({
      search: q < 0 ? '' : request.url.slice(q + 1),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const subject = pageSubject(pathname);
    const head = subject === null ? null : await heads.forSubject(subject, lang);
    return { status: head?.status ?? 200, lang, dir, head: head ? renderHead(head, publicOriginOf(request, publicUrl)) : null };
  };
}

const PRODUCTS_FILE = /^(\d{1,6})\.xml$/;

/**
 * /sitemap.xml (every listing and product, or an index of files of at most 5,000 URLs when
 * there are more), /sitemap-categories.xml, /sitemap-products-{n}.xml and /robots.txt.
 */
export async function seoRoutes(app: FastifyInstance, { sitemaps, publicUrl }: { sitemaps: Sitemaps; publicUrl: string | null }): Promise<void> {
  const xml = (reply: FastifyReply, body: string) => reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(body);
  const missing = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicOriginOf(request, publicUrl))),
  );

  app.get('/sitemap.xml', hide, async (request, reply) => {
    const root = await sitemaps.root();
    const origin = publicOriginOf(request, publicUrl);
    return xml(reply, root.kind === 'urlset' ? sitemapXml(root.paths, origin) : sitemapIndexXml(root.files, origin));
  });

  app.get('/sitemap-categories.xml', hide, async (request, reply) => xml(reply, sitemapXml(await sitemaps.listingPaths(), publicOriginOf(request, publicUrl))));

  app.get<{ Params: { file: string } }>('/sitemap-products-:file', hide, async (request, reply) => {
    const page = PRODUCTS_FILE.exec(request.params.file);
    const paths = page ? await sitemaps.productPaths(Number(page[1])) : null;
    return paths ? xml(reply, sitemapXml(paths, publicOriginOf(request, publicUrl))) : missing(reply);
  });
}
