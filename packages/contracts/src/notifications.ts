import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** When it was created, ISO. */
  time: z.string(),
  read: z.boolean(),
  orderId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationFilterSchema = z.object({ filter: z.enum(['unread', 'all']).default('all') });
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A change on the staff board, pushed over server-sent events. */
export const orderEventSchema = z.object({
  type: z.literal('order.changed'),
  orderId: z.number().int(),
  status: z.string(),
  locationId: z.number().int(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url().refine((u) => u.startsWith('https://'), 'Push endpoints must use https'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2000) });
