/** The Web Push crypto runs in workerd itself (the runtime that sends), not only in Node. */
import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url } from '~/domain/base64url';
import { encryptPushPayload } from '~/domain/web-push/encryption';
import { generateVapidKeys, vapidAuthorization } from '~/domain/web-push/vapid';
import { makeBrowserSubscription, verifyVapid } from '../support/push-browser';
import { importRfcKeyPair, RFC8291 } from '../support/web-push-vectors';

const b = (text: string) => fromBase64url(text)!;

describe('Web Push crypto in the Workers runtime', () => {
  it("reproduces RFC 8291 Appendix A's message in workerd", async () => {
    const serverKeys = await importRfcKeyPair(b(RFC8291.asPublic), RFC8291.asPrivate, 'ECDH');
    const body = await encryptPushPayload({
      plaintext: new TextEncoder().encode(RFC8291.plaintext),
      p256dh: b(RFC8291.uaPublic),
      auth: b(RFC8291.authSecret),
      salt: b(RFC8291.salt),
      serverKeys,
    });
    expect(base64url(body)).toBe(RFC8291.body);
  });

  it("a message and its VAPID header made in workerd pass the test browser's checks", async () => {
    const browser = await makeBrowserSubscription('https://push.example.net/sub/1');
    const payload = new TextEncoder().encode('{"title":"Seu lance foi superado"}');
    const body = await encryptPushPayload({
      plaintext: payload,
      p256dh: b(browser.subscription.keys.p256dh),
      auth: b(browser.subscription.keys.auth),
    });
    expect(await browser.decrypt(body)).toEqual(payload);
    const keys = await generateVapidKeys();
    const now = Math.floor(Date.now() / 1000);
    const authorization = await vapidAuthorization({
      endpoint: browser.subscription.endpoint,
      subject: 'mailto:suporte@arremate.com.br',
      ...keys,
      expiresAt: now + 3600,
    });
    await expect(verifyVapid(authorization, { audience: 'https://push.example.net', publicKey: keys.publicKey })).resolves.toMatchObject({
      exp: now + 3600,
    });
  });
});
