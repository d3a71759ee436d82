import { textResponseSchema } from '@arrival/contracts/common';
import { notificationFilterSchema, notificationIdParamsSchema, notificationListSchema } from '@arrival/contracts/notifications';
import type { AppDeps } from '../../app-deps.ts';
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
    async (request) => listNotifications(deps.db, callerOf(request).userId, request.query.filter),
  );

  app.put(
    '/notifications/:id/read',
    { schema: { tags, params: notificationIdParamsSchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      await markNotificationRead(deps, callerOf(request).userId, request.params.id);
      return { message: 'Marked as read' };
    },
  );

  app.put('/notifications/read-all', { schema: { tags, response: { 200: textResponseSchema, ...errors } } }, async (request) => {
    await markAllNotificationsRead(deps, callerOf(request).userId);
    return { message: 'All marked as read' };
  });
}
