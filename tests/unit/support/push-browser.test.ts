import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url } from '~/domain/base64url';
import { makeBrowserSubscription, verifyVapid } from '../../support/push-browser';
import { importRfcKeyPair, RFC8291, RFC8292 } from '../../support/web-push-vectors';

const b = (text: string) => fromBase64url(text)!;
const rfcToken = `vapid t=${RFC8292.header}.${RFC8292.claims}.${RFC8292.signature}, k=${RFC8292.publicKey}`;
const rfcOpts = { audience: RFC8292.aud, publicKey: RFC8292.publicKey };

describe("the tests' browser (tests/support/push-browser)", () => {
  it("decrypts RFC 8291 Appendix A's message with the RFC's user-agent keys", async () => {
    const keys = await importRfcKeyPair(b(RFC8291.uaPublic), RFC8291.uaPrivate, 'ECDH');
    const browser = await makeBrowserSubscription('https://push.example.net/x', { keys, auth: b(RFC8291.authSecret) });
    expect(browser.subscription.keys).toEqual({ p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret });
    expect(new TextDecoder().decode(await browser.decrypt(b(RFC8291.body)))).toBe(RFC8291.plaintext);
  });

  it('refuses a message altered in transit or meant for another subscription', async () => {
    const keys = await importRfcKeyPair(b(RFC8291.uaPublic), RFC8291.uaPrivate, 'ECDH');
    const browser = await makeBrowserSubscription('https://push.example.net/x', { keys, auth: b(RFC8291.authSecret) });
    const altered = b(RFC8291.body);
    altered[altered.length - 20]! ^= 1;
    await expect(browser.decrypt(altered)).rejects.toThrow();
    const stranger = await makeBrowserSubscription('https://push.example.net/y');
    await expect(stranger.decrypt(b(RFC8291.body))).rejects.toThrow();
  });

  it('makes subscriptions the way a browser does: a 65-octet P-256 point and a 16-octet auth secret', async () => {
    const browser = await makeBrowserSubscription('https://push.example.net/z');
    expect(browser.subscription.endpoint).toBe('https://push.example.net/z');
    expect(b(browser.subscription.keys.p256dh).length).toBe(65);
    expect(b(browser.subscription.keys.auth).length).toBe(16);
  });

  it("accepts RFC 8292's token only while it is valid, for its audience and key", async () => {
    await expect(verifyVapid(rfcToken, { ...rfcOpts, now: RFC8292.exp - 1 })).resolves.toMatchObject({ sub: RFC8292.sub });
    await expect(verifyVapid(rfcToken, { ...rfcOpts, now: RFC8292.exp })).rejects.toThrow(/expired/);
    await expect(verifyVapid(rfcToken, { ...rfcOpts, now: RFC8292.exp - 24 * 3600 - 1 })).rejects.toThrow(/24 hours/);
    await expect(verifyVapid(rfcToken, { ...rfcOpts, audience: 'https://other.example', now: RFC8292.exp - 1 })).rejects.toThrow(/aud/);
    await expect(verifyVapid(rfcToken, { ...rfcOpts, publicKey: RFC8291.asPublic, now: RFC8292.exp - 1 })).rejects.toThrow(/k=/);
    const otherKey = `vapid t=${RFC8292.header}.${RFC8292.claims}.${RFC8292.signature}, k=${RFC8291.asPublic}`;
    await expect(verifyVapid(otherKey, { ...rfcOpts, publicKey: RFC8291.asPublic, now: RFC8292.exp - 1 })).rejects.toThrow(/signature/);
    await expect(verifyVapid(`Bearer ${base64url(new Uint8Array(8))}`, { ...rfcOpts, now: RFC8292.exp - 1 })).rejects.toThrow();
  });
});
