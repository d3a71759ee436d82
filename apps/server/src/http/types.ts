import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';

/** A Fastify instance whose routes take zod schemas from the contracts. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** One module's routes; app.ts decides which scope (public, signed in, staff, admin) they run in. */
export type RoutePlugin = (app: ZodApp, deps: AppDeps) => Promise<void>;
