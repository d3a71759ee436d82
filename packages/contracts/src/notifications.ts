import { z } from 'zod/mini';
import { idParamSchema } from './common.ts';

export const notificationSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  /** When it was created, ISO. */
  time: z.string(),
  read: z.boolean(),
  orderId: z.nullable(z.int()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationFilterSchema = z.object({ filter: z._default(z.enum(['unread', 'all']), 'all') });
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unreadCount: z.int() });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationIdParamsSchema = z.object({ id: idParamSchema });

/** A change on the staff board, pushed over server-sent events. */
export const orderEventSchema = z.object({
  type: z.literal('order.changed'),
  orderId: z.int(),
  status: z.string(),
  locationId: z.int(),
  /** The order has just come onto the board (its payment confirmed): a new order to announce. */
  arrived: z.optional(z.literal(true)),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url().check(z.refine((u) => u.startsWith('https://'), 'Push endpoints must use https')),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.minLength(16), z.maxLength(200)),
    auth: z.string().check(z.minLength(8), z.maxLength(100)),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().check(z.minLength(1), z.maxLength(2000)) });
