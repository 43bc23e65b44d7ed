import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url } from '~/domain/base64url';
import { encryptPushPayload, PUSH_MAX_PLAINTEXT } from '~/domain/web-push/encryption';
import { makeBrowserSubscription } from '../../support/push-browser';
import { importRfcKeyPair, RFC8291 } from '../../support/web-push-vectors';

const b = (text: string) => fromBase64url(text)!;
const encoder = new TextEncoder();

describe('Web Push encryption (RFC 8291, aes128gcm)', () => {
  it("reproduces RFC 8291 Appendix A's message byte for byte", async () => {
    const serverKeys = await importRfcKeyPair(b(RFC8291.asPublic), RFC8291.asPrivate, 'ECDH');
    const body = await encryptPushPayload({
      plaintext: encoder.encode(RFC8291.plaintext),
      p256dh: b(RFC8291.uaPublic),
      auth: b(RFC8291.authSecret),
      salt: b(RFC8291.salt),
      serverKeys,
    });
    expect(base64url(body)).toBe(RFC8291.body);
  });

  it('writes the header the RFC lays out: salt, rs 4096, idlen 65, the server key, then one record', async () => {
    const browser = await makeBrowserSubscription('https://push.example.net/x');
    const body = await encryptPushPayload({
      plaintext: encoder.encode('oi'),
      p256dh: b(browser.subscription.keys.p256dh),
      auth: b(browser.subscription.keys.auth),
    });
    expect(new DataView(body.buffer, body.byteOffset).getUint32(16)).toBe(4096);
    expect(body[20]).toBe(65);
    expect(body[21]).toBe(0x04);
    expect(body.length).toBe(86 + 2 + 1 + 16);
  });

  it('a payload sent to a browser subscription decrypts there to the same bytes, with fresh keys each time', async () => {
    const browser = await makeBrowserSubscription('https://push.example.net/x');
    const payload = encoder.encode(JSON.stringify({ title: 'Dell Latitude 5420', body: 'Lance atual: R$ 1.250,00', url: '/lotes/12' }));
    const input = { plaintext: payload, p256dh: b(browser.subscription.keys.p256dh), auth: b(browser.subscription.keys.auth) };
    const first = await encryptPushPayload(input);
    const second = await encryptPushPayload(input);
    expect(await browser.decrypt(first)).toEqual(payload);
    expect(await browser.decrypt(second)).toEqual(payload);
    expect(base64url(first.subarray(0, 86))).not.toBe(base64url(second.subarray(0, 86)));
  });

  it('the largest plaintext one record holds makes a body of exactly 4096 octets, and it decrypts', async () => {
    const browser = await makeBrowserSubscription('https://push.example.net/x');
    const plaintext = new Uint8Array(PUSH_MAX_PLAINTEXT).fill(0x41);
    const body = await encryptPushPayload({
      plaintext,
      p256dh: b(browser.subscription.keys.p256dh),
      auth: b(browser.subscription.keys.auth),
    });
    expect(PUSH_MAX_PLAINTEXT).toBe(3993);
    expect(body.length).toBe(4096);
    expect(await browser.decrypt(body)).toEqual(plaintext);
  });

  it('refuses a plaintext that does not fit one record', async () => {
    const browser = await makeBrowserSubscription('https://push.example.net/x');
    const keys = { p256dh: b(browser.subscription.keys.p256dh), auth: b(browser.subscription.keys.auth) };
    await expect(encryptPushPayload({ ...keys, plaintext: new Uint8Array(PUSH_MAX_PLAINTEXT + 1) })).rejects.toThrow(RangeError);
  });

  it('refuses keys of the wrong size or shape', async () => {
    const p256dh = b(RFC8291.uaPublic);
    const auth = b(RFC8291.authSecret);
    const plaintext = encoder.encode('x');
    await expect(encryptPushPayload({ plaintext, p256dh: p256dh.subarray(0, 64), auth })).rejects.toThrow(RangeError);
    await expect(encryptPushPayload({ plaintext, p256dh: Uint8Array.of(0x02, ...p256dh.subarray(1)), auth })).rejects.toThrow(RangeError);
    await expect(encryptPushPayload({ plaintext, p256dh, auth: auth.subarray(0, 15) })).rejects.toThrow(RangeError);
    await expect(encryptPushPayload({ plaintext, p256dh, auth, salt: new Uint8Array(8) })).rejects.toThrow(RangeError);
    // 65 octets that start right but are no point of the curve.
    const offCurve = Uint8Array.of(0x04, ...new Uint8Array(64).fill(7));
    await expect(encryptPushPayload({ plaintext, p256dh: offCurve, auth })).rejects.toThrow(RangeError);
  });
});
