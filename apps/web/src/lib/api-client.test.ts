import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_FAILED, UNEXPECTED_ERROR, apiRequest, session } from './api-client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).authorization ?? null;

let calls: Array<{ url: string; auth: string | null }>;
function stubFetch(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, auth: bearerOf(init) });
      return handler(url, init);
    }),
  );
}

const refreshOk = () => json(200, { token: 'fresh', refreshToken: 'fresh-refresh', tokenExpires: Date.now() + 60_000 });

beforeEach(() => session.setTokens({ token: 'stale', refreshToken: 'refresh-1', tokenExpires: Date.now() + 60_000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

// On Node 24 the fetch in jsdom builds jsdom's Blob, which has no text(): read it as a page would.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

describe('apiRequest', () => {
  it('sends the bearer token and returns the JSON answer', async () => {
    stubFetch(() => json(200, { id: 1 }));
    expect(await apiRequest('/auth/me')).toEqual({ id: 1 });
    expect(calls).toEqual([{ url: '/api/v1/auth/me', auth: 'Bearer stale' }]);
  });

  it('returns the bytes of a download as a Blob, refreshing the token like any call', async () => {
    stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return refreshOk();
      if (bearerOf(init) !== 'Bearer fresh') return json(401, { status: 401, message: 'Unauthorized' });
      return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    });
    const bytes = await apiRequest<Blob>('/files/7', { responseType: 'blob' });
    expect(bytes.type).toBe('application/pdf');
    expect(await readText(bytes)).toBe('%PDF-1.4');
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/files/7', '/api/v1/auth/refresh', '/api/v1/files/7']);
  });

  it('refreshes on 401 and retries once with the new token', async () => {
    stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return refreshOk();
      return bearerOf(init) === 'Bearer fresh'
        ? json(200, { ok: true })
        : json(401, { status: 401, message: 'Unauthorized' });
    });
    expect(await apiRequest('/auth/me')).toEqual({ ok: true });
    expect(calls.map((call) => [call.url, call.auth])).toEqual([
      ['/api/v1/auth/me', 'Bearer stale'],
      ['/api/v1/auth/refresh', 'Bearer refresh-1'],
      ['/api/v1/auth/me', 'Bearer fresh'],
    ]);
    expect(session.refreshToken).toBe('fresh-refresh');
  });

  it('lets concurrent requests wait for one refresh', async () => {
    stubFetch(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return refreshOk();
      }
      return bearerOf(init) === 'Bearer fresh'
        ? json(200, { url })
        : json(401, { status: 401, message: 'Unauthorized' });
    });
    const answers = await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c'), apiRequest('/d')]);
    expect(answers).toEqual([{ url: '/api/v1/a' }, { url: '/api/v1/b' }, { url: '/api/v1/c' }, { url: '/api/v1/d' }]);
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('logs out and passes the error on when the refresh fails', async () => {
    stubFetch((url) => {
      if (url.endsWith('/auth/refresh')) return json(401, { status: 401, message: 'Invalid refresh token' });
      if (url.endsWith('/auth/logout')) return json(204, null);
      return json(401, { status: 401, message: 'Unauthorized' });
    });
    const tokenChanges: Array<string | null> = [];
    session.subscribe((token) => tokenChanges.push(token));
    const error = await apiRequest('/auth/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(session.token).toBeNull();
    expect(tokenChanges).toContain(null);
  });

  it('keeps why the session ended when the refresh is refused, without another logout call', async () => {
    stubFetch((url) => {
      if (url.endsWith('/auth/refresh')) {
        return json(401, { status: 401, message: 'Session ended', reason: 'passwordChanged' });
      }
      return json(401, { status: 401, message: 'Unauthorized' });
    });
    await Promise.all([apiRequest('/auth/me').catch(() => null), apiRequest('/projects').catch(() => null)]);
    expect(session.token).toBeNull();
    expect(session.endReason).toBe('passwordChanged');
    expect(calls.filter((call) => call.url.endsWith('/auth/logout'))).toEqual([]);
    // A later call with nothing stored keeps the reason; signing in again forgets it.
    await apiRequest('/auth/me').catch(() => null);
    expect(session.endReason).toBe('passwordChanged');
    session.setTokens({ token: 'next', refreshToken: 'next-refresh' });
    expect(session.endReason).toBeNull();
  });

  it('retries only once: a second 401 after a refresh is final', async () => {
    stubFetch((url) =>
      url.endsWith('/auth/refresh') ? refreshOk() : json(403, { status: 403, message: 'Forbidden' }),
    );
    await expect(apiRequest('/projects', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(calls.filter((call) => call.url.endsWith('/projects'))).toHaveLength(2);
  });

  it('never refreshes for public calls, and sends them without a bearer', async () => {
    stubFetch(() => json(401, { status: 401, message: 'Unauthorized' }));
    await expect(apiRequest('/auth/email/login', { method: 'POST', body: {}, isPublic: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toEqual([{ url: '/api/v1/auth/email/login', auth: null }]);
  });

  it('turns a 422 into field errors', async () => {
    stubFetch(() => json(422, { status: 422, errors: { email: 'emailAlreadyExists' } }));
    await expect(
      apiRequest('/auth/email/register', { method: 'POST', body: {}, isPublic: true }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'emailAlreadyExists',
      fieldErrors: { email: 'emailAlreadyExists' },
    });
  });

  it('gives the friendly fallbacks for unreadable failures and network errors', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x', { isPublic: true })).rejects.toMatchObject({
      status: 502,
      message: UNEXPECTED_ERROR,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x', { isPublic: true })).rejects.toMatchObject({ status: 0, message: REQUEST_FAILED });
  });
});
