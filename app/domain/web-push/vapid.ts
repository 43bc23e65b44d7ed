/**
 * VAPID (RFC 8292): the application server identifies itself to a push service with an ES256 JWT
 * `{ aud: the push resource's origin, exp, sub }` and its public key, in `Authorization: vapid t=<jwt>, k=<key>`.
 * WebCrypto only; keys travel as unpadded base64url (the public key as its 65-octet uncompressed point, the private
 * key as its 32-octet scalar d).
 */
import { base64url, fromBase64url } from '../base64url';
import { isUncompressedP256Point } from './encryption';

/** RFC 8292 §2: a push service may refuse a token that expires more than 24 hours ahead. */
export const VAPID_MAX_LIFETIME_SECONDS = 24 * 60 * 60;

export interface VapidKeys {
  /** base64url of the 65-octet uncompressed P-256 point (the `applicationServerKey` browsers subscribe with). */
  publicKey: string;
  /** base64url of the 32-octet private scalar d. */
  privateKey: string;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface VapidAuthorizationInput extends VapidKeys {
  /** The subscription's push resource; the token's audience is its origin. */
  endpoint: string;
  /** Who to contact about this sender: a `mailto:` or `https:` URI. */
  subject: string;
  /** Unix seconds: after now and at most 24 hours ahead. */
  expiresAt: number;
  /** Unix seconds taken as now (tests); defaults to the clock. */
  now?: number;
}

const encoder = new TextEncoder();
/** The JOSE header, in RFC 8292's own order so the example's first segment is reproduced exactly. */
const JWT_HEADER = base64url(encoder.encode(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));

/** True for a subject VAPID accepts: a `mailto:` address or an `https:` URL. */
export function isVapidSubject(subject: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+$/.test(subject) || /^https:\/\/[^\s/]+/.test(subject);
}

/** The JWK of a VAPID key pair, or a RangeError when either half has the wrong size or shape. */
function signingJwk(keys: VapidKeys): JsonWebKey {
  const point = fromBase64url(keys.publicKey);
  const d = fromBase64url(keys.privateKey);
  if (!point || !isUncompressedP256Point(point)) throw new RangeError('the VAPID public key must be a 65-octet uncompressed P-256 point');
  if (!d || d.length !== 32) throw new RangeError('the VAPID private key must be 32 octets');
  return { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)), d: keys.privateKey };
}

/**
 * The signed JWT for these claims (header ‖ claims ‖ r‖s signature, each unpadded base64url). No check of the
 * times: `vapidAuthorization` makes them; this is the part RFC 8292's example pins byte for byte.
 */
export async function signVapidJwt(claims: VapidClaims, keys: VapidKeys): Promise<string> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('jwk', signingJwk(keys), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new RangeError('the VAPID keys are not a P-256 key pair');
  }
  const body = base64url(encoder.encode(JSON.stringify({ aud: claims.aud, exp: claims.exp, sub: claims.sub })));
  const signingInput = `${JWT_HEADER}.${body}`;
  // WebCrypto's ECDSA signature already is JOSE's form: r ‖ s, 32 octets each.
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, encoder.encode(signingInput));
  return `${signingInput}.${base64url(new Uint8Array(signature))}`;
}

/**
 * The `Authorization` header value for one push request: `vapid t=<jwt>, k=<publicKey>`, the token's audience being
 * the endpoint's origin. RangeError on a bad endpoint, subject, key, or an expiry that is past or over 24 h ahead.
 */
export async function vapidAuthorization(input: VapidAuthorizationInput): Promise<string> {
  let aud: string;
  try {
    aud = new URL(input.endpoint).origin;
  } catch {
    throw new RangeError('the endpoint is not a URL');
  }
  if (aud === 'null') throw new RangeError('the endpoint has no origin');
  if (!isVapidSubject(input.subject)) throw new RangeError('the VAPID subject must be a mailto: or https: URI');
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(input.expiresAt) || input.expiresAt <= now) throw new RangeError('the VAPID token must expire in the future');
  if (input.expiresAt > now + VAPID_MAX_LIFETIME_SECONDS) throw new RangeError('the VAPID token may not live more than 24 hours');
  const jwt = await signVapidJwt({ aud, exp: input.expiresAt, sub: input.subject }, input);
  return `vapid t=${jwt}, k=${input.publicKey}`;
}

/** A fresh VAPID key pair (P-256), as base64url: the public point and the private scalar. */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  if (!jwk.d) throw new Error('the generated key has no private scalar');
  return { publicKey: base64url(publicKey), privateKey: jwk.d };
}

/**
 * True when the two halves belong together (a signature made with the private key verifies with the public one):
 * a start-up check, since a mismatched pair gives tokens every push service refuses.
 */
export async function vapidKeysMatch(keys: VapidKeys): Promise<boolean> {
  try {
    const jwk = signingJwk(keys);
    const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
    const publicJwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
    const publicKey = await crypto.subtle.importKey('jwk', publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const probe = encoder.encode('vapid key check');
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, probe);
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, signature, probe);
  } catch {
    return false;
  }
}
