import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** Bytes as base64url, as WebAuthn's JSON carries them. */
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * A software passkey for API tests: an ES256 key pair made with node:crypto that answers the
 * server's WebAuthn options as a browser with a platform authenticator would ("none" attestation,
 * user present and verified), so tests go through the real routes and the real verification.
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private readonly privateKey: KeyObject = this.keys.privateKey;
  /** The signature counter the next assertion carries (bumped by each assertion). */
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpID: string,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private authData(flags: number, counter: number, attested: Uint8Array | null): Buffer {
    const rpIdHash = createHash('sha256').update(this.rpID).digest();
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The COSE (RFC 9053) form of the public key: EC2, P-256, ES256. */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array<ArrayBuffer>>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  /** A RegistrationResponseJSON for `options` (what `startRegistration` would hand back). */
  register(options: { challenge: string }, origin = this.origin) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    // UP (0x01), UV (0x04), AT (0x40): present, verified, with attested credential data.
    const authData = this.authData(0x45, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array<ArrayBuffer> | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** An AuthenticationResponseJSON for `options` (what `startAuthentication` would hand back). */
  assert(options: { challenge: string }, { origin = this.origin, counter = ++this.counter, verified = true } = {}) {
    const authData = this.authData(verified ? 0x05 : 0x01, counter, null);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(sign('sha256', signed, this.privateKey)),
        userHandle: b64(randomBytes(16)),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
