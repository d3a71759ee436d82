import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@arrival/contracts/common';
import { AppError } from '../lib/app-error.ts';
import type { AppDeps } from '../app-deps.ts';
import { authenticateToken, sessionDepsOf, type AuthContext } from '../modules/auth/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Reads the bearer token before the body is parsed, so a caller without one gets 401 whatever it sent. */
export function authenticate(deps: AppDeps) {
  const sessionDeps = sessionDepsOf(deps);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'No token found');
    request.auth = await authenticateToken(sessionDeps, match[1]);
  };
}

export function requireRoles(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'No token found');
    if (!roles.includes(request.auth.role)) throw new AppError('FORBIDDEN', 'You do not have access to this');
  };
}

/** The caller of a route behind authenticate(). */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'No token found');
  return request.auth;
}
