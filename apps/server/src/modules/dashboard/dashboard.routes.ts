import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvResponseSchema, dashboardSchema } from '@arrival/contracts/dashboard';
import type { AppDeps } from '../../app-deps.ts';
import type { ZodApp } from '../../http/types.ts';
import { istDateOf } from '@arrival/contracts/counters';
import { exportOrdersCsv, exportStockCsv, getDashboard } from './dashboard.service.ts';

const tags = ['admin: dashboard'];
const csvSchema = { tags, produces: ['text/csv'], response: { 200: csvResponseSchema } };

/** The admin dashboard's figures and the spreadsheet exports, in the admin scope. */
export async function dashboardRoutes(app: ZodApp, deps: AppDeps) {
  const sendCsv = (reply: FastifyReply, name: string, body: AsyncIterable<string>) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${istDateOf(deps.clock.now())}.csv"`)
      .header('cache-control', 'no-store')
      // One batch at a time: the next is read when the last has been taken by the socket.
      .send(Readable.from(body, { highWaterMark: 1 }));

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Stock and order figures computed from the data: totals, alerts, the last 30 IST days, by status and airport',
        response: { 200: dashboardSchema },
      },
    },
    async () => getDashboard(deps),
  );

  app.get(
    '/admin/export/stock.csv',
    { schema: { ...csvSchema, summary: 'Every stock row as CSV (attachment)' } },
    async (_request, reply) => sendCsv(reply, 'stock', await exportStockCsv(deps.db)),
  );

  app.get(
    '/admin/export/orders.csv',
    { schema: { ...csvSchema, summary: 'Every paid order as CSV, times in IST (attachment)' } },
    async (_request, reply) => sendCsv(reply, 'orders', await exportOrdersCsv(deps.db)),
  );
}
