import { z } from 'zod';
import { loginResponseSchema } from '@arrival/contracts/auth';
import { loginBodySchema } from '@arrival/contracts/auth-requests';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { callerOf } from '../../plugins/auth.ts';
import { logIn } from './login.service.ts';
import { revokeSession, sessionDepsOf } from './session.service.ts';

const tags = ['auth'];

/** The last step of logging in, in the public scope. */
export async function publicSessionRoutes(app: ZodApp, deps: AppDeps) {
  const sessionDeps = sessionDepsOf(deps);

  app.post(
    '/user/login',
    {
      schema: {
        tags,
        summary: 'Exchange a verified code (uniqueIdentifier) for an access token',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { phone, uniqueIdentifier, language } = request.body;
      return logIn(sessionDeps, { phone, uniqueIdentifier, language });
    },
  );
}

/** Logging out, in the signed-in scope. */
export async function sessionRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/user/logout',
    { schema: { tags, response: { 204: z.null(), ...errorResponses(400, 403) } } },
    async (request, reply) => {
      const { sessionId } = callerOf(request);
      await revokeSession(sessionDepsOf(deps), sessionId);
      deps.streams?.endSession(sessionId);
      return reply.status(204).send(null);
    },
  );
}
