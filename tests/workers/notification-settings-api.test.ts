/** A member's notification settings (/api/notification-settings): the spec's defaults, partial updates, refusals. */
import { describe, expect, it } from 'vitest';
import { call, signedInUser } from './fixtures';

describe('/api/notification-settings', () => {
  it('starts with the spec defaults and saves a partial update', async () => {
    const user = await signedInUser();
    const first = await call('/api/notification-settings', { token: user.token });
    expect(first.json.data).toEqual({
      email_notifications: true,
      push_notifications: true,
      bid_outbid: true,
      auction_ending: true,
      auction_won: true,
      auction_lost: true,
      payment_approved: true,
      item_ready: true,
      search_alert: true,
      quiet_hours_start: '22:00',
      quiet_hours_end: '08:00',
    });
    const saved = await call('/api/notification-settings', {
      method: 'PUT',
      token: user.token,
      body: { bid_outbid: false, quiet_hours_start: '23:30' },
    });
    expect(saved.json.data).toMatchObject({ bid_outbid: false, quiet_hours_start: '23:30', auction_won: true });
  });

  it('refuses wrong types, unknown keys and bad times, changing nothing', async () => {
    const user = await signedInUser();
    for (const body of [{ bid_outbid: 'no' }, { quiet_hours_end: '25:00' }, { is_admin: true }, [1]]) {
      const res = await call('/api/notification-settings', { method: 'PUT', token: user.token, body });
      expect(res.status).toBe(422);
      expect(res.json.error).toBe('Configurações inválidas.');
    }
    expect((await call('/api/notification-settings', { token: user.token })).json.data.bid_outbid).toBe(true);
  });
});
