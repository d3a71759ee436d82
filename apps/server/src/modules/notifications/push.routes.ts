import { textResponseSchema } from '@arrival/contracts/common';
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '@arrival/contracts/notifications';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { removePushSubscription, savePushSubscription } from './push.service.ts';

const errors = errorResponses(400);
const tags = ['notifications'];

/** This browser's web-push subscription, in the signed-in scope. */
export async function pushRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Save (or refresh) this browser's push subscription for the caller",
        body: pushSubscriptionBodySchema,
        response: { 200: textResponseSchema, ...errors },
      },
    },
    async (request) => {
      await savePushSubscription(deps, callerOf(request).userId, request.body);
      return { message: 'Subscribed' };
    },
  );

  app.delete(
    '/push/subscriptions',
    { schema: { tags, body: pushUnsubscribeBodySchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      await removePushSubscription(deps.db, callerOf(request).userId, request.body.endpoint);
      return { message: 'Unsubscribed' };
    },
  );
}
