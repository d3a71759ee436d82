import { textResponseSchema } from '@arrival/contracts/common';
import { orderIdParamsSchema } from '@arrival/contracts/orders';
import {
  orderItemParamsSchema,
  staffOrderCountsQuerySchema,
  staffOrderCountsSchema,
  staffOrderListSchema,
  staffOrderQuerySchema,
  staffOrderSchema,
  uncollectedQuerySchema,
  updateOrderStatusQuerySchema,
} from '@arrival/contracts/staff';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import { serviceDepsOf } from '../../http/service-deps.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { securityHeaders } from '../../plugins/security-headers.ts';
import { authenticateToken, sessionDepsOf } from '../auth/session.service.ts';
import { writeEvent } from '../notifications/live-streams.ts';
import { unlockHandover } from '../orders/pickup-code.ts';
import { countStaffOrders } from './staff-counts.ts';
import { getStaffOrder, listStaffOrders, listUncollectedOrders, markItemUnavailable, moveOrder } from './staff.service.ts';

const errors = errorResponses(400, 404, 409, 423);
const tags = ['staff'];

/** Whether the bearer of a stream may still watch the board (not logged out, still staff). */
async function stillStaff(deps: AppDeps, authorization: string | undefined) {
  const token = authorization?.replace(/^Bearer /i, '') ?? '';
  const caller = await authenticateToken(sessionDepsOf(deps), token).catch(() => null);
  return caller !== null && (caller.role === 'STAFF' || caller.role === 'ADMIN');
}

/** The order pipeline and its live board, in the staff scope (staff and admins). */
export async function staffRoutes(app: ZodApp, deps: AppDeps) {
  const staffDeps = serviceDepsOf(app, deps);

  app.get(
    '/orders/get-order',
    {
      schema: {
        tags,
        summary:
          'A page of orders in one pipeline status (landed, then soonest pickup; delivered: latest hand-over first); filter by airport, pickup day (IST), id, phone or name',
        querystring: staffOrderQuerySchema,
        response: { 200: staffOrderListSchema, ...errors },
      },
    },
    async (request) => listStaffOrders(deps, request.query),
  );

  app.get(
    '/orders/uncollected',
    {
      schema: {
        tags,
        summary: 'Open orders well past their pickup time, before the uncollected window cancels and refunds them',
        querystring: uncollectedQuerySchema,
        response: { 200: staffOrderListSchema, ...errors },
      },
    },
    async (request) => listUncollectedOrders(deps, request.query),
  );

  app.get(
    '/orders/counts',
    {
      schema: {
        tags,
        summary: 'How many orders each pipeline tab holds, under the same airport and pickup-day (IST) filters',
        querystring: staffOrderCountsQuerySchema,
        response: { 200: staffOrderCountsSchema, ...errorResponses(400) },
      },
    },
    async (request) => countStaffOrders(deps.db, request.query),
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        summary:
          'One order on the board (new, accepted, packed or delivered): the summary follows it off the page it was chosen on',
        params: orderIdParamsSchema,
        response: { 200: staffOrderSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getStaffOrder(deps, request.params.orderId),
  );

  app.put(
    '/orders/:orderId',
    {
      schema: {
        tags,
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
        tags,
        summary: 'Mark a line unavailable before packing: refunds it through the payment provider and tells the customer',
        params: orderItemParamsSchema,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => markItemUnavailable(staffDeps, callerOf(request).userId, request.params),
  );

  // Live board: one server-sent event per order change, from this or any other instance.
  app.get('/orders/events', { schema: { tags, summary: 'Server-sent events: order.changed' } }, (request, reply) => {
    const caller = callerOf(request);
    const streams = deps.streams!;
    let forget = () => false;
    let open = true;
    const out = reply.raw;
    const end = () => {
      if (!open) return;
      open = false;
      forget();
      clearInterval(check);
      unsubscribe();
      out.end();
    };
    forget = streams.admit({ userId: caller.userId, sessionId: caller.sessionId, end });
    reply.hijack();
    // Written past Fastify, so the security headers its hook queued are added here.
    out.writeHead(200, {
      ...securityHeaders,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    // A gap in the feed (the database connection dropped) ends the stream: the board reconnects and reloads.
    const unsubscribe = deps.events.subscribe(
      (event) => writeEvent(out, `event: order\ndata: ${JSON.stringify(event)}\n\n`, end),
      end,
    );
    // Every 20 s: a keep-alive, and a check that the session is still signed in with a staff role.
    const check = setInterval(() => {
      writeEvent(out, ': ping\n\n', end);
      stillStaff(deps, request.headers.authorization).then((ok) => ok || end(), end);
    }, 20_000);
    request.raw.on('close', end);
  });
}

/** Lifting a hand-over lock, in the admin scope. */
export async function staffAdminRoutes(app: ZodApp, deps: AppDeps) {
  const staffDeps = serviceDepsOf(app, deps);

  app.put(
    '/orders/:orderId/unlock-handover',
    {
      schema: {
        tags,
        summary: 'Admin: lift a hand-over lock',
        params: orderIdParamsSchema,
        response: { 200: textResponseSchema, ...errors },
      },
    },
    async (request) => unlockHandover(staffDeps, callerOf(request).userId, request.params.orderId),
  );
}
