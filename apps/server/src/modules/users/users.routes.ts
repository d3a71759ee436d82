import { locationDateBodySchema, updateUserBodySchema, userSchema } from '@arrival/contracts/user';
import { textResponseSchema } from '@arrival/contracts/common';
import { setLanguageBodySchema } from '@arrival/contracts/language';
import { profileKey } from '../../app-caches.ts';
import type { AppDeps } from '../../app-deps.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { callerOf } from '../../plugins/auth.ts';
import { getUser, setLanguage, toUserDto, updateArrival } from './users.service.ts';

const errors = errorResponses(400, 403);
const tags = ['user'];

/** The caller's profile and arrival, in the signed-in scope; logging in and out is in the auth module. */
export async function userRoutes(app: ZodApp, deps: AppDeps) {
  // From memory: every write to the user's row drops it (their own at once, others' by the database's notification).
  app.get('/user/getUserDetails', { schema: { tags, response: { 200: userSchema, ...errors } } }, async (request, reply) => {
    const { userId } = callerOf(request);
    return cachedJson(reply, deps.caches?.personal, profileKey(userId), userSchema, async () =>
      toUserDto(await getUser(deps.db, userId)),
    );
  });

  app.put(
    '/user/update',
    {
      schema: {
        tags,
        summary: 'Set the pickup airport and arrival, and a missing name or e-mail',
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.body.userId !== undefined && request.body.userId !== caller.userId) {
        throw new AppError('FORBIDDEN', msg('error.ownProfile'));
      }
      return toUserDto(await updateArrival(deps, caller.userId, request.body));
    },
  );

  app.put(
    '/user/language',
    {
      schema: {
        tags,
        summary: "Set the language of the traveller's messages, notices and errors (en or ml)",
        body: setLanguageBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => toUserDto(await setLanguage(deps, callerOf(request).userId, request.body.language)),
  );

  app.put(
    '/user/location-date',
    { schema: { tags, body: locationDateBodySchema, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      await updateArrival(deps, callerOf(request).userId, {
        pickUpLocation: request.body.location,
        arrivalDate: request.body.date,
      });
      return { message: 'Location and arrival time updated' };
    },
  );
}
