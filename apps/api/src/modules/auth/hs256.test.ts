import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from './hs256.js';

const KEY = Buffer.from('a-signing-key-of-at-least-32-characters!');
const OTHER_KEY = Buffer.from('another-signing-key-of-32-characters-ok');
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('HS256 tokens', () => {
  it('verify what they signed, and interoperate with jose both ways', async () => {
    const token = signHs256({ sub: '7', exp: now() + 60 }, KEY);
    expect(verifyHs256(token, KEY)).toMatchObject({ sub: '7' });
    expect((await jwtVerify(token, KEY, { algorithms: ['HS256'] })).payload.sub).toBe('7');
    const fromJose = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(now() + 60)
      .sign(KEY);
    expect(verifyHs256(fromJose, KEY)).toMatchObject({ sid: 's' });
  });

  it('refuse another key, a changed payload and a changed or re-encoded signature', () => {
    const token = signHs256({ sub: '7', exp: now() + 60 }, KEY);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(verifyHs256(token, OTHER_KEY)).toBeNull();
    expect(verifyHs256(`${header}.${b64({ sub: '8', exp: now() + 60 })}.${signature}`, KEY)).toBeNull();
    const changed = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyHs256(`${header}.${payload}.${changed}`, KEY)).toBeNull();
    // The same bytes in standard base64 with padding are not the canonical form.
    const padded = Buffer.from(signature, 'base64url').toString('base64');
    expect(verifyHs256(`${header}.${payload}.${padded}`, KEY)).toBeNull();
    expect(verifyHs256(`${header}.${payload}.${signature}.`, KEY)).toBeNull();
    expect(verifyHs256(`${header}.${payload}`, KEY)).toBeNull();
  });

  it('refuse `alg: none` and any header but exactly ours, even with a valid HMAC', () => {
    const claims = { sub: '7', exp: now() + 60 };
    const unsecured = new UnsecuredJWT(claims).encode();
    expect(verifyHs256(unsecured, KEY)).toBeNull();
    expect(verifyHs256(`${unsecured}AAAA`, KEY)).toBeNull();
    for (const header of [
      { alg: 'none', typ: 'JWT' },
      { alg: 'HS512', typ: 'JWT' },
      { alg: 'RS256', typ: 'JWT' },
      { alg: 'HS256', typ: 'JWT', kid: '../../etc/passwd' },
      { alg: 'HS256', typ: 'JWT', crit: ['exp'] },
      { typ: 'JWT', alg: 'HS256' },
    ]) {
      const body = `${b64(header)}.${b64(claims)}`;
      const signature = createHmac('sha256', KEY).update(body).digest('base64url');
      expect(verifyHs256(`${body}.${signature}`, KEY), JSON.stringify(header)).toBeNull();
    }
  });

  it('require a future exp and honour nbf', () => {
    expect(verifyHs256(signHs256({ exp: now() - 1 }, KEY), KEY)).toBeNull();
    expect(verifyHs256(signHs256({ sub: '7' }, KEY), KEY)).toBeNull();
    expect(verifyHs256(signHs256({ exp: String(now() + 60) } as never, KEY), KEY)).toBeNull();
    expect(verifyHs256(signHs256({ exp: now() + 60, nbf: now() + 30 }, KEY), KEY)).toBeNull();
    expect(verifyHs256(signHs256({ exp: now() + 60, nbf: now() - 1 }, KEY), KEY)).not.toBeNull();
  });

  it('refuse payloads that are not JSON objects, and oversized tokens', () => {
    for (const payload of [b64('[1,2]'), b64('"text"'), b64('null'), b64('{not json')]) {
      const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}`;
      expect(verifyHs256(`${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`, KEY)).toBeNull();
    }
    expect(verifyHs256(signHs256({ exp: now() + 60, pad: 'x'.repeat(5000) }, KEY), KEY)).toBeNull();
    expect(verifyHs256('', KEY)).toBeNull();
  });
});
