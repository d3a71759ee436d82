import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiError, mockApi } from '../test/mock-api';
import { ApiError, apiRequest, OFFLINE_MESSAGE, setUnauthorizedListener, textOf } from './api-client';

const okSchema = z.object({ ok: z.boolean() });

describe('apiRequest', () => {
  it('sends the session token as a bearer token and parses the answer with the contract', async () => {
    sessionStorage.setItem('token', 'abc');
    const { calls } = mockApi({ 'PUT /api/thing': { body: { ok: true } } });

    const result = await apiRequest('/thing', { method: 'PUT', body: { a: 1 }, schema: okSchema, fallbackMessage: { id: 'x' } });

    expect(result).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ authorization: 'Bearer abc', body: { a: 1 } });
  });

  it('fails with "No token found" before calling when an authenticated call has no token', async () => {
    const { fetchMock } = mockApi({});
    await expect(apiRequest('/thing', { schema: okSchema, fallbackMessage: { id: 'x' } })).rejects.toThrow('No token found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no token on public calls', async () => {
    sessionStorage.setItem('token', 'abc');
    const { calls } = mockApi({ 'GET /api/public': { body: { ok: true } } });
    await apiRequest('/public', { auth: false, schema: okSchema, fallbackMessage: { id: 'x' } });
    expect(calls[0]?.authorization).toBeNull();
  });

  it('throws an ApiError carrying the server status, code, message and details', async () => {
    mockApi({ 'GET /api/otp': apiError(400, 'OTP_INVALID', 'Incorrect code. 4 attempts left.', { codeDead: false }) });
    const error = await apiRequest('/otp', { auth: false, schema: okSchema, fallbackMessage: { id: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'OTP_INVALID',
      message: 'Incorrect code. 4 attempts left.',
      details: { codeDead: false },
    });
  });

  it('uses the fallback message when the error body is not the server shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(
      apiRequest('/x', { auth: false, schema: okSchema, fallbackMessage: { id: 'Failed to fetch locations' } }),
    ).rejects.toMatchObject({
      status: 502,
      message: 'Failed to fetch locations',
    });
  });

  it('turns a network failure into an ApiError with the fallback message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(
      apiRequest('/x', { auth: false, schema: okSchema, fallbackMessage: { id: 'Failed to generate OTP' } }),
    ).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Failed to generate OTP',
    });
  });

  it('says the device is offline, not that the call failed, when there is no connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      apiRequest('/cart', {
        method: 'POST',
        auth: false,
        body: {},
        schema: okSchema,
        fallbackMessage: { id: 'Failed to add to cart' },
      }),
    ).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: "You're offline. Connect to the internet and try again.",
    });
    expect(textOf(OFFLINE_MESSAGE)).toBe("You're offline. Connect to the internet and try again.");
    onLine.mockRestore();
  });

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/x': { body: { ok: 'yes' } } });
    await expect(apiRequest('/x', { auth: false, schema: okSchema, fallbackMessage: { id: 'Bad' } })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('reports a rejected token to the session, but not a failed public call', async () => {
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    mockApi({
      'GET /api/private': apiError(401, 'UNAUTHENTICATED', 'Session expired'),
      'POST /api/user/login': apiError(401, 'UNAUTHENTICATED', 'Nope'),
    });
    sessionStorage.setItem('token', 'old');

    await expect(apiRequest('/private', { schema: okSchema, fallbackMessage: { id: 'x' } })).rejects.toThrow('Session expired');
    await expect(
      apiRequest('/user/login', { method: 'POST', auth: false, schema: okSchema, fallbackMessage: { id: 'x' } }),
    ).rejects.toThrow();

    expect(listener).toHaveBeenCalledTimes(1);
    setUnauthorizedListener(null);
  });

  it('accepts 204 No Content', async () => {
    sessionStorage.setItem('token', 'abc');
    mockApi({ 'POST /api/user/logout': { status: 204 } });
    await expect(
      apiRequest('/user/logout', { method: 'POST', schema: z.undefined(), fallbackMessage: { id: 'x' } }),
    ).resolves.toBeUndefined();
  });
});
