/**
 * The browser's side of Web Push, for tests: a subscription (a P-256 key pair and a 16-octet auth secret) that
 * decrypts what the application server sent (RFC 8291 / RFC 8188 aes128gcm), and the push service's check of a VAPID
 * `Authorization` header (RFC 8292). WebCrypto only, so it runs in Node and in the Workers test runtime. It is written
 * apart from app/domain/web-push on purpose: an oracle that shared the sender's code would agree with its mistakes.
 */
import { base64url, fromBase64url } from '~/domain/base64url';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface BrowserSubscription {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plaintext of an aes128gcm body sent to this subscription; throws when it does not decrypt. */
  decrypt(body: Uint8Array): Promise<Uint8Array>;
}

function b64(text: string, what: string): Uint8Array<ArrayBuffer> {
  const out = fromBase64url(text);
  if (!out) throw new Error(`${what} is not base64url`);
  return out;
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(ikm), 'HKDF', false, ['deriveBits']);
  const info_ = new Uint8Array(info);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(salt), info: info_ }, key, length * 8);
  return new Uint8Array(bits);
}

/**
 * A new subscription at `endpoint`, as a browser's PushManager would make it. `fixed` replaces the random key pair
 * and auth secret (RFC 8291's Appendix A keys, for its test vector).
 */
export async function makeBrowserSubscription(
  endpoint: string,
  fixed?: { keys: CryptoKeyPair; auth: Uint8Array },
): Promise<BrowserSubscription> {
  const keys = fixed?.keys ?? (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']));
  const auth = new Uint8Array(fixed?.auth ?? crypto.getRandomValues(new Uint8Array(16)));
  const uaPublic = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));

  async function decrypt(body: Uint8Array): Promise<Uint8Array> {
    if (body.length < 21) throw new Error('the body is shorter than an aes128gcm header');
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    const salt = body.slice(0, 16);
    const rs = view.getUint32(16);
    const idlen = body[20]!;
    if (rs < 18) throw new Error(`record size ${rs} is too small`);
    if (idlen !== 65) throw new Error(`keyid is ${idlen} octets, not the 65 of a P-256 point`);
    const asPublic = body.slice(21, 21 + idlen);
    const asKey = await crypto.subtle.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: asKey }, keys.privateKey, 256));
    const ikm = await hkdf(auth, ecdhSecret, new Uint8Array([...encoder.encode('WebPush: info\0'), ...uaPublic, ...asPublic]), 32);
    const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
    const baseNonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
    const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);

    const records = body.slice(21 + idlen);
    if (records.length === 0) throw new Error('the body has no record');
    const out: number[] = [];
    for (let seq = 0, at = 0; at < records.length; seq++, at += rs) {
      const nonce = baseNonce.slice();
      // RFC 8188 §2.3: the nonce is the base nonce XOR the record's sequence number (big-endian, in the last octets).
      const tail = new DataView(nonce.buffer).getUint32(8) ^ seq;
      new DataView(nonce.buffer).setUint32(8, tail);
      const record = new Uint8Array(
        await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce, tagLength: 128 }, aes, records.slice(at, at + rs)),
      );
      const last = at + rs >= records.length;
      let end = record.length - 1;
      while (end >= 0 && record[end] === 0) end--;
      if (end < 0) throw new Error('a record has no padding delimiter');
      if (record[end] !== (last ? 0x02 : 0x01)) throw new Error(`record ${seq} has delimiter ${record[end]}`);
      out.push(...record.subarray(0, end));
    }
    return new Uint8Array(out);
  }

  return { subscription: { endpoint, keys: { p256dh: base64url(uaPublic), auth: base64url(auth) } }, decrypt };
}

/**
 * What a push service checks of `Authorization: vapid t=<jwt>, k=<key>`: the key is the one the subscription was
 * made with, the ES256 signature holds under it, `aud` is the push service's origin, `exp` is in the future and at
 * most 24 hours ahead, `sub` is a mailto: or https: URI. Returns the claims; throws on any failure.
 */
export async function verifyVapid(
  authorization: string,
  opts: { audience: string; publicKey: string; now?: number },
): Promise<{ aud: string; exp: number; sub: string }> {
  const m = /^vapid\s+(.*)$/i.exec(authorization.trim());
  if (!m) throw new Error('not a vapid authorization');
  const params = new Map<string, string>();
  for (const part of m[1]!.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) throw new Error('t= or k= is missing');
  if (k !== opts.publicKey) throw new Error('k= is not the key the subscription was made with');

  const point = b64(k, 'k');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('k= is not an uncompressed P-256 point');
  const jwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) };
  const key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);

  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('the token is not a JWS');
  const [h, c, s] = parts as [string, string, string];
  const header = JSON.parse(decoder.decode(b64(h, 'the JWT header'))) as { typ?: string; alg?: string };
  if (header.alg !== 'ES256') throw new Error(`alg is ${header.alg}`);
  const signature = b64(s, 'the signature');
  if (signature.length !== 64) throw new Error('the signature is not r ‖ s (64 octets)');
  const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, encoder.encode(`${h}.${c}`));
  if (!ok) throw new Error('the signature does not verify');

  const claims = JSON.parse(decoder.decode(b64(c, 'the JWT claims'))) as { aud?: unknown; exp?: unknown; sub?: unknown };
  if (claims.aud !== opts.audience) throw new Error(`aud is ${String(claims.aud)}, not ${opts.audience}`);
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Error('the token has expired');
  if (claims.exp > now + 24 * 60 * 60) throw new Error('exp is more than 24 hours ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not a mailto: or https: URI');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub };
}
