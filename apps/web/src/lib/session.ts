import type { RefreshResult, SessionEndReason, User } from '@fractional/contract';
import { decodeJwtPayload } from './jwt';
import { Storage } from './storage';

export const NO_REFRESH_TOKEN = 'No refresh token available.';

type Tokens = Pick<RefreshResult, 'token' | 'refreshToken'> & { tokenExpires?: number | null };

export interface SessionTransport {
  /** Exchanges a refresh token for new tokens (POST /auth/refresh); rejects when refused. */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Tells the server the session ended (POST /auth/logout); failures are ignored. */
  logout(token: string): Promise<void>;
}

type Listener = (token: string | null) => void;

/** Where the access token is kept (localStorage, `fractional.auth` namespace). */
const TOKEN_KEY = 'fractional.auth.token';

/**
 * The signed-in session (docs/product.md#states-and-flows): tokens stored under the `fractional.auth` namespace, the user
 * cached under `me`. Refreshes run one at a time: concurrent callers share the one in flight.
 */
export class Session {
  private refreshing: Promise<string> | null = null;
  private lastEndReason: SessionEndReason | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly transport: SessionTransport,
    private readonly auth = new Storage('fractional.auth'),
    private readonly cache = new Storage(''),
  ) {
    // Tabs of one browser share the stored tokens: one that signs out (or is signed out) tells the others.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === null || event.key === TOKEN_KEY) this.emit(this.token);
      });
    }
  }

  get token(): string | null {
    return this.auth.get<string>('token');
  }

  get refreshToken(): string | null {
    return this.auth.get<string>('refreshToken');
  }

  /** Tokens are stored (valid or refreshable): someone may be signed in. */
  get isStored(): boolean {
    return this.token !== null || this.refreshToken !== null;
  }

  /** Expiry in ms: the stored one, else the token's `exp` claim × 1000, else null (no expiry). */
  get expiresAt(): number | null {
    const stored = this.auth.get<number>('tokenExpires');
    if (stored) return stored;
    const token = this.token;
    const exp = token ? decodeJwtPayload(token)?.exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  }

  /** A token is valid when present and either without expiry or expiring in the future. */
  isTokenValid(now = Date.now()): boolean {
    if (!this.token) return false;
    const expiresAt = this.expiresAt;
    return expiresAt === null || expiresAt > now;
  }

  setTokens(tokens: Tokens): void {
    this.lastEndReason = null;
    this.auth.set('token', tokens.token);
    this.auth.set('refreshToken', tokens.refreshToken);
    if (tokens.tokenExpires) this.auth.set('tokenExpires', tokens.tokenExpires);
    else this.auth.remove('tokenExpires');
    this.emit(tokens.token);
  }

  get cachedUser(): User | null {
    return this.cache.get<User>('me');
  }

  setCachedUser(user: User | null): void {
    if (user) this.cache.set('me', user);
    else this.cache.remove('me');
  }

  /** New tokens from the refresh token; concurrent calls share one request. Rejects when refused. */
  refresh(): Promise<string> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Clears tokens and the cached user, tells listeners (null), and ends the session on the server. */
  async logout(): Promise<void> {
    const token = this.token;
    this.clear();
    if (token) await this.transport.logout(token).catch(() => undefined);
  }

  /**
   * Forgets everything locally (no server call): used when the session is already dead. `reason` is
   * why, when the server said (a refused refresh): the sign-in page tells the user.
   */
  clear(reason: SessionEndReason | null = null): void {
    this.lastEndReason = reason;
    this.auth.remove('token');
    this.auth.remove('refreshToken');
    this.auth.remove('tokenExpires');
    this.setCachedUser(null);
    this.emit(null);
  }

  /** Why the last session of this tab ended elsewhere, until `forgetEndReason` (null for a sign-out here). */
  get endReason(): SessionEndReason | null {
    return this.lastEndReason;
  }

  forgetEndReason(): void {
    this.lastEndReason = null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async runRefresh(): Promise<string> {
    const refreshToken = this.refreshToken;
    if (!refreshToken) throw new Error(NO_REFRESH_TOKEN);
    const tokens = await this.transport.refresh(refreshToken);
    this.setTokens(tokens);
    return tokens.token;
  }

  private emit(token: string | null): void {
    for (const listener of this.listeners) listener(token);
  }
}
