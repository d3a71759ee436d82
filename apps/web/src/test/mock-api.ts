import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

interface MockReply {
  status?: number;
  /** Sent as JSON, or as it is when a stream (a body that breaks off part-way). */
  body?: unknown;
}

type Route = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/**
 * Replaces fetch with answers keyed by "METHOD /api/path"; unknown calls get a 404 in the
 * server's error shape. Every call is recorded for assertions.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply: MockReply = !route
      ? { status: 404, body: { error: { code: 'NOT_FOUND', message: `No mock for ${call.method} ${call.path}` } } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    const status = reply.status ?? 200;
    const body = reply.body instanceof ReadableStream ? reply.body : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : body, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const apiError = (status: number, code: string, message: string, details?: Record<string, unknown>) => ({
  status,
  body: { error: { code, message, ...(details && { details }) } },
});
