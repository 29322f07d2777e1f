import { randomInt, randomUUID, type webcrypto } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface IdTokenClaims extends JWTPayload {
  email?: string;
  email_verified?: unknown;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface SignOptions {
  /** Sign with another private key (e.g. a forger's), still under the published `kid`. */
  privateKey?: webcrypto.CryptoKey;
  kid?: string;
}

export interface GoogleIdp {
  jwksUrl: string;
  /** The `google` section of a test config that trusts this provider. */
  googleConfig: { clientId: string; jwksUrl: string; issuers: string[] };
  /** Claims of a fresh Google account (unique `sub` and e-mail), with any overrides applied. */
  claims(overrides?: IdTokenClaims): IdTokenClaims;
  signIdToken(overrides?: IdTokenClaims, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

/** A stand-in for Google: an RS256 key published as a JWKS on a real local HTTP server. */
export async function startGoogleIdp(): Promise<GoogleIdp> {
  const kid = `test-${randomUUID().slice(0, 8)}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });

  const server = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;

  const claims = (overrides: IdTokenClaims = {}): IdTokenClaims => {
    const now = Math.floor(Date.now() / 1000);
    const id = randomUUID().slice(0, 8);
    return {
      iss: 'https://accounts.google.com',
      aud: TEST_GOOGLE_CLIENT_ID,
      sub: String(randomInt(1e11, 2 ** 47)),
      email: `google-${id}@example.com`,
      email_verified: true,
      given_name: 'Tama',
      family_name: 'Rangi',
      name: 'Tama Rangi',
      iat: now,
      exp: now + 3600,
      ...overrides,
    };
  };

  return {
    jwksUrl,
    googleConfig: { clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl, issuers: GOOGLE_ISSUERS },
    claims,
    signIdToken: (overrides, options = {}) =>
      new SignJWT(claims(overrides))
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .sign(options.privateKey ?? privateKey),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
