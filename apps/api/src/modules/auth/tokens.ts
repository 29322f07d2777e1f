import { randomBytes } from 'node:crypto';
import { MAIL_CATEGORIES, type MailCategory } from '@fractional/contract';
import type { Config } from '../../config.js';
import type { AccountLinkPurpose } from '../../db/schema/index.js';
import { signHs256, verifyHs256, type Claims } from './hs256.js';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface RefreshClaims {
  sessionId: string;
  nonce: string;
}

/** A mailed link's hash: the address it is for (the SPA reads it) and the id of its single-use row. */
export interface LinkClaims {
  email: string;
  linkId: string;
}

/** A sign-in waiting for its second step (docs/security.md): the challenge row and whose it is. */
export interface MfaClaims {
  challengeId: string;
  userId: number;
}

/** A one-click unsubscribe link's token (docs/mail.md): whose mail, and which category it turns off. */
export interface UnsubscribeClaims {
  userId: number;
  category: MailCategory;
}

type TokenKind = 'access' | 'refresh' | 'mfa' | 'unsubscribe' | AccountLinkPurpose;

/** A random, URL-safe nonce (128 bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Signs and verifies HS256 tokens: access, refresh, and one kind per mailed link (reset, verify,
 * emailChange) and the second step of a sign-in (mfa). Each kind has its own `typ`, so a hash of one
 * purpose never passes as another; access, refresh and reset have their own keys, the two e-mail links
 * share `AUTH_VERIFY_SECRET`, mfa shares the access key (its `typ` keeps them apart).
 */
export class TokenService {
  private readonly keys: Record<TokenKind, Buffer>;

  constructor(private readonly auth: Config['auth']) {
    const encode = (secret: string) => Buffer.from(secret, 'utf8');
    this.keys = {
      access: encode(auth.jwtSecret),
      mfa: encode(auth.jwtSecret),
      refresh: encode(auth.refreshSecret),
      reset: encode(auth.forgotSecret),
      verify: encode(auth.verifySecret),
      emailChange: encode(auth.verifySecret),
      notMe: encode(auth.forgotSecret),
      unsubscribe: encode(auth.verifySecret),
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

  /** A mailed link's hash: its payload carries `email` so the SPA can show or pre-fill it. */
  async signLink(purpose: AccountLinkPurpose, claims: LinkClaims, expiresAt: Date): Promise<string> {
    return this.sign(
      purpose,
      { email: claims.email, jti: claims.linkId },
      undefined,
      Math.floor(expiresAt.getTime() / 1000),
    );
  }

  async verifyLink(purpose: AccountLinkPurpose, token: string): Promise<LinkClaims | null> {
    const payload = await this.verify(purpose, token);
    if (!payload || typeof payload.email !== 'string' || typeof payload.jti !== 'string') return null;
    return { email: payload.email, linkId: payload.jti };
  }

  async signMfa(claims: MfaClaims, expiresAt: Date): Promise<string> {
    return this.sign('mfa', { jti: claims.challengeId }, String(claims.userId), Math.floor(expiresAt.getTime() / 1000));
  }

  async verifyMfa(token: string): Promise<MfaClaims | null> {
    const payload = await this.verify('mfa', token);
    const userId = Number(payload?.sub);
    if (!payload || typeof payload.jti !== 'string' || !Number.isSafeInteger(userId)) return null;
    return { challengeId: payload.jti, userId };
  }

  async signUnsubscribe(claims: UnsubscribeClaims, expiresAt: Date): Promise<string> {
    return this.sign(
      'unsubscribe',
      { cat: claims.category },
      String(claims.userId),
      Math.floor(expiresAt.getTime() / 1000),
    );
  }

  async verifyUnsubscribe(token: string): Promise<UnsubscribeClaims | null> {
    const payload = await this.verify('unsubscribe', token);
    const userId = Number(payload?.sub);
    const category = MAIL_CATEGORIES.find((known) => known === payload?.cat);
    if (!payload || !category || !Number.isSafeInteger(userId)) return null;
    return { userId, category };
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
