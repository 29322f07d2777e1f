import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { signHs256, verifyHs256, type Claims } from './hs256.js';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface RefreshClaims {
  sessionId: string;
  nonce: string;
}

export interface ResetClaims {
  email: string;
  resetId: string;
}

type TokenKind = 'access' | 'refresh' | 'reset';

/** A random, URL-safe nonce (128 bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** Signs and verifies the three kinds of HS256 token, each with its own key and `typ`. */
export class TokenService {
  private readonly keys: Record<TokenKind, Buffer>;

  constructor(private readonly auth: Config['auth']) {
    const encode = (secret: string) => Buffer.from(secret, 'utf8');
    this.keys = {
      access: encode(auth.jwtSecret),
      refresh: encode(auth.refreshSecret),
      reset: encode(auth.forgotSecret),
    };
  }

  async signAccess(claims: AccessClaims): Promise<{ token: string; tokenExpires: number }> {
    const expiresAtSeconds = Math.floor(Date.now() / 1000) + this.auth.accessTtlSeconds;
    const token = await this.sign('access', { sid: claims.sessionId }, String(claims.userId), expiresAtSeconds);
    return { token, tokenExpires: expiresAtSeconds * 1000 };
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const payload = await this.verify('access', token);
    const userId = Number(payload?.sub);
    if (!payload || typeof payload.sid !== 'string' || !Number.isSafeInteger(userId)) return null;
    return { userId, sessionId: payload.sid };
  }

  async signRefresh(claims: RefreshClaims, expiresAt: Date): Promise<string> {
    return this.sign(
      'refresh',
      { sid: claims.sessionId, nonce: claims.nonce },
      undefined,
      Math.floor(expiresAt.getTime() / 1000),
    );
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const payload = await this.verify('refresh', token);
    if (!payload || typeof payload.sid !== 'string' || typeof payload.nonce !== 'string') return null;
    return { sessionId: payload.sid, nonce: payload.nonce };
  }

  /** The reset hash: its payload carries `email` so the SPA can pre-fill the form. */
  async signReset(claims: ResetClaims, expiresAt: Date): Promise<string> {
    return this.sign(
      'reset',
      { email: claims.email, jti: claims.resetId },
      undefined,
      Math.floor(expiresAt.getTime() / 1000),
    );
  }

  async verifyReset(token: string): Promise<ResetClaims | null> {
    const payload = await this.verify('reset', token);
    if (!payload || typeof payload.email !== 'string' || typeof payload.jti !== 'string') return null;
    return { email: payload.email, resetId: payload.jti };
  }

  private async sign(
    kind: TokenKind,
    claims: Claims,
    subject: string | undefined,
    expiresAtSeconds: number,
  ): Promise<string> {
    const issuedAt = Math.floor(Date.now() / 1000);
    return signHs256(
      { ...claims, typ: kind, ...(subject ? { sub: subject } : {}), iat: issuedAt, exp: expiresAtSeconds },
      this.keys[kind],
    );
  }

  /** null for anything that is not a live token of this kind: bad signature, `alg: none`, expired, other kind. */
  private async verify(kind: TokenKind, token: string): Promise<Claims | null> {
    const payload = verifyHs256(token, this.keys[kind]);
    return payload?.typ === kind ? payload : null;
  }
}
