import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { healthResponseSchema, errorResponseSchema } from '@arrival/contracts/common';
import type { Config } from './config.ts';
import { pingDatabase, type Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { AppError } from './lib/app-error.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import type { MessagingProvider } from './providers/messaging/messaging.ts';
import type { StorageProvider } from './providers/storage/storage.ts';
import type { PaymentProvider } from './providers/payments/payments.ts';
import type { SandboxPaymentProvider } from './providers/payments/sandbox.ts';
import type { OrderEvents } from './modules/notifications/events.ts';
import type { PushProvider } from './providers/push/push.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/notifications/push.routes.ts';
import { otpRoutes } from './modules/auth/otp.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { locationRoutes } from './modules/locations/locations.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Everything a route or service may use; tests pass fakes for the outside world. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  messaging: MessagingProvider;
  payments: PaymentProvider;
  events: OrderEvents;
  push: PushProvider;
  storage: StorageProvider;
  redis?: Redis;
  /** Where request logs go; standard output when absent. */
  logStream?: NodeJS.WritableStream;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps): Promise<ZodApp> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest to us (Fastify's types lack the number form).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? hopsTrusted(config.TRUST_PROXY) : config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'arrival-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Arrival Shop API', version: '1.0.0', description: 'Pre-order shopping with pickup at Kerala airports' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api: ZodApp) => {
      api.get(
        '/health',
        {
          config: { rateLimit: false },
          schema: { tags: ['ops'], response: { 200: healthResponseSchema, 503: errorResponseSchema } },
        },
        async (_request, reply) => {
          if (await pingDatabase(deps.db)) return { status: 'ok' as const, database: 'up' as const };
          return reply.status(503).send({ error: { code: 'INTERNAL', message: 'Database unreachable' } });
        },
      );
      await api.register((scope: ZodApp) => otpRoutes(scope, deps));
      await api.register((scope: ZodApp) => userRoutes(scope, deps));
      await api.register((scope: ZodApp) => locationRoutes(scope, deps));
      await api.register((scope: ZodApp) => catalogueRoutes(scope, deps));
      await api.register((scope: ZodApp) => cartRoutes(scope, deps));
      await api.register((scope: ZodApp) => wishlistRoutes(scope, deps));
      await api.register((scope: ZodApp) => orderRoutes(scope, deps));
      await api.register((scope: ZodApp) => paymentRoutes(scope, deps));
      await api.register((scope: ZodApp) => staffRoutes(scope, deps));
      await api.register((scope: ZodApp) => notificationRoutes(scope, deps));
      await api.register((scope: ZodApp) => pushRoutes(scope, deps));
      await api.register((scope: ZodApp) => adminCatalogueRoutes(scope, deps));
      await api.register((scope: ZodApp) => uploadRoutes(scope, deps));
      await api.register((scope: ZodApp) => stockRoutes(scope, deps));
      await api.register((scope: ZodApp) => dashboardRoutes(scope, deps));
      await api.register((scope: ZodApp) => auditRoutes(scope, deps));
    },
    { prefix: '/api' },
  );

  const uploadsDir = path.join(config.dataDir, 'uploads');
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    allowedPath: (pathName) => !pathName.includes('..'),
  });

  const webDist = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist;
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: ['index.html'] });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (serveWeb && isPage) {
      // Client-side routes: the web app decides what to show.
      return reply.type('text/html').sendFile('index.html', webDist);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
  });

  if (deps.payments.name === 'sandbox') {
    // The sandbox delivers its signed webhooks to our own route, like Razorpay would.
    (deps.payments as SandboxPaymentProvider).setWebhookDispatcher((payload, headers) =>
      app.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers }),
    );
  }

  return app;
}
