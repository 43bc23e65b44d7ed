import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url } from '~/domain/base64url';
import { generateVapidKeys, signVapidJwt, vapidAuthorization, vapidKeysMatch } from '~/domain/web-push/vapid';
import { verifyVapid } from '../../support/push-browser';
import { RFC8291, RFC8292 } from '../../support/web-push-vectors';

const NOW = 1_800_000_000;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc:def';

describe('VAPID (RFC 8292)', () => {
  it("the RFC's example token verifies under the RFC's key, and a changed claim does not", async () => {
    const rfcToken = `${RFC8292.header}.${RFC8292.claims}.${RFC8292.signature}`;
    const claims = await verifyVapid(`vapid t=${rfcToken}, k=${RFC8292.publicKey}`, {
      audience: RFC8292.aud,
      publicKey: RFC8292.publicKey,
      now: RFC8292.exp - 60,
    });
    expect(claims).toEqual({ aud: RFC8292.aud, exp: RFC8292.exp, sub: RFC8292.sub });
    const forgedClaims = base64url(new TextEncoder().encode(JSON.stringify({ aud: RFC8292.aud, exp: RFC8292.exp + 1, sub: RFC8292.sub })));
    await expect(
      verifyVapid(`vapid t=${RFC8292.header}.${forgedClaims}.${RFC8292.signature}, k=${RFC8292.publicKey}`, {
        audience: RFC8292.aud,
        publicKey: RFC8292.publicKey,
        now: RFC8292.exp - 60,
      }),
    ).rejects.toThrow(/signature/);
  });

  it("our token for the RFC's claims has the RFC's header and claims segments, and its signature verifies", async () => {
    // A fixed key pair (RFC 8291's sender key): the RFC does not publish the private key of its own example.
    const keys = { publicKey: RFC8291.asPublic, privateKey: RFC8291.asPrivate };
    const jwt = await signVapidJwt({ aud: RFC8292.aud, exp: RFC8292.exp, sub: RFC8292.sub }, keys);
    const [header, claims, signature] = jwt.split('.');
    expect(header).toBe(RFC8292.header);
    expect(claims).toBe(RFC8292.claims);
    expect(fromBase64url(signature!)!.length).toBe(64);
    await expect(
      verifyVapid(`vapid t=${jwt}, k=${keys.publicKey}`, { audience: RFC8292.aud, publicKey: keys.publicKey, now: RFC8292.exp - 60 }),
    ).resolves.toEqual({ aud: RFC8292.aud, exp: RFC8292.exp, sub: RFC8292.sub });
  });

  it("builds 'vapid t=…, k=…' with the endpoint's origin as audience", async () => {
    const keys = await generateVapidKeys();
    const authorization = await vapidAuthorization({
      endpoint: ENDPOINT,
      subject: 'mailto:suporte@arremate.com.br',
      ...keys,
      expiresAt: NOW + 12 * 3600,
      now: NOW,
    });
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(authorization.endsWith(`, k=${keys.publicKey}`)).toBe(true);
    await expect(
      verifyVapid(authorization, { audience: 'https://fcm.googleapis.com', publicKey: keys.publicKey, now: NOW }),
    ).resolves.toEqual({
      aud: 'https://fcm.googleapis.com',
      exp: NOW + 12 * 3600,
      sub: 'mailto:suporte@arremate.com.br',
    });
    await expect(
      verifyVapid(authorization, { audience: 'https://updates.push.services.mozilla.com', publicKey: keys.publicKey, now: NOW }),
    ).rejects.toThrow(/aud/);
  });

  it('generates key pairs of the sizes browsers and push services expect, whose halves match', async () => {
    const keys = await generateVapidKeys();
    expect(fromBase64url(keys.publicKey)!.length).toBe(65);
    expect(fromBase64url(keys.publicKey)![0]).toBe(0x04);
    expect(fromBase64url(keys.privateKey)!.length).toBe(32);
    expect(keys.publicKey).not.toMatch(/=/);
    expect(await vapidKeysMatch(keys)).toBe(true);
    const other = await generateVapidKeys();
    expect(await vapidKeysMatch({ publicKey: keys.publicKey, privateKey: other.privateKey })).toBe(false);
  });

  it('refuses an expiry past or more than 24 hours ahead, a bad subject, a bad endpoint and keys of the wrong size', async () => {
    const keys = await generateVapidKeys();
    const input = { endpoint: ENDPOINT, subject: 'mailto:suporte@arremate.com.br', ...keys, expiresAt: NOW + 3600, now: NOW };
    await expect(vapidAuthorization({ ...input, expiresAt: NOW + 24 * 3600 + 1 })).rejects.toThrow(RangeError);
    await expect(vapidAuthorization({ ...input, expiresAt: NOW })).rejects.toThrow(RangeError);
    await expect(vapidAuthorization({ ...input, subject: 'suporte@arremate.com.br' })).rejects.toThrow(RangeError);
    await expect(vapidAuthorization({ ...input, subject: 'http://arremate.com.br' })).rejects.toThrow(RangeError);
    await expect(vapidAuthorization({ ...input, endpoint: 'not a url' })).rejects.toThrow(RangeError);
    await expect(vapidAuthorization({ ...input, publicKey: keys.publicKey.slice(0, 40) })).rejects.toThrow(RangeError);
    await expect(vapidAuthorization({ ...input, privateKey: keys.privateKey.slice(0, 20) })).rejects.toThrow(RangeError);
    await expect(vapidAuthorization({ ...input, expiresAt: NOW + 24 * 3600 })).resolves.toMatch(/^vapid t=/);
  });
});
