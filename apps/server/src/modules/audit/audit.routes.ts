import { pageQuerySchema } from '@arrival/contracts/paging';
import { auditPageSchema } from '@arrival/contracts/dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { listAudit } from './audit.service.ts';

/** The audit trail, in the admin scope. */
export async function auditRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Every staff and admin change, newest first, with who made it (page from 0, size 1 to 50)',
        querystring: pageQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listAudit(deps.db, request.query),
  );
}
