import crypto from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A WebAuthn authenticator in software for API tests (and the bench): one P-256 credential, 'none' attestation,
 * user presence and verification flagged, a signature counter. It answers the JSON the browser library sends.
 */
export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = crypto.randomBytes(16);
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  const rpIdHash = crypto.createHash('sha256').update(rpId).digest();
  const counterBytes = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
  const clientData = (type: string, challenge: string, overrides: Record<string, unknown> = {}) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false, ...overrides }));

  return {
    id,
    /** navigator.credentials.create's answer to registration options. */
    register(options: { challenge: string }, overrides: Record<string, unknown> = {}) {
      const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, Buffer.from(isoCBOR.encode(cose))]);
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x45]), counterBytes(counter), attested]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, overrides)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** navigator.credentials.get's answer to authentication options (a signature over a counter one higher). */
    signIn(options: { challenge: string }, overrides: Record<string, unknown> = {}) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes(counter)]);
      const data = clientData('webauthn.get', options.challenge, overrides);
      const signature = crypto.sign('sha256', Buffer.concat([authData, crypto.createHash('sha256').update(data).digest()]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(data),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          userHandle: null,
        },
      };
    },
  };
}
