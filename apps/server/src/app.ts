import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { registerRoutes, requireCaller, requireRole } from './http/scopes.ts';
import type { ZodApp } from './http/types.ts';
import { AppError } from './lib/app-error.ts';
import { msg } from './i18n/index.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { serializeRequest } from './plugins/log-redaction.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createStreamRegistry } from './modules/notifications/live-streams.ts';
import { createFallbackStore } from './plugins/rate-limit-store.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { otpRoutes } from './modules/auth/otp.routes.ts';
import { publicSessionRoutes, sessionRoutes } from './modules/auth/session.routes.ts';
import { refundRoutes } from './modules/refunds/refunds.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes, publicCatalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { flightRoutes } from './modules/arrivals/flights.routes.ts';
import { counterAdminRoutes, counterRoutes } from './modules/counters/counters.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationRoutes } from './modules/locations/locations.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/notifications/push.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentRoutes, publicPaymentRoutes } from './modules/payments/payments.routes.ts';
import { staffAdminRoutes, staffRoutes } from './modules/staff/staff.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
// Fastify types these factories for ajv's schemas; zod's compilers take the same route definitions.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;
const zodSchemaController = { compilersFactory: zodCompilers };

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(given: AppDeps): Promise<ZodApp> {
  const deps: AppDeps = { ...given, streams: given.streams ?? createStreamRegistry() };
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Pickup and login codes never reach the log; phone numbers are masked. The request is
            // logged without its headers, so the token and cookies never reach it either (and no
            // per-line redaction pass is needed for them).
            serializers: { req: serializeRequest },
            // Written without blocking the request (pino's default waits on a full pipe).
            stream: deps.logStream ?? pino.destination({ dest: 1, sync: false }),
          },
    // One line per request, written once it is answered (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Every route validates and serialises with zod, so Fastify's own compilers (ajv and
    // fast-json-stringify, a good part of the start-up time) are never loaded.
    schemaController: zodSchemaController,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest to us (Fastify's types lack the number form).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? hopsTrusted(config.TRUST_PROXY) : config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorateRequest('auth', null);
  registerRequestLog(app);
  registerErrorHandler(app);
  // Open event streams would keep close() waiting: end them first, so the boards reconnect elsewhere.
  app.addHook('preClose', async () => deps.streams?.endAll());

  registerSecurityHeaders(app);

  // Before the routes, which it notes as they are added.
  registerApiDocs(app, zodSchemaController);

  // Protected by default: a route is public only when listed here; every other one sits in the
  // signed-in scope, whose nested scopes add the role check.
  await app.register(
    async (api: ZodApp) => {
      // Limits count API calls only: static files and uploads are served outside them.
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        ...(deps.redis ? { store: createFallbackStore(deps.redis, app.log) } : {}),
        errorResponseBuilder: (_request, context) =>
          new AppError(
            'RATE_LIMITED',
            msg('error.tooManyRequests', { wait: msg('wait.seconds', { n: Math.ceil(context.ttl / 1000) }) }),
            {
              retryAfterSeconds: Math.ceil(context.ttl / 1000),
            },
          ),
      });
      await api.register((open: ZodApp) =>
        registerRoutes(open, deps, [
          healthRoutes,
          appConfigRoutes,
          otpRoutes,
          publicSessionRoutes,
          locationRoutes,
          counterRoutes,
          publicCatalogueRoutes,
          publicPaymentRoutes,
        ]),
      );

      await api.register(async (signedIn: ZodApp) => {
        requireCaller(signedIn, deps);
        await registerRoutes(signedIn, deps, [
          sessionRoutes,
          userRoutes,
          catalogueRoutes,
          cartRoutes,
          wishlistRoutes,
          orderRoutes,
          flightRoutes,
          paymentRoutes,
          notificationRoutes,
          pushRoutes,
        ]);

        await signedIn.register(async (staff: ZodApp) => {
          requireRole(staff, 'STAFF', 'ADMIN');
          await registerRoutes(staff, deps, [staffRoutes]);
        });

        await signedIn.register(async (admin: ZodApp) => {
          requireRole(admin, 'ADMIN');
          await registerRoutes(admin, deps, [
            adminCatalogueRoutes,
            counterAdminRoutes,
            uploadRoutes,
            stockRoutes,
            dashboardRoutes,
            auditRoutes,
            staffAdminRoutes,
            refundRoutes,
          ]);
        });
      });
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

  await registerWebStatic(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist);

  // The sandbox delivers its signed webhooks to our own route, like Razorpay would.
  deps.payments.sandbox?.setWebhookDispatcher((payload, headers) =>
    app.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers }),
  );

  return app;
}
