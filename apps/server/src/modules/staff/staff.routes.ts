import { errorResponseSchema, textResponseSchema } from '@arrival/contracts/common';
import { orderIdParamsSchema } from '@arrival/contracts/orders';
import {
  orderItemParamsSchema,
  staffOrderListSchema,
  staffOrderQuerySchema,
  staffOrderSchema,
  updateOrderStatusQuerySchema,
} from '@arrival/contracts/staff';
import type { AppDeps, ZodApp } from '../../app.ts';
import { authenticate, callerOf, requireRoles } from '../../plugins/auth.ts';
import { listStaffOrders, markItemUnavailable, moveOrder, unlockHandover, type StaffDeps } from './staff.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  423: errorResponseSchema,
};
const secured = { security: [{ bearer: [] }], tags: ['staff'] };

export async function staffRoutes(app: ZodApp, deps: AppDeps) {
  const openStreams = new Set<() => void>();
  const staffDeps: StaffDeps = {
    db: deps.db,
    clock: deps.clock,
    messaging: deps.messaging,
    payments: deps.payments,
    events: deps.events,
    push: deps.push,
    log: (error) => app.log.error({ err: error }),
  };
  app.addHook('onRequest', authenticate(deps));
  app.addHook('onRequest', requireRoles('STAFF', 'ADMIN'));

  app.get(
    '/orders/get-order',
    {
      schema: {
        ...secured,
        summary: 'Orders in one pipeline status, soonest pickup first; filter by airport, pickup day (IST), id or phone',
        querystring: staffOrderQuerySchema,
        response: { 200: staffOrderListSchema, ...errors },
      },
    },
    async (request) => listStaffOrders(deps.db, request.query),
  );

  app.put(
    '/orders/:orderId',
    {
      schema: {
        ...secured,
        summary: 'Move an order one step: CONFIRMED→ACCEPTED→PACKED→DELIVERED (DELIVERED needs &otp=)',
        params: orderIdParamsSchema,
        querystring: updateOrderStatusQuerySchema,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) =>
      moveOrder(staffDeps, callerOf(request).userId, {
        orderId: request.params.orderId,
        to: request.query.Status,
        otp: request.query.otp,
      }),
  );

  app.post(
    '/orders/:orderId/items/:itemId/unavailable',
    {
      schema: {
        ...secured,
        summary: 'Mark a line unavailable before packing: refunds it through the payment provider and tells the customer',
        params: orderItemParamsSchema,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => markItemUnavailable(staffDeps, callerOf(request).userId, request.params),
  );

  // Live board: one server-sent event per order change, from this or any other instance.
  app.get('/orders/events', { schema: { ...secured, summary: 'Server-sent events: order.changed' } }, (request, reply) => {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    const unsubscribe = deps.events.subscribe((event) => out.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`));
    const ping = setInterval(() => out.write(': ping\n\n'), 20_000);
    const end = () => {
      if (!openStreams.delete(end)) return;
      clearInterval(ping);
      unsubscribe();
      out.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
  app.addHook('onClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.register(async (admin: ZodApp) => {
    admin.addHook('onRequest', requireRoles('ADMIN'));
    admin.put(
      '/orders/:orderId/unlock-handover',
      {
        schema: {
          ...secured,
          summary: 'Admin: lift a hand-over lock',
          params: orderIdParamsSchema,
          response: { 200: textResponseSchema, ...errors },
        },
      },
      async (request) => unlockHandover(staffDeps, callerOf(request).userId, request.params.orderId),
    );
  });
}
