import { textResponseSchema } from '@arrival/contracts/common';
import { notificationFilterSchema, notificationIdParamsSchema, notificationListSchema } from '@arrival/contracts/notifications';
import { forgetNotices, noticesKey } from '../../app-caches.ts';
import type { AppDeps } from '../../app-deps.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const errors = errorResponses(400, 404);
const tags = ['notifications'];

/** The caller's in-app notifications, in the signed-in scope. */
export async function notificationRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first (filter=unread|all), with the unread count",
        querystring: notificationFilterSchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    // From memory: a notice recorded or read drops the user's lists (migration 0008), their own reads at once.
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { filter } = request.query;
      return cachedJson(reply, deps.caches?.personal, noticesKey(userId, filter), notificationListSchema, () =>
        listNotifications(deps.db, userId, filter),
      );
    },
  );

  app.put(
    '/notifications/:id/read',
    { schema: { tags, params: notificationIdParamsSchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      const { userId } = callerOf(request);
      await markNotificationRead(deps, userId, request.params.id);
      forgetNotices(deps.caches, userId);
      return { message: 'Marked as read' };
    },
  );

  app.put('/notifications/read-all', { schema: { tags, response: { 200: textResponseSchema, ...errors } } }, async (request) => {
    const { userId } = callerOf(request);
    await markAllNotificationsRead(deps, userId);
    forgetNotices(deps.caches, userId);
    return { message: 'All marked as read' };
  });
}
