import { and, eq } from 'drizzle-orm';
import { errorResponseSchema, textResponseSchema } from '@arrival/contracts/common';
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '@arrival/contracts/notifications';
import type { AppDeps, ZodApp } from '../../app.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { authenticate, callerOf } from '../../plugins/auth.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const secured = { security: [{ bearer: [] }], tags: ['notifications'] };

export async function pushRoutes(app: ZodApp, deps: AppDeps) {
  app.addHook('onRequest', authenticate(deps));

  app.post(
    '/push/subscriptions',
    {
      schema: {
        ...secured,
        summary: "Save (or refresh) this browser's push subscription for the caller",
        body: pushSubscriptionBodySchema,
        response: { 200: textResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      const userId = callerOf(request).userId;
      const now = deps.clock.now();
      // An endpoint belongs to one browser; whoever last signed in there receives its pushes.
      await deps.db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, lastSeenAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: keys.p256dh, auth: keys.auth, lastSeenAt: now },
        });
      return { message: 'Subscribed' };
    },
  );

  app.delete(
    '/push/subscriptions',
    { schema: { ...secured, body: pushUnsubscribeBodySchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      await deps.db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, request.body.endpoint), eq(pushSubscriptions.userId, callerOf(request).userId)),
        );
      return { message: 'Unsubscribed' };
    },
  );
}
