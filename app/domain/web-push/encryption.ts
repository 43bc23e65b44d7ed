/**
 * Web Push message encryption (RFC 8291) in the aes128gcm content coding (RFC 8188), with WebCrypto only, so it
 * runs in workerd and in Node alike. One record: a push service must accept 4096 octets of body, so the plaintext
 * is at most 3993 octets (4096 − 86 of header − 1 of padding delimiter − 16 of tag), and a longer one is refused.
 */

/** The record size written in the header: the whole body fits one record of at most this many octets. */
export const PUSH_RECORD_SIZE = 4096;
/** salt (16) ‖ rs (4) ‖ idlen (1) ‖ keyid (the application server's 65-octet public key). */
export const PUSH_HEADER_SIZE = 16 + 4 + 1 + 65;
/** The longest plaintext one 4096-octet record carries. */
export const PUSH_MAX_PLAINTEXT = PUSH_RECORD_SIZE - PUSH_HEADER_SIZE - 1 - 16;

const encoder = new TextEncoder();

export interface EncryptPushPayloadInput {
  plaintext: Uint8Array;
  /** The subscription's `p256dh`: an uncompressed P-256 point (65 octets, first 0x04). */
  p256dh: Uint8Array;
  /** The subscription's `auth` secret: 16 octets. */
  auth: Uint8Array;
  /** Only for test vectors: a fixed 16-octet salt (otherwise random). */
  salt?: Uint8Array;
  /** Only for test vectors: a fixed application-server ECDH key pair (otherwise a fresh one per message). */
  serverKeys?: CryptoKeyPair;
}

/** Copies bytes into a fresh ArrayBuffer-backed array (what WebCrypto's BufferSource accepts). */
function bytes(input: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(input);
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** True when the bytes can be an uncompressed P-256 point (the curve check is WebCrypto's on import). */
export function isUncompressedP256Point(point: Uint8Array): boolean {
  return point.length === 65 && point[0] === 0x04;
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', bytes(ikm), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: bytes(salt), info: bytes(info) }, key, length * 8);
  return new Uint8Array(bits);
}

/**
 * The whole aes128gcm request body for one push message: header (salt, rs = 4096, idlen = 65, keyid = the
 * application server's public key) followed by one record (plaintext ‖ 0x02, AES-128-GCM). Throws a RangeError on
 * a key of the wrong size, a p256dh that is not a P-256 point, or a plaintext that does not fit one record.
 */
export async function encryptPushPayload(input: EncryptPushPayloadInput): Promise<Uint8Array> {
  const { plaintext, p256dh, auth } = input;
  if (!isUncompressedP256Point(p256dh)) throw new RangeError('p256dh must be an uncompressed P-256 point (65 octets)');
  if (auth.length !== 16) throw new RangeError('auth must be 16 octets');
  if (plaintext.length > PUSH_MAX_PLAINTEXT) throw new RangeError(`the plaintext exceeds ${PUSH_MAX_PLAINTEXT} octets`);
  const salt = input.salt ?? crypto.getRandomValues(new Uint8Array(16));
  if (salt.length !== 16) throw new RangeError('salt must be 16 octets');

  let uaPublicKey: CryptoKey;
  try {
    uaPublicKey = await crypto.subtle.importKey('raw', bytes(p256dh), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  } catch {
    throw new RangeError('p256dh is not a point of P-256');
  }
  // A fresh sender key per message (RFC 8291 §3.2); its private half never leaves WebCrypto.
  const serverKeys = input.serverKeys ?? (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']));
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', serverKeys.publicKey));
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: uaPublicKey }, serverKeys.privateKey, 256));

  // RFC 8291 §3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" ‖ 0x00 ‖ ua_public ‖ as_public, 32).
  const keyInfo = concat(encoder.encode('WebPush: info\0'), p256dh, asPublic);
  const ikm = await hkdf(auth, ecdhSecret, keyInfo, 32);
  // RFC 8188 §2.2/2.3: the content-encryption key and the nonce (one record: sequence number 0, the nonce itself).
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);

  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const record = concat(plaintext, Uint8Array.of(0x02));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, tagLength: 128 }, key, record));

  const header = new Uint8Array(PUSH_HEADER_SIZE);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, PUSH_RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, ciphertext);
}
