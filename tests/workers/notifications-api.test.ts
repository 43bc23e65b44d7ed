/**
 * The bell end to end inside workerd: notices delivered through the real UserInbox object, listed and
 * marked read over REST, pushed on the inbox socket (or held back by settings and quiet hours), e-mailed
 * through the outbox.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { zonedParts } from '~/domain/sao-paulo-time';
import type { InboxSocketMessage } from '~/schemas/live';
import type { NoticeRequest } from '~/server/platform/objects/user-inbox-api.server';
import { call, insertLot, openTestSocket, signedInUser } from './fixtures';
import { userInboxStub } from './objects';

const ORIGIN = 'http://arremate.test';
let keySeq = 0;

function deliver(userId: number, notice: Partial<NoticeRequest> = {}) {
  const inbox = userInboxStub(userId);
  return inbox.deliver({ userId, type: 'bid_outbid', lotId: null, amountCents: 250_000, key: `test-${++keySeq}`, ...notice });
}

/** "HH:MM" in São Paulo, `minutes` from now. */
function saoPauloClock(minutes: number): string {
  const p = zonedParts(new Date(Date.now() + minutes * 60_000));
  return `${p.hour}:${p.minute}`;
}

const settings = (token: string, body: Record<string, unknown>) => call('/api/notification-settings', { method: 'PUT', token, body });
const list = (token: string) => call('/api/notifications?limit=20', { token });

/** Opens the user's inbox socket the way the browser does, once it has sent the unread count (on connect). */
async function openInbox(cookie: string) {
  const inbox = await openTestSocket<InboxSocketMessage>('/api/notifications/live', cookie);
  expect(inbox.status).toBe(101);
  await inbox.waitFor((m) => m.type === 'unread');
  return inbox;
}

describe('notifications delivered through the UserInbox', () => {
  it('are listed in Portuguese, newest first, with the unread count', async () => {
    const user = await signedInUser({ approved: true });
    const lot = await insertLot({ title: 'Monitor Dell 24"' });
    await deliver(user.id, { type: 'bid_outbid', lotId: lot.id, amountCents: 123_456 });
    await deliver(user.id, { type: 'auction_won', lotId: lot.id, amountCents: 150_000 });

    const res = await list(user.token);
    expect(res.status).toBe(200);
    expect(res.json.data.unread).toBe(2);
    expect(res.json.data.notifications).toMatchObject([
      {
        type: 'auction_won',
        title: 'Você venceu!',
        message: 'Parabéns! Você arrematou "Monitor Dell 24"" por R$ 1.500,00. Finalize o pagamento.',
        auction_id: lot.id,
        read: false,
      },
      {
        type: 'bid_outbid',
        title: 'Seu lance foi superado',
        message: 'Alguém ofereceu R$ 1.234,56 em "Monitor Dell 24"".',
        auction_id: lot.id,
        read: false,
      },
    ]);
  });

  it('stores a notice delivered twice with the same key once', async () => {
    const user = await signedInUser({ approved: true });
    expect((await deliver(user.id, { key: 'outbid:lot-9:seq-3' })).stored).toBe(true);
    expect((await deliver(user.id, { key: 'outbid:lot-9:seq-3' })).stored).toBe(false);
    const res = await list(user.token);
    expect(res.json.data.notifications).toHaveLength(1);
    expect(res.json.data.unread).toBe(1);
  });

  it('does not store a type the user turned off', async () => {
    const user = await signedInUser({ approved: true });
    expect((await settings(user.token, { bid_outbid: false })).status).toBe(200);
    expect((await deliver(user.id, { type: 'bid_outbid' })).stored).toBe(false);
    expect((await deliver(user.id, { type: 'auction_lost' })).stored).toBe(true);
    expect((await list(user.token)).json.data.notifications.map((n: { type: string }) => n.type)).toEqual(['auction_lost']);
  });

  it("stores a burst of one user's notices at once: each new one, not the turned-off type nor a repeated key", async () => {
    const user = await signedInUser({ approved: true });
    await settings(user.token, { auction_lost: false, quiet_hours_start: '00:00', quiet_hours_end: '00:00' });
    const [first, second] = await Promise.all([insertLot({ title: 'Notebook Lenovo' }), insertLot({ title: 'Roteador MikroTik' })]);
    const inbox = await openInbox(user.cookie);
    const stub = userInboxStub(user.id);
    const outbid = (lotId: number, amountCents: number, key: string) =>
      ({ userId: user.id, type: 'bid_outbid', lotId, amountCents, key }) as const;
    expect(await stub.deliverMany([outbid(first.id, 101_000, 'burst-1')])).toMatchObject({ stored: 1, pushed: 1 });
    const sent = await stub.deliverMany([
      outbid(first.id, 101_000, 'burst-1'),
      outbid(first.id, 102_000, 'burst-2'),
      { userId: user.id, type: 'auction_lost', lotId: first.id, amountCents: 102_000, key: 'burst-lost' },
      outbid(second.id, 50_000, 'burst-3'),
    ]);
    expect(sent).toMatchObject({ stored: 2, pushed: 2 });
    const res = await list(user.token);
    expect(res.json.data.unread).toBe(3);
    expect(res.json.data.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Alguém ofereceu R$ 500,00 em "Roteador MikroTik".',
      'Alguém ofereceu R$ 1.020,00 em "Notebook Lenovo".',
      'Alguém ofereceu R$ 1.010,00 em "Notebook Lenovo".',
    ]);
    const last = await inbox.waitFor((m) => m.type === 'notification' && m.data.auction_id === second.id);
    expect(last).toMatchObject({ unread: 3 });
    inbox.close();
  });

  it('pushes to the open socket with the unread count outside quiet hours', async () => {
    const user = await signedInUser({ approved: true });
    await settings(user.token, { quiet_hours_start: '00:00', quiet_hours_end: '00:00' }); // equal bounds: never quiet
    const inbox = await openInbox(user.cookie);
    const lot = await insertLot({ title: 'Switch Cisco' });
    expect((await deliver(user.id, { type: 'auction_ending', lotId: lot.id })).pushed).toBe(1);
    const pushed = await inbox.waitFor((m) => m.type === 'notification');
    expect(pushed).toMatchObject({
      type: 'notification',
      unread: 1,
      data: { type: 'auction_ending', title: 'Leilão terminando', auction_id: lot.id, read: false },
    });
    inbox.close();
  });

  it('stores but does not push during quiet hours', async () => {
    const user = await signedInUser({ approved: true });
    await settings(user.token, { quiet_hours_start: saoPauloClock(-60), quiet_hours_end: saoPauloClock(60) });
    const inbox = await openInbox(user.cookie);
    expect(await deliver(user.id)).toMatchObject({ stored: true, pushed: 0 });
    await inbox.expectNone((m) => m.type === 'notification', 300);
    expect((await list(user.token)).json.data.unread).toBe(1);
    inbox.close();
  });

  it('queues an e-mail when e-mail notifications are on, and none when off', async () => {
    const on = await signedInUser({ approved: true });
    const off = await signedInUser({ approved: true });
    await settings(off.token, { email_notifications: false });
    await deliver(on.id, { type: 'payment_approved' });
    await deliver(off.id, { type: 'payment_approved' });
    const outbox = async (email: string) =>
      (
        await env.DB.prepare('select subject, text_body from mail_outbox where to_email = ?')
          .bind(email)
          .all<{ subject: string; text_body: string }>()
      ).results;
    const mails = await outbox(on.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Arremate — Pagamento aprovado');
    expect(mails[0]!.text_body).toContain('/dashboard');
    expect(await outbox(off.email)).toHaveLength(0);
  });

  it('a bidding war sends one outbid e-mail per lot, while the bell gets every notice', async () => {
    const user = await signedInUser({ approved: true });
    const [first, second] = [await insertLot({ title: 'Lote A' }), await insertLot({ title: 'Lote B' })];
    for (let i = 0; i < 3; i++)
      expect(await deliver(user.id, { type: 'bid_outbid', lotId: first.id })).toMatchObject({ stored: true, emailed: i === 0 });
    expect(await deliver(user.id, { type: 'bid_outbid', lotId: second.id })).toMatchObject({ stored: true, emailed: true });
    expect(await deliver(user.id, { type: 'auction_lost', lotId: first.id })).toMatchObject({ stored: true, emailed: true });
    expect((await list(user.token)).json.data.notifications).toHaveLength(5);
    const mails = await env.DB.prepare('select subject from mail_outbox where to_email = ?').bind(user.email).all<{ subject: string }>();
    expect(mails.results.map((m) => m.subject).sort()).toEqual([
      'Arremate — Leilão encerrado',
      'Arremate — Seu lance foi superado',
      'Arremate — Seu lance foi superado',
    ]);
  });
});

describe('read marks', () => {
  it('marks one, then all, as read and reports the unread count', async () => {
    const user = await signedInUser({ approved: true });
    for (let i = 0; i < 3; i++) await deliver(user.id);
    const [newest] = (await list(user.token)).json.data.notifications;

    const one = await call(`/api/notifications/${newest.id}/read`, { method: 'POST', token: user.token });
    expect(one.status).toBe(200);
    expect(one.json.data.unread).toBe(2);
    expect((await list(user.token)).json.data.notifications[0]).toMatchObject({ id: newest.id, read: true });

    const all = await call('/api/notifications/read-all', { method: 'POST', token: user.token });
    expect(all.json.data.unread).toBe(0);
    expect((await list(user.token)).json.data.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('tells the user’s other open tabs the new unread count', async () => {
    const user = await signedInUser({ approved: true });
    await deliver(user.id);
    await deliver(user.id);
    const otherTab = await openInbox(user.cookie);
    await call('/api/notifications/read-all', { method: 'POST', token: user.token });
    await otherTab.waitFor((m) => m.type === 'unread' && m.unread === 0);
    otherTab.close();
  });

  it('cannot mark another user’s notification', async () => {
    const owner = await signedInUser({ approved: true });
    const intruder = await signedInUser({ approved: true });
    await deliver(owner.id);
    const [theirs] = (await list(owner.token)).json.data.notifications;
    await call(`/api/notifications/${theirs.id}/read`, { method: 'POST', token: intruder.token });
    await call('/api/notifications/read-all', { method: 'POST', token: intruder.token });
    expect((await list(owner.token)).json.data).toMatchObject({ unread: 1, notifications: [{ id: theirs.id, read: false }] });
  });

  it('refuses visitors on REST and on the socket', async () => {
    expect((await call('/api/notifications')).status).toBe(401);
    expect((await call('/api/notifications/1/read', { method: 'POST', headers: { Origin: ORIGIN } })).status).toBe(401);
    expect((await call('/api/notifications/read-all', { method: 'POST', headers: { Origin: ORIGIN } })).status).toBe(401);
    const socket = await SELF.fetch(`${ORIGIN}/api/notifications/live`, { headers: { Upgrade: 'websocket', Origin: ORIGIN } });
    expect(socket.status).toBe(401);
    expect(socket.webSocket).toBeNull();
  });
});
