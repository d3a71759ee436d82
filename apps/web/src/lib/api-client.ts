import type { z } from 'zod/mini';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorResponseSchema, type ErrorCode } from '@arrival/contracts/common';
import { API_BASE, apiHeaders, takeEarlyResponse } from './api/early-responses';
import { getSessionToken } from './session';
import { i18n } from './i18n/i18n';

export { API_BASE };

/** What a call that needs the network says when the device has none (a traveller roaming without data). */
export const OFFLINE_MESSAGE = msg`You're offline. Connect to the internet and try again.`;

/** A text of the app's own, in the catalogues; read in the language on screen when it is shown. */
export type UiText = MessageDescriptor;

/** The text in the language now on screen. */
export const textOf = (text: UiText) => i18n._(text);

const isDeviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Server codes, plus the two failures that never reach the server's error handler. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE';

/** Every failed call rejects with this, so screens can branch on status, code and details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sends the session token as a bearer token; true unless the endpoint is public. */
  auth?: boolean;
  /** Contract schema of a successful answer (z.undefined() for 204). */
  schema: z.ZodMiniType<T>;
  /** Shown when the server gives no message of its own (SPEC §8). */
  fallbackMessage: UiText;
}

let unauthorizedListener: (() => void) | null = null;

/** Called when the server rejects our token, so the session can end wherever the call came from. */
export function setUnauthorizedListener(listener: (() => void) | null) {
  unauthorizedListener = listener;
}

async function readErrorBody(response: Response) {
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

/** The bearer header of a signed-in call; fails before any request when there is no session (SPEC §7). */
export function authorizationHeader() {
  const token = getSessionToken();
  if (!token) throw new ApiError(401, 'UNAUTHENTICATED', textOf(msg`No token found`));
  return `Bearer ${token}`;
}

/** The error of a non-OK answer, in the server's words when it gave some; a rejected token ends the session. */
export async function errorFromResponse(
  response: Response,
  { auth, fallbackMessage }: { auth: boolean; fallbackMessage: UiText },
) {
  const error = await readErrorBody(response);
  if (auth && response.status === 401) unauthorizedListener?.();
  return new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message || textOf(fallbackMessage), error?.details);
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, auth = true, schema, fallbackMessage } = options;
  // Every answer with a price carries its reference amount in the reference currency; the server answers
  // its own messages in the language on screen until it knows the traveller's.
  const headers = apiHeaders(i18n.locale, auth ? authorizationHeader() : null);
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const early = method === 'GET' ? takeEarlyResponse(path, headers) : null;
    response = await (early ??
      fetch(`${API_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  } catch {
    // Offline, the screen's own "Failed to…" would read like a fault of ours; say what to do instead.
    throw new ApiError(0, 'NETWORK_ERROR', textOf(isDeviceOffline() ? OFFLINE_MESSAGE : fallbackMessage));
  }

  if (!response.ok) throw await errorFromResponse(response, { auth, fallbackMessage });

  let payload: unknown;
  try {
    payload = response.status === 204 ? undefined : await response.json();
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', textOf(fallbackMessage));
  }
  const parsed = schema.safeParse(payload);
  // A reply that breaks the contract is a server fault; never hand half-checked data to screens.
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', textOf(fallbackMessage));
  return parsed.data;
}

/** The message to show for any thrown value, with the screen's own fallback. */
export function errorMessage(error: unknown, fallback: UiText) {
  return error instanceof Error && error.message ? error.message : textOf(fallback);
}

/**
 * For queries SPEC §9 retries once (cart, wishlist). A 4xx would fail the same way again, so
 * only network and server faults get the second try.
 */
export function retryOnce(failureCount: number, error: Error) {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !isClientError;
}
