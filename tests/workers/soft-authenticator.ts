/**
 * A software passkey for the tests: a P-256 key that answers the server's WebAuthn options as an
 * authenticator would ('none' attestation, user present and verified), so registration and sign-in run
 * through the real verification.
 */
import { TEST_ORIGIN } from './fixtures';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const sha256 = async (bytes: BufferSource) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
const utf8 = (text: string) => new TextEncoder().encode(text);
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** An ECDSA signature from WebCrypto (r‖s) in the DER form WebAuthn uses. */
function derSignature(raw: Uint8Array) {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    const trimmed = bytes.slice(i);
    const padded = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, padded.length]), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export async function softAuthenticator(rpId = new URL(TEST_ORIGIN).hostname) {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const rpIdHash = await sha256(utf8(rpId));
  let signCount = 0;
  let userHandle = '';
  const clientData = (type: string, challenge: string) =>
    utf8(JSON.stringify({ type, challenge, origin: TEST_ORIGIN, crossOrigin: false }));

  return {
    id: b64url(credentialId),

    /** The answer to /register/options. */
    register(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      // COSE EC2 key: {1: 2, 3: -7, -1: 1, -2: x, -3: y}
      const cose = concat(
        new Uint8Array([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
        fromB64url(jwk.x!),
        new Uint8Array([0x22, 0x58, 0x20]),
        fromB64url(jwk.y!),
      );
      const authData = concat(
        rpIdHash,
        new Uint8Array([0x45]),
        u32(0),
        new Uint8Array(16),
        new Uint8Array([0, credentialId.length]),
        credentialId,
        cose,
      );
      // CBOR {"fmt": "none", "attStmt": {}, "authData": <bytes>}
      const attestationObject = concat(
        new Uint8Array([0xa3, 0x63]),
        utf8('fmt'),
        new Uint8Array([0x64]),
        utf8('none'),
        new Uint8Array([0x67]),
        utf8('attStmt'),
        new Uint8Array([0xa0, 0x68]),
        utf8('authData'),
        new Uint8Array([0x59, authData.length >> 8, authData.length & 255]),
        authData,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** The answer to /login/options. */
    async authenticate(options: { challenge: string }) {
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const authenticatorData = concat(rpIdHash, new Uint8Array([0x05]), u32(++signCount));
      const signed = concat(authenticatorData, await sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed));
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(derSignature(raw)),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
