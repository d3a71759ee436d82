import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const API_DOCS_PREFIX = '/api/docs';

type SchemaController = FastifyServerOptions['schemaController'];

/** What a route shows in the OpenAPI document. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/** Hop-by-hop and length headers belong to the inner answer, not to the one we send. */
const NOT_COPIED = new Set(['connection', 'content-length', 'keep-alive', 'transfer-encoding']);

/** A second app with the swagger plugins and every documented route, each with a handler that is never called. */
async function buildDocsApp(routes: readonly DocumentedRoute[], schemaController: SchemaController) {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false, schemaController, exposeHeadRoutes: false });
  await docs.register(swagger, {
    openapi: {
      info: { title: 'Arrival Shop API', version: '1.0.0', description: 'Pre-order shopping with pickup at Kerala airports' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  for (const { method, url, schema } of routes) docs.route({ method, url, schema, handler: async () => undefined });
  await docs.ready();
  return docs;
}

/**
 * The OpenAPI document and its browser at /api/docs, built on the first request for them. Registered at
 * start, @fastify/swagger and its UI cost every start some 0.2 s (their modules, and a hook on each route)
 * for pages read now and then. Here each route registered after this call is noted as it is added, and
 * the first request to the docs builds a second Fastify app holding the swagger plugins and the noted
 * routes (their schemas, with handlers never called); every docs request is answered through it.
 */
export function registerApiDocs(app: FastifyInstance, schemaController: SchemaController) {
  // The route options as Fastify hands them to onRoute hooks: the scopes' own hooks, which run after this
  // one, still add to them (the signed-in scope's security and error answers), so they are read when the
  // docs are built.
  const added: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void added.push(route));
  const documented = () => {
    const seen = new Set<string>();
    return added.filter((route) => {
      const key = `${String(route.method)} ${route.url}`;
      // Fastify's HEAD twins of GET routes, and hidden ones (static files, the docs' own) stay out, as in swagger.
      if (route.method === 'HEAD' || route.schema?.hide || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };

  let docsApp: Promise<FastifyInstance> | undefined;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docsApp ??= buildDocsApp(documented(), schemaController).catch((error: unknown) => {
      docsApp = undefined;
      throw error;
    });
    const inner = await (
      await docsApp
    ).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': request.headers['accept-encoding'] ?? '' },
    });
    for (const [name, value] of Object.entries(inner.headers)) {
      if (!NOT_COPIED.has(name) && value !== undefined) void reply.header(name, value);
    }
    return reply.status(inner.statusCode).send(inner.rawPayload);
  };
  app.get(API_DOCS_PREFIX, { schema: { hide: true } }, answer);
  app.get(`${API_DOCS_PREFIX}/*`, { schema: { hide: true } }, answer);
}
