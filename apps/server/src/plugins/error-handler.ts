import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@arrival/contracts/common';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { languageFromHeader, renderMessage, t, translateEnglish, type Language } from '../i18n/index.ts';

function body(code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorResponse {
  return { error: details ? { code, message, details } : { code, message } };
}

/** Field path -> message for the forms, from the validator's issues. */
function fieldMessages(language: Language, validation: { instancePath?: string; message?: string; params?: unknown }[]) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= translateEnglish(language, issue.message ?? 'Invalid value');
  }
  return fields;
}

/** The signed-in caller's language, else the one the request's Accept-Language prefers. */
const languageOf = (request: FastifyRequest): Language =>
  request.auth?.language ?? languageFromHeader(request.headers['accept-language']);

/** Field messages in details (the forms show them) follow the caller's language too. */
function localiseDetails(language: Language, error: AppError) {
  const { details, fieldTexts } = error;
  if (fieldTexts) {
    const fields = Object.fromEntries(
      Object.entries(fieldTexts).map(([field, text]) => [
        field,
        typeof text === 'string' ? translateEnglish(language, text) : renderMessage(language, text),
      ]),
    );
    return { ...details, fields };
  }
  if (language === 'en' || !details?.fields || typeof details.fields !== 'object') return details;
  const fields = Object.fromEntries(
    Object.entries(details.fields as Record<string, unknown>).map(([field, text]) => [
      field,
      typeof text === 'string' ? translateEnglish(language, text) : text,
    ]),
  );
  return { ...details, fields };
}

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHENTICATED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 429
          ? 'RATE_LIMITED'
          : 'VALIDATION_FAILED';

/** One place that turns every failure into the JSON error body; 5xx details never leave the server. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const message = error.text ? renderMessage(language, error.text) : translateEnglish(language, error.message);
      return reply.status(error.statusCode).send(body(error.code, message, localiseDetails(language, error)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(language, error.validation);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(body('VALIDATION_FAILED', first, { fields }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('INTERNAL', t(language, 'error.internal')));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(codeForStatus(status), translateEnglish(language, error.message)));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of the database: the caller may simply try again.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send(body('INTERNAL', t(language, 'error.unavailable')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', t(language, 'error.internal')));
  });
}
