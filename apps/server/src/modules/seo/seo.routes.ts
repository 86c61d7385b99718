import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicOriginOf } from './public-origin.js';
import type { Sitemaps } from './seo.service.js';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.js';

/** Crawlers may keep the sitemap and robots.txt for a while; the pages change rarely. */
const CRAWLER_CACHE = 'public, max-age=600';

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
