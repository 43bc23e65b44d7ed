import { describe, expect, it } from 'vitest';
import { localPushEndpoints, parsePushSettings } from '~/server/notifications/push-settings.server';

const PAIR = {
  VAPID_PUBLIC_KEY: 'BDYglOZw1kvk82YxkKe_zut_tYIOFZ8WPO10Q1RHShDXJgLS2GmIWslg792wOvv9oDICoJOxOH7eM8Bc5jZN__s',
  VAPID_PRIVATE_KEY: 'ZgJkY4JQYBxU8AZdIcQRXPiBitb91Xs6GXiQIlxVeQ4',
  VAPID_SUBJECT: 'mailto:suporte@arremate.com.br',
};

describe('parsePushSettings', () => {
  it('is null when no VAPID var is set (nothing is pushed)', () => {
    expect(parsePushSettings({})).toBeNull();
  });

  it('takes a complete pair with a mailto: or https: subject', () => {
    expect(parsePushSettings(PAIR)).toEqual({
      publicKey: PAIR.VAPID_PUBLIC_KEY,
      privateKey: PAIR.VAPID_PRIVATE_KEY,
      subject: PAIR.VAPID_SUBJECT,
    });
    expect(parsePushSettings({ ...PAIR, VAPID_SUBJECT: 'https://arremate.com.br/contato' })?.subject).toBe(
      'https://arremate.com.br/contato',
    );
  });

  it('fails loudly, naming the var and never its value, when the keys are set by half', () => {
    expect(() => parsePushSettings({ VAPID_PUBLIC_KEY: PAIR.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY, VAPID_SUBJECT/);
  });

  it('refuses a malformed key: a public key that is not a 65-byte uncompressed point, a private key not 32 bytes', () => {
    const compressed = `A${PAIR.VAPID_PUBLIC_KEY.slice(1)}`;
    expect(() => parsePushSettings({ ...PAIR, VAPID_PUBLIC_KEY: compressed })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parsePushSettings({ ...PAIR, VAPID_PUBLIC_KEY: PAIR.VAPID_PUBLIC_KEY.slice(0, 40) })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parsePushSettings({ ...PAIR, VAPID_PRIVATE_KEY: `${PAIR.VAPID_PRIVATE_KEY}AA` })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parsePushSettings({ ...PAIR, VAPID_PRIVATE_KEY: 'not base64url!' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parsePushSettings({ ...PAIR, VAPID_SUBJECT: 'suporte@arremate.com.br' })).toThrow(/VAPID_SUBJECT/);
    try {
      parsePushSettings({ ...PAIR, VAPID_PRIVATE_KEY: 'x' });
    } catch (error) {
      expect(String(error)).not.toContain(PAIR.VAPID_PUBLIC_KEY);
    }
  });

  it('lets local push services only when asked, and never in production', () => {
    expect(localPushEndpoints('test', {})).toBe(false);
    expect(localPushEndpoints('test', { PUSH_LOCAL_ENDPOINTS: 'on' })).toBe(true);
    expect(localPushEndpoints('development', { PUSH_LOCAL_ENDPOINTS: 'on' })).toBe(true);
    expect(localPushEndpoints('production', { PUSH_LOCAL_ENDPOINTS: 'on' })).toBe(false);
  });
});
