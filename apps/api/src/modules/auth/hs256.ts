import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of our own tokens: registered ones plus whatever each kind carries. */
export type Claims = Record<string, unknown> & { exp?: number; nbf?: number; iat?: number };

/** The only header we issue and the only one we accept: no `alg` choice, no `kid`, no `crit`. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function sign(input: string, key: Buffer): string {
  return createHmac('sha256', key).update(input).digest('base64url');
}

/** A compact HS256 JWT of `claims` (which must hold `exp`). */
export function signHs256(claims: Claims, key: Buffer): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, key)}`;
}

/**
 * The claims of a token we signed with `key` that is live now, else null. Synchronous HMAC through
 * node:crypto: the check runs on every request, and WebCrypto (jose) costs an async job and a key
 * import each time. The header must be exactly ours, so `alg: none`, RS256/HS256 confusion and any
 * other header are refused before the signature is looked at; the signature is compared in its
 * canonical base64url form in constant time; `exp` is required.
 */
export function verifyHs256(token: string, key: Buffer, nowSeconds = Date.now() / 1000): Claims | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER || !SEGMENT.test(payload) || !SEGMENT.test(signature)) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const { exp, nbf } = claims as Claims;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  return claims as Claims;
}
