import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_REFRESH_TOKEN, Session, type SessionTransport } from './session';
import { Storage, memoryStore } from './storage';

function jwtWithExp(expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: expSeconds })}.signature`;
}

function createSession(transport: Partial<SessionTransport> = {}) {
  const store = memoryStore();
  const refresh = vi.fn(
    transport.refresh ??
      (async () => ({ token: 'new-token', refreshToken: 'new-refresh', tokenExpires: Date.now() + 60_000 })),
  );
  const logout = vi.fn(transport.logout ?? (async () => undefined));
  const session = new Session({ refresh, logout }, new Storage('fractional.auth', store), new Storage('', store));
  return { session, store, refresh, logout };
}

afterEach(() => vi.useRealTimers());

describe('stored values', () => {
  it('keeps token, refresh token and expiry under the fractional.auth namespace and the user under me', () => {
    const { session, store } = createSession();
    session.setTokens({ token: 'a', refreshToken: 'r', tokenExpires: 123 });
    session.setCachedUser({ id: 1 } as never);
    expect(JSON.parse(store.getItem('fractional.auth.token')!).value).toBe('a');
    expect(JSON.parse(store.getItem('fractional.auth.refreshToken')!).value).toBe('r');
    expect(JSON.parse(store.getItem('fractional.auth.tokenExpires')!).value).toBe(123);
    expect(JSON.parse(store.getItem('me')!).value).toEqual({ id: 1 });
  });
});

describe('token validity', () => {
  it('is signed out without a token', () => {
    expect(createSession().session.isTokenValid()).toBe(false);
  });

  it('uses the expiry from the response', () => {
    const { session } = createSession();
    session.setTokens({ token: 'opaque', refreshToken: 'r', tokenExpires: 2_000 });
    expect(session.isTokenValid(1_999)).toBe(true);
    expect(session.isTokenValid(2_000)).toBe(false);
  });

  it("falls back to the token's exp claim × 1000", () => {
    const { session } = createSession();
    session.setTokens({ token: jwtWithExp(1_000), refreshToken: 'r' });
    expect(session.expiresAt).toBe(1_000_000);
    expect(session.isTokenValid(999_999)).toBe(true);
    expect(session.isTokenValid(1_000_000)).toBe(false);
  });

  it('treats a token without any expiry as valid', () => {
    const { session } = createSession();
    session.setTokens({ token: 'opaque', refreshToken: 'r' });
    expect(session.expiresAt).toBeNull();
    expect(session.isTokenValid()).toBe(true);
  });
});

describe('refresh', () => {
  it('fails with the spec message when no refresh token is stored', async () => {
    const { session, refresh } = createSession();
    await expect(session.refresh()).rejects.toThrow(NO_REFRESH_TOKEN);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('runs one refresh for many concurrent callers, who all get the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { session, refresh } = createSession({
      refresh: async () => {
        await gate;
        return { token: 'fresh', refreshToken: 'fresh-refresh', tokenExpires: Date.now() + 60_000 };
      },
    });
    session.setTokens({ token: 'old', refreshToken: 'old-refresh', tokenExpires: 1 });
    const callers = Array.from({ length: 10 }, () => session.refresh());
    release();
    expect(await Promise.all(callers)).toEqual(Array(10).fill('fresh'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('old-refresh');
    expect(session.token).toBe('fresh');
    expect(session.refreshToken).toBe('fresh-refresh');
  });

  it('starts a new refresh once the previous one settled', async () => {
    const { session, refresh } = createSession();
    session.setTokens({ token: 'old', refreshToken: 'r1' });
    await session.refresh();
    await session.refresh();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('shares a failure with every waiting caller and lets the next call try again', async () => {
    let attempt = 0;
    const { session } = createSession({
      refresh: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('refused');
        return { token: 't2', refreshToken: 'r2' };
      },
    });
    session.setTokens({ token: 't1', refreshToken: 'r1' });
    const results = await Promise.allSettled([session.refresh(), session.refresh(), session.refresh()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await session.refresh()).toBe('t2');
  });

  it('tells listeners about the new token', async () => {
    const { session } = createSession();
    session.setTokens({ token: 'old', refreshToken: 'r' });
    const seen: Array<string | null> = [];
    session.subscribe((token) => seen.push(token));
    await session.refresh();
    expect(seen).toEqual(['new-token']);
  });
});

describe('logout', () => {
  it('clears tokens and the cached user, emits null, then calls the server with the old token', async () => {
    const { session, logout, store } = createSession();
    session.setTokens({ token: 'bye', refreshToken: 'r', tokenExpires: Date.now() + 1000 });
    session.setCachedUser({ id: 7 } as never);
    const seen: Array<string | null> = [];
    session.subscribe((token) => seen.push(token));
    await session.logout();
    expect(seen).toEqual([null]);
    expect(logout).toHaveBeenCalledWith('bye');
    expect(session.token).toBeNull();
    expect(session.cachedUser).toBeNull();
    expect(store.getItem('fractional.auth.refreshToken')).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { session } = createSession({
      logout: async () => {
        throw new Error('offline');
      },
    });
    session.setTokens({ token: 't', refreshToken: 'r' });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.isTokenValid()).toBe(false);
  });

  it('does not call the server when nobody is signed in', async () => {
    const { session, logout } = createSession();
    await session.logout();
    expect(logout).not.toHaveBeenCalled();
  });

  it('unsubscribed listeners hear nothing', async () => {
    const { session } = createSession();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    unsubscribe();
    session.setTokens({ token: 't', refreshToken: 'r' });
    expect(listener).not.toHaveBeenCalled();
  });
});
