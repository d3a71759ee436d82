import { z } from 'zod';
import { loginBodySchema, loginResponseSchema } from '@arrival/contracts/auth';
import { locationDateBodySchema, updateUserBodySchema, userSchema } from '@arrival/contracts/user';
import { errorResponseSchema, textResponseSchema } from '@arrival/contracts/common';
import type { AppDeps, ZodApp } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { authenticate, callerOf } from '../../plugins/auth.ts';
import { redeemLoginTicket } from '../auth/otp.service.ts';
import { createSession, revokeSession } from '../auth/session.service.ts';
import { findOrCreateUserByPhone, getUser, toUserDto, updateArrival } from './users.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export async function userRoutes(app: ZodApp, deps: AppDeps) {
  const sessionDeps = {
    db: deps.db,
    clock: deps.clock,
    jwtSecret: deps.config.jwtSecret,
    sessionTtlHours: deps.config.SESSION_TTL_HOURS,
  };

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a verified code (uniqueIdentifier) for an access token',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, uniqueIdentifier } = request.body;
      const redeemed = await redeemLoginTicket(deps, { phone, uniqueIdentifier });
      if (!redeemed) throw new AppError('UNAUTHENTICATED', 'Invalid credentials');
      const user = await findOrCreateUserByPhone(deps.db, phone);
      const accessToken = await createSession(sessionDeps, user.id);
      return { accessToken, ...toUserDto(user) };
    },
  );

  app.register(async (scope: ZodApp) => {
    scope.addHook('onRequest', authenticate(deps));

    scope.get(
      '/user/getUserDetails',
      { schema: { tags: ['user'], security: [{ bearer: [] }], response: { 200: userSchema, ...errors } } },
      async (request) => toUserDto(await getUser(deps.db, callerOf(request).userId)),
    );

    scope.put(
      '/user/update',
      {
        schema: {
          tags: ['user'],
          summary: 'Set the pickup airport and arrival, and a missing name or e-mail',
          security: [{ bearer: [] }],
          body: updateUserBodySchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        if (request.body.userId !== undefined && request.body.userId !== caller.userId) {
          throw new AppError('FORBIDDEN', 'You can only update your own profile');
        }
        return toUserDto(await updateArrival(deps, caller.userId, request.body));
      },
    );

    scope.put(
      '/user/location-date',
      {
        schema: {
          tags: ['user'],
          security: [{ bearer: [] }],
          body: locationDateBodySchema,
          response: { 200: textResponseSchema, ...errors },
        },
      },
      async (request) => {
        await updateArrival(deps, callerOf(request).userId, {
          pickUpLocation: request.body.location,
          arrivalDate: request.body.date,
        });
        return { message: 'Location and arrival time updated' };
      },
    );

    scope.post(
      '/user/logout',
      { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await revokeSession(deps, callerOf(request).sessionId);
        return reply.status(204).send(null);
      },
    );
  });
}
