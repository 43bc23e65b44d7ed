/**
 * An ended session reaches the sockets already open with it: logout, a password change or reset, erasure and
 * expiry turn the lot socket back into a visitor's (it keeps watching; a bid from it gets 401 and closes it) and close the
 * bell and the administrators' dashboard (1008); a demotion closes the dashboard. Also: at most ten bell
 * sockets per member, presence reported once a burst settles, and no bearer token in a socket's URL.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSocketMessage } from '~/schemas/admin-pulse';
import type { BidResultMessage, InboxSocketMessage, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { attach, attachmentOf } from '../../workers/durable/object-sockets';
import type { UserInbox } from '../../workers/durable/user-inbox/user-inbox';
import { call, eventually, insertLot, mailsTo, openTestSocket, signedInUser, sleep, VALID_PASSWORD, type Member } from './fixtures';
import { adminPulseStub, lotRoomStub, userInboxStub } from './objects';

vi.setConfig({ testTimeout: 60_000 });

const NOT_SIGNED_IN = { status: 401, body: { error: 'Faça login para continuar.' } };
const protocolBearer = (token: string) => ({ 'Sec-WebSocket-Protocol': `arremate, bearer.${token}` });

let keySeq = 0;
const newKey = () => `revoked-${Date.now()}-${++keySeq}`;

const hasPrices = (m: LotSocketMessage) => m.type === 'auction_update' && 'current_price' in m.data;
const isVisitorUpdate = (m: LotSocketMessage) => m.type === 'auction_update' && !('current_price' in m.data);

async function lotSocket(lotId: number, who: { cookie?: string; token?: string }) {
  const socket = await openTestSocket<LotSocketMessage>(
    `/api/auctions/${lotId}/live`,
    who.cookie,
    who.token ? protocolBearer(who.token) : {},
  );
  expect(socket.status).toBe(101);
  await socket.waitFor(hasPrices);
  return socket;
}
type LotSocket = Awaited<ReturnType<typeof lotSocket>>;

async function bellSocket(who: { cookie?: string; token?: string }) {
  const socket = await openTestSocket<InboxSocketMessage>(
    '/api/notifications/live',
    who.cookie,
    who.token ? protocolBearer(who.token) : {},
  );
  expect(socket.status).toBe(101);
  await socket.waitFor((m) => m.type === 'unread');
  return socket;
}

async function adminSocket(admin: Member) {
  const socket = await openTestSocket<AdminSocketMessage>('/api/admin/live', admin.cookie);
  expect(socket.status).toBe(101);
  await socket.waitFor((m) => m.type === 'admin_snapshot');
  return socket;
}

async function bidOn(socket: LotSocket, amount: number): Promise<BidResultMessage> {
  const key = newKey();
  const from = socket.messages.length;
  socket.send({ type: 'bid', amount, key });
  return (await socket.waitFor((m) => m.type === 'bid_result' && m.key === key, 5_000, from)) as BidResultMessage;
}

/**
 * The lot socket was stripped: it was sent the lot as a visitor sees it, the next update reaches it without
 * prices, and a bid from it is refused (401), changes nothing and closes it (4001: a bid without a session).
 */
async function expectStripped(socket: LotSocket, from: number, lotId: number, someoneElse: Member) {
  await socket.waitFor(isVisitorUpdate, 5_000, from);
  expect(socket.isOpen()).toBe(true);
  const before = socket.messages.length;
  const bid = await call(`/api/auctions/${lotId}/bid`, { method: 'POST', token: someoneElse.token, body: { amount: 1010 } });
  expect(bid.status).toBe(201);
  await socket.waitFor((m) => m.type === 'auction_update' && m.seq === 1, 5_000, before);
  expect(socket.messages.slice(from).filter(hasPrices)).toEqual([]);
  expect(await bidOn(socket, 1020)).toMatchObject(NOT_SIGNED_IN);
  expect((await socket.waitForClose()).code).toBe(LIVE_CLOSE.bidWithoutSession);
  const state = await call(`/api/auctions/${lotId}`, { token: someoneElse.token });
  expect(state.json.data).toMatchObject({ current_price: 1010, bid_count: 1 });
}

const signedInWatcher = () => signedInUser({ approved: true });

describe('an ended session reaches its open sockets', () => {
  it("at logout: the lot socket goes on as a visitor's (next bid 401), the bell closes with 1008", async () => {
    const [ana, beto] = await Promise.all([signedInWatcher(), signedInWatcher()]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [watching, bell] = await Promise.all([lotSocket(lot.id, { cookie: ana.cookie }), bellSocket({ cookie: ana.cookie })]);
    const from = watching.messages.length;

    expect((await call('/api/auth/logout', { method: 'POST', cookie: ana.cookie })).status).toBe(200);

    expect((await bell.waitForClose()).code).toBe(1008);
    await expectStripped(watching, from, lot.id, beto);
    watching.close();
  });

  it('at logout: a lot socket is stripped however many lots the session watched after it (not only the last 50)', async () => {
    const [ana, beto] = await Promise.all([signedInWatcher(), signedInWatcher()]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const watching = await lotSocket(lot.id, { cookie: ana.cookie });
    // Sixty more lot sockets opened after it, as the Worker reports each upgrade to the inbox.
    const inbox = userInboxStub(ana.id);
    for (let i = 1; i <= 60; i++) await inbox.watching(900_000_000 + i);
    const from = watching.messages.length;

    expect((await call('/api/auth/logout', { method: 'POST', cookie: ana.cookie })).status).toBe(200);

    await expectStripped(watching, from, lot.id, beto);
    watching.close();
  });

  it("at logout of a bearer session: its sockets opened with the token end, the cookie's live on", async () => {
    const [ana, beto] = await Promise.all([signedInWatcher(), signedInWatcher()]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [byToken, byCookie, bellByToken, bellByCookie] = await Promise.all([
      lotSocket(lot.id, { token: ana.token }),
      lotSocket(lot.id, { cookie: ana.cookie }),
      bellSocket({ token: ana.token }),
      bellSocket({ cookie: ana.cookie }),
    ]);
    const from = byToken.messages.length;

    expect((await call('/api/auth/logout', { method: 'POST', token: ana.token })).status).toBe(200);

    expect((await bellByToken.waitForClose()).code).toBe(1008);
    await expectStripped(byToken, from, lot.id, beto);
    expect(bellByCookie.isOpen()).toBe(true);
    expect((await bidOn(byCookie, 1020)).status).toBe(201);
    [byCookie, byToken, bellByCookie].forEach((s) => s.close());
  });

  it('at a password change: the other sessions\u2019 sockets are stripped and closed, the changing session keeps its own', async () => {
    const [ana, beto] = await Promise.all([signedInWatcher(), signedInWatcher()]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [byToken, bellByToken, bellByCookie] = await Promise.all([
      lotSocket(lot.id, { token: ana.token }),
      bellSocket({ token: ana.token }),
      bellSocket({ cookie: ana.cookie }),
    ]);
    const from = byToken.messages.length;

    const changed = await call('/api/auth/password', {
      method: 'PUT',
      cookie: ana.cookie,
      body: { current_password: VALID_PASSWORD, new_password: 'OutraSenha#2026' },
    });
    expect(changed.status).toBe(200);

    expect((await bellByToken.waitForClose()).code).toBe(1008);
    await expectStripped(byToken, from, lot.id, beto);
    expect(bellByCookie.isOpen()).toBe(true);
    byToken.close();
    bellByCookie.close();
  });

  it('at a password reset: every socket of the account is stripped or closed', async () => {
    const [ana, beto] = await Promise.all([signedInWatcher(), signedInWatcher()]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [watching, bell] = await Promise.all([lotSocket(lot.id, { cookie: ana.cookie }), bellSocket({ cookie: ana.cookie })]);
    const from = watching.messages.length;

    expect((await call('/api/auth/password-reset', { method: 'POST', body: { email: ana.email } })).status).toBe(200);
    // The link's e-mail is queued after the answer.
    const mails = await eventually(
      () => mailsTo(ana.email),
      (all) => all.some((m) => m.kind === 'password_reset'),
    );
    const mail = mails.find((m) => m.kind === 'password_reset')!;
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text_body)![1]!);
    const confirmed = await call('/api/auth/password-reset/confirm', {
      method: 'POST',
      body: { token, new_password: 'OutraSenha#2026', confirm_password: 'OutraSenha#2026' },
    });
    expect(confirmed.status).toBe(200);

    expect((await bell.waitForClose()).code).toBe(1008);
    await expectStripped(watching, from, lot.id, beto);
    watching.close();
  });

  it('at erasure: the lot socket is stripped and the bell closed; an erased administrator\u2019s dashboard closes', async () => {
    const [ana, beto, admin, otherAdmin] = await Promise.all([
      signedInWatcher(),
      signedInWatcher(),
      signedInUser({ admin: true }),
      signedInUser({ admin: true }),
    ]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [watching, bell, dashboard] = await Promise.all([
      lotSocket(lot.id, { cookie: ana.cookie }),
      bellSocket({ cookie: ana.cookie }),
      adminSocket(otherAdmin),
    ]);
    const from = watching.messages.length;

    expect((await call('/api/account', { method: 'DELETE', token: ana.token, body: { password: VALID_PASSWORD } })).status).toBe(200);
    expect((await call(`/api/admin/users/${otherAdmin.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);

    expect((await bell.waitForClose()).code).toBe(1008);
    expect((await dashboard.waitForClose()).code).toBe(1008);
    await expectStripped(watching, from, lot.id, beto);
    watching.close();
  });

  it("at logout and at demotion: the administrators' dashboard closes with 1008; a demoted one's bell stays", async () => {
    const [admin, leaving, demoted] = await Promise.all([
      signedInUser({ admin: true }),
      signedInUser({ admin: true }),
      signedInUser({ admin: true }),
    ]);
    const [leavingDashboard, demotedDashboard, demotedBell, adminDashboard] = await Promise.all([
      adminSocket(leaving),
      adminSocket(demoted),
      bellSocket({ cookie: demoted.cookie }),
      adminSocket(admin),
    ]);

    expect((await call('/api/auth/logout', { method: 'POST', cookie: leaving.cookie })).status).toBe(200);
    expect((await call(`/api/admin/users/${demoted.id}/demote`, { method: 'POST', token: admin.token })).status).toBe(200);

    expect((await leavingDashboard.waitForClose()).code).toBe(1008);
    expect((await demotedDashboard.waitForClose()).code).toBe(1008);
    await sleep(100);
    expect(demotedBell.isOpen()).toBe(true);
    expect(adminDashboard.isOpen()).toBe(true);
    demotedBell.close();
    adminDashboard.close();
  });

  it('when it expires: the next bid gets 401, changes nothing and the socket is closed (4001)', async () => {
    const ana = await signedInWatcher();
    const lot = await insertLot({ startPriceCents: 100_000 });
    const watching = await lotSocket(lot.id, { cookie: ana.cookie });
    await expireSessions(ana.id);
    expect(await bidOn(watching, 1010)).toMatchObject(NOT_SIGNED_IN);
    expect((await watching.waitForClose()).code).toBe(LIVE_CLOSE.bidWithoutSession);
    expect((await lotRoomStub(lot.id).snapshot())?.bid_count).toBe(0);
  });

  it("when it expires: the inbox's alarm closes the bell and strips the lot socket, AdminPulse's closes the dashboard", async () => {
    const [ana, beto, admin] = await Promise.all([signedInWatcher(), signedInWatcher(), signedInUser({ admin: true })]);
    const lot = await insertLot({ startPriceCents: 100_000 });
    const [watching, bell, dashboard] = await Promise.all([
      lotSocket(lot.id, { cookie: ana.cookie }),
      bellSocket({ cookie: ana.cookie }),
      adminSocket(admin),
    ]);
    const from = watching.messages.length;
    await Promise.all([expireSessions(ana.id), expireSessions(admin.id)]);

    expect(await runDurableObjectAlarm(userInboxStub(ana.id))).toBe(true);
    expect(await runDurableObjectAlarm(adminPulseStub())).toBe(true);

    expect((await bell.waitForClose()).code).toBe(1008);
    expect((await dashboard.waitForClose()).code).toBe(1008);
    await expectStripped(watching, from, lot.id, beto);
    watching.close();
  });
});

describe("the administrators' dashboard", () => {
  it("is closed by AdminPulse's alarm once its administrator has gone 30 minutes without a request", async () => {
    const [idle, busy] = await Promise.all([signedInUser({ admin: true }), signedInUser({ admin: true })]);
    const [idleDashboard, busyDashboard] = await Promise.all([adminSocket(idle), adminSocket(busy)]);
    await env.DB.prepare('update sessions set last_seen_at = ? where user_id = ?')
      .bind(new Date(Date.now() - 31 * 60_000).toISOString(), idle.id)
      .run();
    expect(await runDurableObjectAlarm(adminPulseStub())).toBe(true);
    expect((await idleDashboard.waitForClose()).code).toBe(1008);
    expect(busyDashboard.isOpen()).toBe(true);
    busyDashboard.close();
  });

  it("is pushed nothing while its check is overdue, and again once AdminPulse's alarm has checked it", async () => {
    const admin = await signedInUser({ admin: true });
    const dashboard = await adminSocket(admin);
    await runInDurableObject(adminPulseStub(), (_pulse, state) => {
      for (const ws of state.getWebSockets('admin')) attach(ws, { ...attachmentOf(ws), checkedUntil: 0 });
    });
    const isSignIn = (m: AdminSocketMessage) => m.type === 'admin_activity' && m.data.kind === 'sign_in';

    const overdue = dashboard.messages.length;
    await signedInUser();
    await dashboard.expectNone(isSignIn, 1_500, overdue);

    expect(await runDurableObjectAlarm(adminPulseStub())).toBe(true);
    const checked = dashboard.messages.length;
    await signedInUser();
    await dashboard.waitFor(isSignIn, 5_000, checked);
    expect(dashboard.isOpen()).toBe(true);
    dashboard.close();
  });
});

/** Every session of the user expired a second ago (idle), as if the holder had walked away. */
async function expireSessions(userId: number) {
  await env.DB.prepare('update sessions set idle_expires_at = ? where user_id = ?')
    .bind(new Date(Date.now() - 1_000).toISOString(), userId)
    .run();
}

describe('bell sockets', () => {
  it('are capped at ten per member: the eleventh is refused (429) with the message, and one closing makes room', async () => {
    const ana = await signedInWatcher();
    const open = await Promise.all(Array.from({ length: 10 }, () => bellSocket({ cookie: ana.cookie })));
    const eleventh = await openTestSocket('/api/notifications/live', ana.cookie);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.response.json()).toEqual({
      error: 'Há conexões de notificações demais abertas nesta conta. Feche outras abas e tente novamente.',
    });
    open[0]!.close();
    await sleep(100);
    const again = await bellSocket({ cookie: ana.cookie });
    [...open.slice(1), again].forEach((s) => s.close());
  });

  it('report presence to AdminPulse once a burst of opens and closes settles, not once per socket', async () => {
    const ana = await signedInWatcher();
    const reports: number[] = [];
    await runInDurableObject(userInboxStub(ana.id), (inbox: UserInbox) => {
      const bells = (inbox as unknown as { bells: { report: (userId: number, open: number) => Promise<void> } }).bells;
      const report = bells.report;
      bells.report = (userId, open) => {
        reports.push(open);
        return report(userId, open);
      };
    });
    const sockets = await Promise.all(Array.from({ length: 6 }, () => bellSocket({ cookie: ana.cookie })));
    sockets.slice(0, 2).forEach((s) => s.close());
    await sleep(1_500);
    expect(reports).toEqual([4]);
    sockets.slice(2).forEach((s) => s.close());
    await sleep(1_500);
    expect(reports).toEqual([4, 0]);
  });
});

describe('a bearer token on a socket', () => {
  it('is refused in the URL (400, with the way to send it), and no socket opens', async () => {
    const ana = await signedInWatcher();
    const lot = await insertLot({ startPriceCents: 100_000 });
    for (const path of [`/api/auctions/${lot.id}/live?token=${ana.token}`, `/api/notifications/live?access_token=${ana.token}`]) {
      const refused = await openTestSocket(path);
      expect(refused.status).toBe(400);
      expect(refused.response.webSocket).toBeNull();
      expect(await refused.response.json()).toEqual({
        error: 'Não envie o token de acesso na URL. Use o cabeçalho Sec-WebSocket-Protocol com "arremate" e "bearer.<token>".',
      });
    }
  });

  it("is accepted in Sec-WebSocket-Protocol: a member's socket, with 'arremate' selected", async () => {
    const ana = await signedInWatcher();
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await lotSocket(lot.id, { token: ana.token });
    expect(socket.response.headers.get('Sec-WebSocket-Protocol')).toBe('arremate');
    expect((await bidOn(socket, 1010)).status).toBe(201);
    const wrong = await openTestSocket('/api/notifications/live', undefined, protocolBearer('not-a-token'));
    expect(wrong.status).toBe(401);
    socket.close();
  });
});
