import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { ShopDb } from './db/index.js';
import { installErrorHandling } from './http/errors.js';
import { PublicReads } from './http/public-reads.js';
import { firstScreenImage } from './http/first-screen-image.js';
import { hostStorefront } from './http/web-host.js';
import { TtlCache } from './lib/cache.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { ContentRepository } from './modules/content/content.repository.js';
import { ContentService } from './modules/content/content.service.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { ReviewsRepository } from './modules/reviews/reviews.repository.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { Authenticator } from './http/auth.js';
import { redactSecretsInUrl, refuseCredentialsInUrl } from './http/credentials-in-url.js';
import { AuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { TokenService } from './modules/auth/tokens.js';
import { CustomersRepository } from './modules/customers/customers.repository.js';
import { CustomersService } from './modules/customers/customers.service.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { AddressesRepository } from './modules/addresses/addresses.repository.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import mediaRoutes from './modules/media/media.routes.js';

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
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Behind N proxies, trust exactly N hops of X-Forwarded-For for the client address.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.token'],
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

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config),
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // The video service refuses embeds that arrive without a referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Stone & Crystal shop API', version: '1.0.0', description: 'The storefront API. Every answer carries `success`; failures carry `message`.' },
      servers: [{ url: '/api' }],
    },
    transform: jsonSchemaTransform,
  });

  const reads = new PublicReads(config.catalogCacheMs);
  const catalog = new CatalogService(new CatalogRepository(shop.db), config.catalogCacheMs);
  const content = new ContentService(new ContentRepository(shop.db));
  const reviews = new ReviewsService(new ReviewsRepository(shop.db), catalog);
  const tokens = new TokenService(config.jwtSecret);
  const customerRepo = new CustomersRepository(shop.db);
  const auth = new Authenticator(tokens, (id) => customerRepo.exists(id));
  const loginThrottle = new LoginThrottle();
  const accounts = new AuthService(customerRepo, tokens, loginThrottle);
  const customers = new CustomersService(customerRepo, loginThrottle);
  const addresses = new AddressesService(new AddressesRepository(shop.db));

  await app.register(
    async (api) => {
      await api.register(refuseCredentialsInUrl);
      api.get('/health', { schema: { hide: true } }, async () => ({ success: true, engine: shop.engine }));
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      await api.register(catalogRoutes, { reads, catalog });
      await api.register(contentRoutes, { reads, content });
      await api.register(reviewsRoutes, { reads, reviews, auth });
      await api.register(contactRoutes, { db: shop.db });
      await api.register(authRoutes, { accounts });
      await api.register(customersRoutes, { auth, customers });
      await api.register(addressesRoutes, { auth, addresses });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  // Looked up per path for a few seconds at most, like the other catalog reads.
  const firstScreenImages = new TtlCache<string | null>(config.catalogCacheMs);
  await hostStorefront(app, config.webDist, {
    firstScreenImage: (pathname) => firstScreenImages.getOrLoad(pathname, () => firstScreenImage(pathname, content, catalog)),
  });

  app.addHook('onClose', async () => {
    await shop.close();
  });
  return app;
}

/** What the storefront may load: its own files, the video service's embeds and thumbnails, the map embed. */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const assetOrigin = originOf(config.storefrontAssetBase);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...assetOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://img.youtube.com', ...assetOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://www.google.com', 'https://maps.google.com'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function originOf(base: string): string[] {
  try {
    return base ? [new URL(base).origin] : [];
  } catch {
    return [];
  }
}
