import { pageQuerySchema } from '@arrival/contracts/admin';
import { errorResponseSchema } from '@arrival/contracts/common';
import { auditPageSchema } from '@arrival/contracts/dashboard';
import type { AppDeps, ZodApp } from '../../app.ts';
import { authenticate, requireRoles } from '../../plugins/auth.ts';
import { listAudit } from './audit.service.ts';

/** The audit trail; admins only. */
export async function auditRoutes(app: ZodApp, deps: AppDeps) {
  app.addHook('onRequest', authenticate(deps));
  app.addHook('onRequest', requireRoles('ADMIN'));

  app.get(
    '/admin/audit',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['admin: audit'],
        summary: 'Every staff and admin change, newest first, with who made it (page from 0, size 1 to 50)',
        querystring: pageQuerySchema,
        response: { 200: auditPageSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => listAudit(deps.db, request.query),
  );
}
