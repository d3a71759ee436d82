import { openRefundsSchema, refundIdParamsSchema, refundSchema } from '@arrival/contracts/refunds';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import { serviceDepsOf } from '../../http/service-deps.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listOpenRefunds, retryRefund } from './refunds.service.ts';

const tags = ['admin: refunds'];

/** Refunds the provider has not yet processed, in the admin scope. */
export async function refundRoutes(app: ZodApp, deps: AppDeps) {
  const refundDeps = serviceDepsOf(app, deps);

  app.get(
    '/admin/refunds',
    {
      schema: {
        tags,
        summary: 'Refunds not yet processed by the provider (failed first, then the oldest), with counts',
        response: { 200: openRefundsSchema },
      },
    },
    async () => listOpenRefunds(deps.db),
  );

  app.post(
    '/admin/refunds/:refundId/retry',
    {
      schema: {
        tags,
        summary: 'Asks the provider again, with the same idempotency key, for a refund it refused',
        params: refundIdParamsSchema,
        response: { 200: refundSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => retryRefund(refundDeps, callerOf(request).userId, request.params.refundId),
  );
}
