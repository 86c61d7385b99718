import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, documentRoutes, transformDocument } from './http/openapi.js';
import type { Config } from './config.js';
import type { CustomerOrderResponse } from '@shop/core';
import type { ShopDb } from './db/index.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling, notFound } from './http/errors.js';
import { installMessageLanguage } from './modules/messages/arabic-messages.js';
import { refuseControlCharacters } from './http/input-guard.js';
import { helmetOptions, securityHeaderHook, securityHeaders } from './http/security-headers.js';
import { DeviceCookies } from './modules/auth/device-cookie.js';
import { WindowStore, tooManyRequests } from './http/rate-limits.js';
import { PublicReads } from './http/public-reads.js';
import { StorefrontPages } from './pages/storefront-pages.js';
import { hostStorefront } from './http/web-host.js';
import { SeoRepository } from './modules/seo/seo.repository.js';
import { Sitemaps } from './modules/seo/seo.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { requestLanguage } from './modules/seo/language.js';
import { publicOriginOf } from './modules/seo/public-origin.js';
import { hostAdmin } from './http/admin-host.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { catalogStoreRoutes } from './modules/catalog/store.routes.js';
import { SearchMisses } from './modules/search/search-misses.js';
import { SearchService } from './modules/search/search.service.js';
import { searchStoreRoutes } from './modules/search/store.routes.js';
import { ContentService } from './modules/content/content.service.js';
import { contentStoreRoutes } from './modules/content/store.routes.js';
import { PoliciesService } from './modules/policies/policies.service.js';
import { policiesStoreRoutes } from './modules/policies/store.routes.js';
import { ReviewsRepository } from './modules/reviews/reviews.repository.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { reviewsStoreRoutes } from './modules/reviews/store.routes.js';
import { Authenticator } from './http/auth.js';
import { redactSecretsInUrl, refuseCredentialsInUrl } from './http/credentials-in-url.js';
import { AuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { TokenService } from './modules/auth/tokens.js';
import { CustomersRepository } from './modules/customers/customers.repository.js';
import { CustomersService } from './modules/customers/customers.service.js';
import { customersStoreRoutes } from './modules/customers/store.routes.js';
import { accountErasureRoutes } from './modules/customers/account-erasure.routes.js';
import { AccountErasureService } from './modules/customers/account-erasure.service.js';
import { AddressesRepository } from './modules/addresses/addresses.repository.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { pincodeRoutes } from './modules/addresses/pincode.routes.js';
import mediaRoutes from './demo/art/media.routes.js';
import { ORDER_RESULT_MESSAGES, OrdersService, type OrderAccess } from './modules/orders/orders.service.js';
import { ordersStoreRoutes } from './modules/orders/store.routes.js';
import { orderLanguage } from './modules/orders/order-messages.js';
import type { InvoiceLanguage } from './modules/orders/invoice-pdf/labels.js';
import { OfflinePaymentProvider, RazorpayProvider, type PaymentProvider } from './modules/payments/payment-provider.js';
import { RazorpayClient } from './modules/payments/razorpay-client.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { Payments } from './modules/payments/payments.service.js';
import type { ShopProfile } from './modules/orders/shop-profile.js';
import { SettingsService, shopProfileFrom } from './modules/settings/settings.service.js';
import { settingsStoreRoutes } from './modules/settings/store.routes.js';
import { TtlCache } from './lib/cache.js';
import { CATALOG_CHANGE_KINDS, type CatalogChangeKind, type CatalogChanges } from './lib/catalog-changes.js';
import { CatalogChangeListener } from './db/catalog-notify.js';
import { StaffService } from './modules/staff/staff.service.js';
import { StaffAuth } from './modules/staff/staff-auth.js';
import { StaffCookies } from './modules/staff/staff-cookie.js';
import { adminApi } from './admin-api.js';
import { Messages } from './modules/messages/messages.service.js';
import { closeRenderWorker, renderInvoicePdfOffThread } from './modules/messages/render-pool.js';
import { messagesStoreRoutes } from './modules/messages/store.routes.js';
import { PasswordResets } from './modules/auth/password-reset.service.js';

/** The caches a catalog change can make wrong, each cleared only by the kinds of change it shows. */
interface CatalogCaches {
  reads: PublicReads;
  catalog: CatalogService;
  sitemaps: Sitemaps;
  pages: StorefrontPages | null;
  profiles: TtlCache<ShopProfile>;
}

/**
 * Which change clears which cache (decision 016). Stock and reviews change what listings
 * and product pages show (their heads included), never the category tree or the sitemap's
 * URLs, so an order leaves those; the back office's product, category and import writes
 * (catalog) clear everything the catalog feeds; content and settings clear what shows them.
 */
export const CACHES_BY_CHANGE: Record<CatalogChangeKind, ReadonlyArray<keyof CatalogCaches>> = {
  stock: ['reads', 'pages'],
  reviews: ['reads', 'pages'],
  catalog: ['reads', 'catalog', 'sitemaps', 'pages'],
  content: ['reads', 'pages'],
  settings: ['reads', 'profiles', 'pages'],
};

/** Subscribes each cache to the kinds of change it shows. */
function subscribeCaches(changes: CatalogChanges, caches: CatalogCaches): void {
  const clear: Record<keyof CatalogCaches, () => void> = {
    reads: () => caches.reads.clear(),
    catalog: () => caches.catalog.clearCache(),
    sitemaps: () => caches.sitemaps.clear(),
    pages: () => caches.pages?.clear(),
    profiles: () => caches.profiles.clear(),
  };
  for (const name of Object.keys(clear) as Array<keyof CatalogCaches>) {
    const kinds = CATALOG_CHANGE_KINDS.filter((kind) => CACHES_BY_CHANGE[kind].includes(name));
    changes.subscribe(kinds, clear[name]);
  }
}

/** 'invoice-SC-26-27-000123.pdf' */
const invoiceFileName = (number: string, kind = 'invoice') => `${kind}-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export interface AppOptions {
  config: Config;
  shop: ShopDb;
  /** Check every response against its schema (tests); production trusts the typed handlers. */
  validateResponses?: boolean;
  logger?: boolean;
}

const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole application (API, media, storefront host) without listening, so tests
 * drive it with `app.inject` and server.ts only adds the socket.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, shop } = opts;
  const helmetConfig = helmetOptions(config);
  const headers = securityHeaders(helmetConfig);
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // A request's headers and body must arrive within the time-out (slow senders hold a
    // socket and memory each); Node checks every second. Refusals carry the usual headers.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: Math.min(config.requestTimeoutMs, 20_000), connectionsCheckingInterval: 1_000 },
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrors(headers),
    // Behind N proxies, trust exactly N hops of X-Forwarded-For for the client address.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'],
            serializers: {
              req: (req) => ({ method: req.method, url: redactSecretsInUrl(req.url), remoteAddress: req.ip }),
            },
            hooks: {
              // @fastify/compress logs an error whenever a browser drops a compressed answer
              // half-way (a page left while it loads): the shopper's choice, not a fault.
              logMethod(args, method, level) {
                const first: unknown = args[0];
                if (level >= 50 && first instanceof Error && first.message === 'premature close') return;
                method.apply(this, args);
              },
            },
          },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(opts.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  installErrorHandling(app);
  installMessageLanguage(app);

  // Helmet's headers, computed once at start and set on every answer (helmet's own plugin
  // rebuilt the Content-Security-Policy string from its directives on every request).
  app.addHook('onRequest', securityHeaderHook(headers));
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false, store: WindowStore, errorResponseBuilder: tooManyRequests() });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Stone & Crystal shop API',
        version: '1.0.0',
        description: 'The storefront API. Every answer carries `success`; failures carry `message`.',
      },
      servers: [{ url: '/api' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: transformDocument,
  });

  const reads = new PublicReads(config.catalogCacheMs);
  const catalog = new CatalogService(shop, config.catalogCacheMs);
  const content = new ContentService(shop);
  const policies = new PoliciesService(shop);
  const tokens = new TokenService(config.jwtSecret);
  const devices = new DeviceCookies(config.jwtSecret, config.publicUrl?.startsWith('https://') ?? false);
  const customerRepo = new CustomersRepository(shop.db);
  const reviews = new ReviewsService(new ReviewsRepository(shop.db), catalog, customerRepo, shop);
  const auth = new Authenticator(tokens, (id) => customerRepo.sessionVersion(id));
  const loginThrottle = new LoginThrottle();
  // The seller block and UPI id from the shop settings, read at most every few seconds (and
  // forgotten when the settings change).
  const profiles = new TtlCache<ShopProfile>({ ttlMs: Math.max(config.catalogCacheMs, 1_000), maxEntries: 1 });
  const currentProfile = () => profiles.getOrLoad('profile', () => shopProfileFrom(shop.db, config));
  // E-mail (DESIGN 4.4): written to the outbox in the transactions that cause it, sent by
  // this process's sender off the request path. A placed order's e-mail carries its invoice.
  const messages: Messages = new Messages(shop, config, currentProfile, (orderId) => invoicePdf(orderId, { staff: true }), {
    warn: (msg) => app.log.warn(msg),
    error: (msg) => app.log.error(msg),
  });
  const accounts = new AuthService(customerRepo, tokens, loginThrottle, shop, messages);
  const resets = new PasswordResets(shop, messages, { error: (msg) => app.log.error(msg) }, config.jwtSecret);
  const customers = new CustomersService(customerRepo, loginThrottle, tokens, shop, messages);
  const erasure = new AccountErasureService(customerRepo, loginThrottle, shop);
  const addresses = new AddressesService(new AddressesRepository(shop.db));
  // The sitemap's files, for a minute (crawlers read it rarely, and it is one query a file).
  const sitemaps = new Sitemaps(new SeoRepository(shop.reads), catalog, config.catalogCacheMs > 0 ? Math.max(config.catalogCacheMs, 60_000) : 0);
  // The storefront's pages (their heads and main pictures included) rendered here through
  // the public reads above, kept as long as the catalog answers they show.
  const pages = await StorefrontPages.load(app, reads, config.webDist, config.catalogCacheMs, config.rendersPerAddressPerMinute);
  subscribeCaches(shop.changes, { reads, catalog, sitemaps, pages, profiles });
  // Search and filtered listings: an index in memory, kept in step with the catalog (decision 019).
  // The searches that found nothing, counted in memory and written every few seconds.
  const searchMisses = new SearchMisses(shop);
  app.decorate('searchMisses', searchMisses);
  const search = new SearchService(shop, catalog, {
    onMiss: (query) => searchMisses.record(query),
    onRebuilt: () => {
      reads.clear();
      pages?.clear();
    },
    error: (msg) => app.log.error(msg),
  });
  const stopSearch = search.follow((kinds, fn) => shop.changes.subscribe(kinds, fn));
  // With several servers on one PostgreSQL database, the changes committed through the
  // others reach this one's caches through LISTEN/NOTIFY (db/catalog-notify.ts).
  const listener = shop.newClient ? new CatalogChangeListener(shop.newClient, shop.changes, { warn: (msg) => app.log.warn(msg) }) : null;
  const paymentProvider: PaymentProvider = config.payments.razorpay
    ? new RazorpayProvider(new RazorpayClient(config.payments.razorpay), config.payments)
    : new OfflinePaymentProvider(config.payments);
  const orders: OrdersService = new OrdersService(shop, paymentProvider, currentProfile, messages);
  const payments = new Payments(shop, paymentProvider, orders, messages, config.payments, {
    warn: (msg) => app.log.warn(msg),
    error: (msg) => app.log.error(msg),
  });
  app.decorate('payments', payments);
  const settings = new SettingsService(shop, config);
  const staffService = new StaffService(shop);
  const staffCookies = new StaffCookies(config.publicUrl?.startsWith('https://') ?? false);
  const staffAuth = new StaffAuth(staffService, tokens, staffCookies);
  documentRoutes(app, { customer: [auth.required], customerOptional: [auth.optional], staff: [staffAuth.staff, staffAuth.owner] });
  /** The invoice as a PDF for its customer, a holder of its key, or the shop itself (its e-mails). */
  /**
   * An order's invoice PDF in the language asked for (the storefront's, for a download), or
   * else in the order's own (the language it was placed in: an e-mail's attachment).
   */
  const invoicePdf = async (
    orderId: number,
    access: OrderAccess | { staff: true },
    language?: InvoiceLanguage,
    noteNumber?: string,
  ): Promise<{ pdf: Buffer; fileName: string }> => {
    let order: CustomerOrderResponse;
    let orderLanguageIs: InvoiceLanguage = 'en';
    if ('staff' in access) {
      const detail = await orders.detailForStaff(orderId);
      order = detail.order;
      orderLanguageIs = orderLanguage(detail.row);
    } else {
      order = await orders.detail(orderId, access);
    }
    // ~190 ms of CPU: drawn on the render worker, so other requests are not held behind it.
    if (noteNumber !== undefined) {
      const note = order.customer_info.tax_notes.find((n) => n.number === noteNumber);
      if (!note) throw notFound(ORDER_RESULT_MESSAGES.noteNotFound);
      return {
        pdf: await renderInvoicePdfOffThread(order, language ?? orderLanguageIs, note),
        fileName: invoiceFileName(note.number, note.type === 'credit' ? 'credit-note' : 'debit-note'),
      };
    }
    return { pdf: await renderInvoicePdfOffThread(order, language ?? orderLanguageIs), fileName: invoiceFileName(order.customer_info.invoice_number) };
  };

  await app.register(
    async (api) => {
      await api.register(refuseCredentialsInUrl);
      await api.register(refuseControlCharacters);
      api.get('/health', { schema: { hide: true } }, async () => ({ success: true, engine: shop.engine }));
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      await api.register(catalogStoreRoutes, { reads, catalog });
      await api.register(searchStoreRoutes, { reads, search });
      await api.register(contentStoreRoutes, { reads, content });
      await api.register(policiesStoreRoutes, { reads, policies });
      await api.register(settingsStoreRoutes, { reads, profile: currentProfile });
      await api.register(reviewsStoreRoutes, { reads, reviews, auth });
      await api.register(messagesStoreRoutes, { messages });
      await api.register(authRoutes, { accounts, devices, resets });
      await api.register(customersStoreRoutes, { auth, customers });
      await api.register(accountErasureRoutes, { auth, erasure });
      await api.register(addressesRoutes, { auth, addresses });
      await api.register(pincodeRoutes);
      await api.register(paymentsRoutes, { auth, payments });
      await api.register(ordersStoreRoutes, {
        auth,
        orders,
        renderPdf: invoicePdf,
        orderLimits: async () => (await currentProfile()).orderLimits,
        paymentFor: (order) => payments.paymentFor(order),
      });
      // The back office (DESIGN 8): every route checks the member's role on the server.
      await api.register(adminApi, {
        prefix: '/admin',
        config,
        shop,
        staffService,
        staffAuth,
        staffCookies,
        catalog,
        content,
        policies,
        customers,
        messages,
        orders,
        payments,
        reviews,
        settings,
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register((await import('./modules/uploads/uploads-media.routes.js')).uploadsMediaRoutes, { config, shop });
  await hostAdmin(app, config.adminDist);
  await app.register(seoRoutes, { sitemaps, publicUrl: config.publicUrl });
  await hostStorefront(
    app,
    config.webDist,
    pages &&
      ((request) => {
        // The page's language as the storefront will detect it (query, cookie, Accept-Language).
        const q = request.url.indexOf('?');
        const { lang } = requestLanguage({
          search: q < 0 ? '' : request.url.slice(q + 1),
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
        return pages.reply({
          url: request.url,
          language: lang,
          origin: publicOriginOf(request, config.publicUrl),
          cookie: request.headers.cookie,
          client: request.ip,
        });
      }),
  );

  app.addHook('onReady', async () => {
    await listener?.start();
    // The index is built before the first search asks (it waits for nothing else).
    void search.ready().catch((err: unknown) => app.log.error(`The search index could not be built: ${String(err)}`));
    messages.start();
    payments.start();
  });
  app.addHook('onClose', async () => {
    stopSearch();
    await searchMisses.close();
    await listener?.close();
    await payments.stop();
    await messages.stop();
    await closeRenderWorker();
    await shop.close();
  });
  return app;
}
