import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  IMPORT_MAX_BYTES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  adminAttributeNamesResponseSchema,
  adminCategoryCreateSchema,
  adminCountriesResponseSchema,
  adminCategoryResponseSchema,
  adminCategoryTreeResponseSchema,
  adminCategoryUpdateSchema,
  adminIdParam,
  adminOkSchema,
  adminPagingQuery,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminProductUpdateSchema,
  catalogImportQuerySchema,
  importErrorResponseSchema,
  importResultResponseSchema,
  stockAdjustmentRequestSchema,
  stockAdjustmentResponseSchema,
  stockHistoryResponseSchema,
  uploadResponseSchema,
} from '@shop/core/admin';
import type { Config } from '../../config.js';
import type { ShopDb } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import { createFileStorage } from '../uploads/file-storage.js';
import { storePicture } from '../uploads/pictures.js';
import type { CatalogService } from './catalog.service.js';

const productId = z.object({ id: adminIdParam('Product id') });
const categoryId = z.object({ id: adminIdParam('Category id') });
const variantId = z.object({ id: adminIdParam('Variant id') });
const errorSchema = z.object({ success: z.literal(false), message: z.string() });

/**
 * A raw body kept out of sight of the /api scope's text guard, which walks every property of a
 * parsed body: an 8 MiB Buffer would be 8 million properties. The bytes sit in a private field.
 */
export class RawUpload {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/**
 * This plugin's body refusals in the shop's words (the global handler's 'too large' names the
 * API's 1 MiB limit), then handed on to the global handler.
 */
function bodyRefusals(app: FastifyInstance, tooLarge: string, wrongType: string): void {
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, wrongType);
    throw error;
  });
}

/** Refuses a request whose Content-Type is not one of `types` (415), before its body is read. */
function requireContentType(types: readonly string[], message: string) {
  return async (req: { headers: Record<string, string | string[] | undefined> }) => {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!types.includes(type)) throw new HttpError(415, message);
  };
}

/** Back office: products, categories, stock, pictures and the CSV import/export (`/api/admin/…`). */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; staffAuth: StaffAuth; config: Config; shop: ShopDb }> = async (
  app,
  { catalog, staffAuth, config, shop },
) => {
  const onRequest = staffAuth.staff;

  // ------------------------------------------------------------ products
  {
    const tags = ['admin: catalog'];
    app.get(
      '/products',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Products, newest first: search by title or alias (q), a category and its subcategories, archived (exclude, include, only), low_stock; prices in paise',
          querystring: adminProductListQuerySchema,
          response: { 200: adminProductListResponseSchema },
        },
      },
      async (req) => {
        const { rows, total } = await catalog.adminProducts(req.query);
        return { success: true as const, data: rows, total, page: req.query.page, page_size: req.query.page_size };
      },
    );

    app.get(
      '/products/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'A product with its variants and gallery (pictures and video links in order), archived or not',
          params: productId,
          response: { 200: adminProductResponseSchema },
        },
      },
      async (req) => ({ success: true as const, data: await catalog.adminProduct(req.params.id) }),
    );

    app.post(
      '/products',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Add a product with at least one variant (exactly one default); the slug comes from the title, the description is sanitised; aliases and attributes (name and values, in display order) are optional',
          body: adminProductCreateSchema,
          response: { 201: adminProductResponseSchema },
        },
      },
      async (req, reply) => {
        const data = await catalog.createProduct(actorOf(req), req.body);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.patch(
      '/products/:id',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Change a product: its fields; `variants` (the whole list: edit by id, add without id, leave out to remove); `gallery` (the whole list, in order); `attributes` (the whole list, in order). Stock changes go through /variants/{id}/stock',
          params: productId,
          body: adminProductUpdateSchema,
          response: { 200: adminProductResponseSchema },
        },
      },
      async (req) => {
        const data = await catalog.updateProduct(actorOf(req), req.params.id, req.body);
        return { success: true as const, data };
      },
    );

    app.get(
      '/attributes',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'The attribute names the product form suggests: the built-in ones (Stone, Colour, Chakra, Form, Origin) then every other name in use, each with how many products have it and its values in use, most used first',
          response: { 200: adminAttributeNamesResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await catalog.attributeNames() }),
    );

    app.get(
      '/countries-of-origin',
      {
        onRequest,
        schema: {
          tags,
          summary: "The countries of origin products name, most used first, with how many products name each (the product form's suggestions)",
          response: { 200: adminCountriesResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await catalog.countriesOfOrigin() }),
    );

    for (const [action, archived] of [
      ['archive', true],
      ['unarchive', false],
    ] as const) {
      app.post(
        `/products/:id/${action}`,
        {
          onRequest,
          schema: {
            tags,
            summary: archived
              ? 'Archive: gone from every storefront list, search and page (404); orders and invoices keep it'
              : 'Put an archived product back on the storefront',
            params: productId,
            response: { 200: adminProductResponseSchema.extend({ message: z.string() }) },
          },
        },
        async (req) => {
          const data = await catalog.setArchived(actorOf(req), req.params.id, archived);
          return { success: true as const, message: archived ? CATALOG_MESSAGES.archived : CATALOG_MESSAGES.unarchived, data };
        },
      );
    }
  }

  // ------------------------------------------------------------ categories
  {
    const tags = ['admin: categories'];
    app.get(
      '/categories',
      {
        onRequest,
        schema: { tags, summary: 'The category tree (three levels), in order, with product counts', response: { 200: adminCategoryTreeResponseSchema } },
      },
      async () => ({ success: true as const, data: await catalog.categoryTree() }),
    );

    app.post(
      '/categories',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Add a category (top level, or under a parent of level 1 or 2)',
          body: adminCategoryCreateSchema,
          response: { 201: adminCategoryResponseSchema },
        },
      },
      async (req, reply) => {
        const data = await catalog.createCategory(actorOf(req), req.body);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.patch(
      '/categories/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Change a category: title, parent, picture, sort order; a fourth level or a cycle is 409',
          params: categoryId,
          body: adminCategoryUpdateSchema,
          response: { 200: adminCategoryResponseSchema },
        },
      },
      async (req) => {
        const data = await catalog.updateCategory(actorOf(req), req.params.id, req.body);
        return { success: true as const, data };
      },
    );

    app.delete(
      '/categories/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Delete a category; 409 while subcategories, products, home slides or promo banners use it',
          params: categoryId,
          response: { 200: adminOkSchema },
        },
      },
      async (req) => {
        await catalog.deleteCategory(actorOf(req), req.params.id);
        return { success: true as const, message: CATALOG_MESSAGES.categoryDeleted };
      },
    );
  }

  // ------------------------------------------------------------ stock
  {
    const tags = ['admin: stock'];
    app.post(
      '/variants/:id/stock',
      {
        onRequest,
        schema: {
          tags,
          summary: "Adjust a variant's stock by `delta` or to `set`, with a reason; never below 0 (409). Recorded in the stock history",
          params: variantId,
          body: stockAdjustmentRequestSchema,
          response: { 200: stockAdjustmentResponseSchema, 409: errorSchema.extend({ stock_quantity: z.number().int() }) },
        },
      },
      async (req) => {
        const data = await catalog.adjustStock(actorOf(req), req.params.id, req.body);
        return { success: true as const, data };
      },
    );

    app.get(
      '/variants/:id/stock-history',
      {
        onRequest,
        schema: {
          tags,
          summary: "A variant's stock adjustments, newest first",
          params: variantId,
          querystring: adminPagingQuery,
          response: { 200: stockHistoryResponseSchema },
        },
      },
      async (req) => {
        const { rows, total } = await catalog.stockHistory(req.params.id, req.query.page, req.query.page_size);
        return { success: true as const, data: rows, total, page: req.query.page, page_size: req.query.page_size };
      },
    );
  }

  // ------------------------------------------------------------ CSV
  await app.register(async (plugin) => {
    const csv = plugin.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin: import and export'];
    bodyRefusals(csv, CATALOG_MESSAGES.importTooLarge, CATALOG_MESSAGES.importContentType);
    csv.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body));

    csv.get(
      '/products/export.csv',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'The catalog as CSV, one row per variant (columns: CATALOG_CSV_COLUMNS in @shop/core/admin, then one attribute:{Name} column per attribute in use, its values comma-separated; prices in rupees with two decimals)',
          // The 200 answer is documented as a text/csv file (http/openapi.ts).
          produces: ['text/csv'],
        },
      },
      async (_req, reply) => {
        reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="catalog-${new Date().toISOString().slice(0, 10)}.csv"`);
        // Streamed a page of products at a time: never one string of the whole catalog.
        return reply.send(Readable.from(catalog.exportCsv()));
      },
    );

    csv.post(
      '/products/import',
      {
        onRequest,
        preValidation: requireContentType(['text/csv'], CATALOG_MESSAGES.importContentType),
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Import a CSV (Content-Type text/csv, 10 MiB at most): every row checked first; any error is 422 with every error by row and column and nothing written; ?dry_run=1 only checks; otherwise all rows are written in one transaction',
          consumes: ['text/csv'],
          querystring: catalogImportQuerySchema,
          body: z.string({ error: CATALOG_MESSAGES.importContentType }).meta({ description: 'The CSV text' }),
          response: { 200: importResultResponseSchema, 422: importErrorResponseSchema },
        },
      },
      async (req) => {
        const data = await catalog.importCsv(actorOf(req), req.body, req.query.dry_run);
        return { success: true as const, data };
      },
    );
  });

  // ------------------------------------------------------------ pictures
  await app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin: pictures'];
    const storage = createFileStorage(config, shop);
    bodyRefusals(uploads, CATALOG_MESSAGES.uploadTooLarge, CATALOG_MESSAGES.uploadContentType);
    uploads.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, new RawUpload(body as Buffer)),
    );

    uploads.post(
      '/uploads',
      {
        onRequest: [onRequest, requireContentType(UPLOAD_CONTENT_TYPES, CATALOG_MESSAGES.uploadContentType)],
        bodyLimit: UPLOAD_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Upload a picture: the raw bytes with Content-Type image/jpeg, png, webp or gif (8 MiB, 40 megapixels at most); checked to be a picture before anything is stored, converted to square WebP at 800 and 400 px, served under /media/uploads/',
          consumes: [...UPLOAD_CONTENT_TYPES],
          body: z.custom<RawUpload>((v) => v instanceof RawUpload, { error: CATALOG_MESSAGES.uploadContentType }).meta({ type: 'string', format: 'binary' }),
          response: { 201: uploadResponseSchema },
        },
      },
      async (req, reply) => {
        const actor = actorOf(req);
        const { result, keys } = await storePicture(storage, req.body.bytes);
        try {
          await catalog.recordUpload(actor, keys[0], result);
        } catch (err) {
          await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
          throw err;
        }
        return reply.code(201).send({ success: true as const, data: result });
      },
    );
  });
};
