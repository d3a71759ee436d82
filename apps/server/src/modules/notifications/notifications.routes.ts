import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { errorResponseSchema, textResponseSchema } from '@arrival/contracts/common';
import { notificationFilterSchema, notificationIdParamsSchema, notificationListSchema } from '@arrival/contracts/notifications';
import type { AppDeps, ZodApp } from '../../app.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { authenticate, callerOf } from '../../plugins/auth.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const secured = { security: [{ bearer: [] }], tags: ['notifications'] };

export async function notificationRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps;
  app.addHook('onRequest', authenticate(deps));

  app.get(
    '/notifications',
    {
      schema: {
        ...secured,
        summary: "The caller's notifications, newest first (filter=unread|all), with the unread count",
        querystring: notificationFilterSchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const mine = eq(notifications.userId, userId);
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(request.query.filter === 'unread' ? and(mine, isNull(notifications.readAt)) : mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(200),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ]);
      return {
        notifications: rows.map((n) => ({
          id: n.id,
          title: n.title,
          content: n.content,
          time: n.createdAt.toISOString(),
          read: n.readAt !== null,
          orderId: n.orderId,
        })),
        unreadCount: unread?.n ?? 0,
      };
    },
  );

  app.put(
    '/notifications/:id/read',
    { schema: { ...secured, params: notificationIdParamsSchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      const updated = await db
        .update(notifications)
        .set({ readAt: deps.clock.now() })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, callerOf(request).userId)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw notFound('Notification');
      return { message: 'Marked as read' };
    },
  );

  app.put(
    '/notifications/read-all',
    { schema: { ...secured, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      await db
        .update(notifications)
        .set({ readAt: deps.clock.now() })
        .where(and(eq(notifications.userId, callerOf(request).userId), isNull(notifications.readAt)));
      return { message: 'All marked as read' };
    },
  );
}
