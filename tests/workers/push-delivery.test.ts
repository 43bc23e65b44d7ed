/**
 * Web Push from the UserInbox (decision record 0044): the tests' push service receives what a push service would,
 * and the test, as the browser, checks the VAPID token and decrypts the notice.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { zonedParts } from '~/domain/sao-paulo-time';
import type { LiveNotification } from '~/schemas/live';
import type { NoticeRequest } from '~/server/platform/objects/user-inbox-api.server';
import { PushOutbox } from '../../workers/durable/user-inbox/push-outbox';
import { call, eventually, insertedMember, insertLot, sleep } from './fixtures';
import { userInboxStub } from './objects';
import { mostInFlight, ORIGIN, openPush, receivedBy, scriptAnswers, subscribedBrowser } from './push-browsers';
import { TEST_PUSH_ORIGIN } from './push-vars';

let keySeq = 0;
function deliver(userId: number, notice: Partial<NoticeRequest> = {}) {
  return userInboxStub(userId).deliver({
    userId,
    type: 'bid_outbid',
    lotId: null,
    amountCents: 125_000,
    key: `push-test-${++keySeq}`,
    ...notice,
  });
}

/** "HH:MM" in São Paulo, `minutes` from now. */
function saoPauloClock(minutes: number): string {
  const p = zonedParts(new Date(Date.now() + minutes * 60_000));
  return `${p.hour}:${p.minute}`;
}

const settings = (member: { cookie: string }, body: Record<string, unknown>) =>
  call('/api/notification-settings', { method: 'PUT', cookie: member.cookie, body, headers: { Origin: ORIGIN } });

/** A member with a subscribed browser, whose quiet hours never fall (equal bounds) unless a test sets them. */
async function memberWithBrowser() {
  const member = await insertedMember();
  await settings(member, { quiet_hours_start: '00:00', quiet_hours_end: '00:00' });
  return { member, browser: await subscribedBrowser(member) };
}

const pendingPushes = (userId: number) =>
  runInDurableObject(
    userInboxStub(userId),
    (_inbox, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM push_jobs').one().n,
  );

const mailsTo = async (email: string) =>
  (await env.DB.prepare('select subject from mail_outbox where to_email = ?').bind(email).all<{ subject: string }>()).results;

const subscriptionCount = async (userId: number) =>
  (await env.DB.prepare('select count(*) as n from push_subscriptions where user_id = ?').bind(userId).first<{ n: number }>())!.n;

describe('a notice reaches the member’s browser by Web Push', () => {
  it("an outbid arrives VAPID-signed for the push service, urgent with a short TTL, and decrypts to the lot's title and price", async () => {
    const { member, browser } = await memberWithBrowser();
    const lot = await insertLot({ title: 'Dell Latitude 5420' });
    await deliver(member.id, { lotId: lot.id });
    const [push] = await eventually(
      () => receivedBy(browser.box),
      (r) => r.length > 0,
    );
    expect(push!.headers).toMatchObject({ ttl: '300', urgency: 'high', 'content-encoding': 'aes128gcm' });
    const { claims, payload } = await openPush(browser, push!);
    expect(claims).toMatchObject({ aud: TEST_PUSH_ORIGIN, sub: 'mailto:suporte@arremate.com.br' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(payload).toEqual({
      title: 'Seu lance foi superado',
      body: 'Alguém ofereceu R$ 1.250,00 em "Dell Latitude 5420".',
      url: `/lotes/${lot.id}`,
      tag: `lot-${lot.id}`,
      timestamp: expect.any(Number),
      type: 'bid_outbid',
    });
    expect(await pendingPushes(member.id)).toBe(0);
  });

  it('a won lot and an approved payment are kept for days at normal urgency, and lead to the checkout', async () => {
    const { member, browser } = await memberWithBrowser();
    const lot = await insertLot({ title: 'ThinkPad T14' });
    await deliver(member.id, { type: 'payment_approved', lotId: lot.id });
    const [push] = await eventually(
      () => receivedBy(browser.box),
      (r) => r.length > 0,
    );
    expect(push!.headers).toMatchObject({ ttl: String(3 * 86_400), urgency: 'normal' });
    expect((await openPush(browser, push!)).payload).toMatchObject({
      title: 'Pagamento aprovado',
      url: `/checkout/${lot.id}`,
      type: 'payment_approved',
    });
  });

  it("a digest notice's e-mail and push lead to the dashboard's 'Alertas' tab", async () => {
    const { member, browser } = await memberWithBrowser();
    await deliver(member.id, { type: 'search_alert', lotId: null, amountCents: undefined, alert: { digest: ['OptiPlex 7090'], more: 0 } });
    const [push] = await eventually(
      () => receivedBy(browser.box),
      (r) => r.length > 0,
    );
    expect((await openPush(browser, push!)).payload).toMatchObject({ url: '/dashboard?aba=alertas', type: 'search_alert' });
    const mail = await env.DB.prepare('select text_body from mail_outbox where to_email = ? and kind = ?')
      .bind(member.email, 'notification:search_alert')
      .first<{ text_body: string }>();
    expect(mail!.text_body.split('\n').at(-1)).toBe('/dashboard?aba=alertas');
  });

  it('a member outbid on a real lot while the tab is closed gets the push from the lot room', async () => {
    const [{ member: ana, browser }, beto] = await Promise.all([memberWithBrowser(), insertedMember()]);
    const lot = await insertLot({ title: 'HP EliteBook 840', startPriceCents: 100_000 });
    const bid = (who: { token: string }, amount: number) =>
      call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: who.token, body: { amount } });
    expect((await bid(ana, 1010)).status).toBe(201);
    expect((await bid(beto, 1100)).status).toBe(201);
    const [push] = await eventually(
      () => receivedBy(browser.box),
      (r) => r.length > 0,
    );
    expect((await openPush(browser, push!)).payload).toMatchObject({
      title: 'Seu lance foi superado',
      body: 'Alguém ofereceu R$ 1.100,00 em "HP EliteBook 840".',
      url: `/lotes/${lot.id}`,
    });
  });

  it('pushes a retried delivery (same key) once', async () => {
    const { member, browser } = await memberWithBrowser();
    const notice = { lotId: (await insertLot()).id, key: `push-retried-${++keySeq}` };
    await deliver(member.id, notice);
    await deliver(member.id, notice);
    await eventually(
      () => receivedBy(browser.box),
      (r) => r.length > 0,
    );
    await sleep(300);
    expect(await receivedBy(browser.box)).toHaveLength(1);
  });

  it('enqueues a notice for a browser once, however often it is enqueued (the outbox key)', async () => {
    const member = await insertedMember();
    const notice: LiveNotification = {
      id: 987_654,
      type: 'bid_outbid',
      title: 'Seu lance foi superado',
      message: '…',
      timestamp: new Date().toISOString(),
      auction_id: 12,
      read: false,
    };
    const target = { id: 4321, endpoint: `${TEST_PUSH_ORIGIN}/push/${crypto.randomUUID()}`, p256dh: 'x', auth: 'y' };
    const queued = await runInDurableObject(userInboxStub(member.id), (_inbox, state) => {
      const outbox = new PushOutbox(state.storage, () => null);
      return [
        outbox.enqueue([{ notification: notice, until: null }], [target], Date.now()),
        outbox.enqueue([{ notification: notice, until: null }], [target], Date.now()),
        outbox.pending(),
      ];
    });
    expect(queued).toEqual([1, 0, 1]);
  });

  it('pushes to every browser of the member', async () => {
    const { member, browser } = await memberWithBrowser();
    const second = await subscribedBrowser(member);
    await deliver(member.id);
    await eventually(
      () => receivedBy(second.box),
      (r) => r.length === 1,
    );
    await eventually(
      () => receivedBy(browser.box),
      (r) => r.length === 1,
    );
  });
});

describe('the member’s settings decide what is pushed; e-mail follows its own switch', () => {
  it('pushes nothing with push notifications off, and still queues the e-mail', async () => {
    const { member, browser } = await memberWithBrowser();
    await settings(member, { push_notifications: false });
    expect(await deliver(member.id, { type: 'auction_won', lotId: (await insertLot()).id })).toMatchObject({ stored: true, emailed: true });
    await sleep(300);
    expect(await receivedBy(browser.box)).toEqual([]);
    expect(await pendingPushes(member.id)).toBe(0);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('pushes nothing of a type the member turned off', async () => {
    const { member, browser } = await memberWithBrowser();
    await settings(member, { bid_outbid: false });
    await deliver(member.id);
    await deliver(member.id, { type: 'auction_lost', lotId: (await insertLot()).id });
    const pushes = await eventually(
      () => receivedBy(browser.box),
      (r) => r.length > 0,
    );
    await sleep(200);
    expect(pushes).toHaveLength(1);
    expect((await openPush(browser, pushes[0]!)).payload.type).toBe('auction_lost');
  });

  it('pushes nothing during quiet hours in São Paulo time, and the e-mail still goes', async () => {
    const { member, browser } = await memberWithBrowser();
    await settings(member, { quiet_hours_start: saoPauloClock(-60), quiet_hours_end: saoPauloClock(60) });
    expect(await deliver(member.id, { type: 'item_ready', lotId: (await insertLot()).id })).toMatchObject({ stored: true, emailed: true });
    await sleep(300);
    expect(await receivedBy(browser.box)).toEqual([]);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });
});

describe('what the push service answers', () => {
  it('a burst of notices is pushed six at a time, each once and under its own RFC 8030 topic', async () => {
    const { member, browser } = await memberWithBrowser();
    const lot = await insertLot({ title: 'OptiPlex 7090' });
    await scriptAnswers(
      browser.box,
      Array.from({ length: 20 }, () => ({ status: 201, delay_ms: 150 })),
    );
    await userInboxStub(member.id).deliverMany(
      Array.from({ length: 20 }, () => ({
        userId: member.id,
        type: 'bid_outbid' as const,
        lotId: lot.id,
        amountCents: 125_000,
        key: `push-burst-${++keySeq}`,
      })),
    );
    const pushes = await eventually(
      () => receivedBy(browser.box),
      (r) => r.length >= 20,
    );
    await sleep(400);
    expect(await receivedBy(browser.box)).toHaveLength(20);
    expect(await mostInFlight(browser.box)).toBeLessThanOrEqual(6);
    const topics = pushes.map((push) => push.headers.topic);
    expect(new Set(topics).size).toBe(20);
    for (const topic of topics) expect(topic).toMatch(/^notice-\d+$/);
    expect(await pendingPushes(member.id)).toBe(0);
  });

  it('410 Gone: the subscription is removed, and the next notice is not pushed to it', async () => {
    const { member, browser } = await memberWithBrowser();
    await scriptAnswers(browser.box, [{ status: 410 }]);
    await deliver(member.id);
    await eventually(
      () => subscriptionCount(member.id),
      (n) => n === 0,
    );
    expect(await pendingPushes(member.id)).toBe(0);
    await deliver(member.id);
    await sleep(300);
    expect(await receivedBy(browser.box)).toHaveLength(1);
  });

  it("429 with Retry-After: the push waits in the outbox and the inbox's alarm sends it again", async () => {
    const { member, browser } = await memberWithBrowser();
    await scriptAnswers(browser.box, [{ status: 429, retry_after: '1' }]);
    await deliver(member.id);
    await eventually(
      () => receivedBy(browser.box),
      (r) => r.length === 1,
    );
    await eventually(
      () => pendingPushes(member.id),
      (n) => n === 1,
    );
    const alarm = await runInDurableObject(userInboxStub(member.id), (_inbox, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    await sleep(1_100);
    await runDurableObjectAlarm(userInboxStub(member.id));
    const pushes = await eventually(
      () => receivedBy(browser.box),
      (r) => r.length === 2,
    );
    expect(await pendingPushes(member.id)).toBe(0);
    expect((await openPush(browser, pushes[1]!)).payload.title).toBe('Seu lance foi superado');
    expect(await subscriptionCount(member.id)).toBe(1);
  });

  it('503 backs off too; another 4xx drops the push and keeps the subscription', async () => {
    const { member, browser } = await memberWithBrowser();
    await scriptAnswers(browser.box, [{ status: 400 }]);
    await deliver(member.id);
    await eventually(
      () => receivedBy(browser.box),
      (r) => r.length === 1,
    );
    expect(
      await eventually(
        () => pendingPushes(member.id),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await subscriptionCount(member.id)).toBe(1);
    await scriptAnswers(browser.box, [{ status: 503 }]);
    await deliver(member.id);
    await eventually(
      () => receivedBy(browser.box),
      (r) => r.length === 2,
    );
    expect(
      await eventually(
        () => pendingPushes(member.id),
        (n) => n === 1,
      ),
    ).toBe(1);
  });
});
