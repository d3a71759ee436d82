import type { FastifyReply } from 'fastify';
import { errorResponseSchema } from '@arrival/contracts/common';
import { csvResponseSchema, dashboardSchema } from '@arrival/contracts/dashboard';
import type { AppDeps, ZodApp } from '../../app.ts';
import { authenticate, requireRoles } from '../../plugins/auth.ts';
import { exportOrdersCsv, exportStockCsv, getDashboard, istDate } from './dashboard.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const secured = { security: [{ bearer: [] }], tags: ['admin: dashboard'] };
const csvSchema = { ...secured, produces: ['text/csv'], response: { 200: csvResponseSchema, ...errors } };

/** The admin dashboard's figures and the spreadsheet exports; admins only. */
export async function dashboardRoutes(app: ZodApp, deps: AppDeps) {
  app.addHook('onRequest', authenticate(deps));
  app.addHook('onRequest', requireRoles('ADMIN'));

  const sendCsv = (reply: FastifyReply, name: string, body: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${istDate(deps.clock.now())}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);

  app.get(
    '/admin/dashboard',
    {
      schema: {
        ...secured,
        summary: 'Stock and order figures computed from the data: totals, alerts, the last 30 IST days, by status and airport',
        response: { 200: dashboardSchema, ...errors },
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
