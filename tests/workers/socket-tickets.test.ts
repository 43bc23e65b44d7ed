/**
 * Socket tickets (decision 0029): `POST /api/auth/socket-ticket` and every signed-in page give one; it opens
 * the lot socket, the bell and (for an administrator) the dashboard as a subprotocol, `ticket.<t>`, with no
 * session read at the upgrade; an expired, tampered or foreign one is refused with 401 and opens nothing; a
 * revoked session's ticket still watches until its objects check it, but never bids.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSocketMessage } from '~/schemas/admin-pulse';
import type { BidResultMessage, InboxSocketMessage, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { issueSocketTicket, SOCKET_TICKET_TTL_SECONDS } from '~/server/auth/socket-ticket.server';
import { sha256Hex } from '~/server/auth/tokens.server';
import { call, eventually, get, insertLot, openTestSocket, signedInUser, sleep, type Member } from './fixtures';
import { lotRoomStub, userInboxStub } from './objects';

vi.setConfig({ testTimeout: 60_000 });

const TICKET_REFUSED = {
  error: 'O ticket da conexão ao vivo é inválido ou expirou. Peça um novo em POST /api/auth/socket-ticket e conecte de novo.',
};
const NOT_SIGNED_IN = { status: 401, body: { error: 'Faça login para continuar.' } };
const withTicket = (ticket: string) => ({ 'Sec-WebSocket-Protocol': `arremate, ticket.${ticket}` });
const hasPrices = (m: LotSocketMessage) => m.type === 'auction_update' && 'current_price' in m.data;

let keySeq = 0;
const newKey = () => `ticket-bid-${Date.now()}-${++keySeq}`;

/** A ticket from the endpoint, as an API client (bearer) or a page (cookie) asks for it. */
async function ticketFor(who: { token?: string; cookie?: string }): Promise<string> {
  const answer = await call('/api/auth/socket-ticket', { method: 'POST', ...who });
  expect(answer.status).toBe(200);
  return answer.json.data.ticket as string;
}

/** The lot socket opened with a ticket alone (no cookie), once its first state has arrived. */
async function ticketedLotSocket(lotId: number, ticket: string) {
  const socket = await openTestSocket<LotSocketMessage>(`/api/auctions/${lotId}/live`, undefined, withTicket(ticket));
  expect(socket.status).toBe(101);
  expect(socket.response.headers.get('Sec-WebSocket-Protocol')).toBe('arremate');
  await socket.waitFor((m) => m.type === 'auction_update');
  return socket;
}

async function bidOn(socket: Awaited<ReturnType<typeof ticketedLotSocket>>, amount: number): Promise<BidResultMessage> {
  const key = newKey();
  const from = socket.messages.length;
  socket.send({ type: 'bid', amount, key });
  return (await socket.waitFor((m) => m.type === 'bid_result' && m.key === key, 5_000, from)) as BidResultMessage;
}

const sessionIdOf = (token: string) => sha256Hex(token);
const cookieToken = (member: Member) => member.cookie.slice(member.cookie.indexOf('=') + 1);
const roomSockets = (lotId: number) => runInDurableObject(lotRoomStub(lotId), (_room, state) => state.getWebSockets().length);

describe('POST /api/auth/socket-ticket', () => {
  it('refuses a visitor with 401', async () => {
    const answer = await call('/api/auth/socket-ticket', { method: 'POST' });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(NOT_SIGNED_IN.body);
  });

  it('answers a bearer client a 5-minute ticket, private and not stored', async () => {
    const ana = await signedInUser({ approved: true });
    const before = Date.now();
    const answer = await call('/api/auth/socket-ticket', { method: 'POST', token: ana.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json.data.ticket).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(answer.json.data.expires_in).toBe(SOCKET_TICKET_TTL_SECONDS);
    const expiresAt = Date.parse(answer.json.data.expires_at as string);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + SOCKET_TICKET_TTL_SECONDS * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SOCKET_TICKET_TTL_SECONDS * 1000);
  });
});

describe('a ticket opens the live sockets', () => {
  it("the lot socket, with a member's prices, and a bid on it is decided (201)", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await ticketedLotSocket(lot.id, await ticketFor({ token: ana.token }));
    await socket.waitFor(hasPrices);
    expect((await bidOn(socket, 1010)).status).toBe(201);
    socket.close();
  });

  it('the bell, with the unread count, for a ticket a page asked for with its cookie', async () => {
    const ana = await signedInUser({ approved: true });
    const bell = await openTestSocket<InboxSocketMessage>(
      '/api/notifications/live',
      undefined,
      withTicket(await ticketFor({ cookie: ana.cookie })),
    );
    expect(bell.status).toBe(101);
    expect(await bell.waitFor((m) => m.type === 'unread')).toMatchObject({ type: 'unread', unread: 0 });
    bell.close();
  });

  it("the administrators' dashboard for an administrator; a member's ticket there gets 403 and nothing opens", async () => {
    const [admin, member] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
    const dashboard = await openTestSocket<AdminSocketMessage>(
      '/api/admin/live',
      undefined,
      withTicket(await ticketFor({ token: admin.token })),
    );
    expect(dashboard.status).toBe(101);
    await dashboard.waitFor((m) => m.type === 'admin_snapshot');
    dashboard.close();

    const refused = await openTestSocket('/api/admin/live', undefined, withTicket(await ticketFor({ token: member.token })));
    expect(refused.status).toBe(403);
    expect(refused.response.webSocket).toBeNull();
    expect(await refused.response.json()).toEqual({ error: 'Você precisa ser administrador para acessar esta página.' });
  });

  it("an administrator's ticket whose session ended opens no dashboard (401): the dashboard reads its holder in D1", async () => {
    const admin = await signedInUser({ admin: true });
    const ticket = await ticketFor({ token: admin.token });
    expect((await call('/api/auth/logout', { method: 'POST', token: admin.token })).status).toBe(200);
    const refused = await openTestSocket('/api/admin/live', undefined, withTicket(ticket));
    expect(refused.status).toBe(401);
    expect(await refused.response.json()).toEqual({ error: 'Faça login para receber notificações.' });
  });

  it('a ticket signed with the previous key still opens a socket during a rotation', async () => {
    const ana = await signedInUser({ approved: true });
    const { ticket } = await issueSocketTicket(env.SOCKET_TICKET_KEY_PREVIOUS!, {
      userId: ana.id,
      session: { id: await sessionIdOf(ana.token), kind: 'bearer' },
    });
    const bell = await openTestSocket<InboxSocketMessage>('/api/notifications/live', undefined, withTicket(ticket));
    expect(bell.status).toBe(101);
    bell.close();
  });
});

describe('a bad ticket opens nothing', () => {
  it('expired, tampered or signed with another key: 401 with the message, on every socket, and no room socket', async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const holder = { userId: ana.id, session: { id: await sessionIdOf(ana.token), kind: 'bearer' as const } };
    const expired = (await issueSocketTicket(env.SOCKET_TICKET_KEY!, holder, Date.now() - (SOCKET_TICKET_TTL_SECONDS + 1) * 1000)).ticket;
    const foreign = (await issueSocketTicket('a-key-that-is-not-this-houses-key-at-all', holder)).ticket;
    const good = await ticketFor({ token: ana.token });
    const [version, payload, signature] = good.split('.');
    const otherUser = btoa(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')).replace(`"u":${ana.id}`, `"u":${ana.id + 1}`))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const tamperedPayload = `${version}.${otherUser}.${signature}`;
    const tamperedSignature = `${version}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;

    for (const ticket of [expired, foreign, tamperedPayload, tamperedSignature, 'garbage']) {
      for (const path of [`/api/auctions/${lot.id}/live`, '/api/notifications/live', '/api/admin/live']) {
        const refused = await openTestSocket(path, undefined, withTicket(ticket));
        expect(refused.status, `${path} ${ticket}`).toBe(401);
        expect(refused.response.webSocket).toBeNull();
        expect(await refused.response.json()).toEqual(TICKET_REFUSED);
      }
    }
    expect(await roomSockets(lot.id)).toBe(0);
  });

  it('is not taken with a cookie beside it either: a bad ticket is refused, not passed over', async () => {
    const ana = await signedInUser({ approved: true });
    const refused = await openTestSocket('/api/notifications/live', ana.cookie, withTicket('v1.bad.ticket'));
    expect(refused.status).toBe(401);
    expect(await refused.response.json()).toEqual(TICKET_REFUSED);
  });

  it('a ticket in the URL is refused with 400 and a message saying where it goes', async () => {
    const ana = await signedInUser({ approved: true });
    const ticket = await ticketFor({ token: ana.token });
    const refused = await openTestSocket(`/api/notifications/live?ticket=${ticket}`);
    expect(refused.status).toBe(400);
    expect(await refused.response.json()).toEqual({
      error: 'Não envie o ticket na URL. Use o cabeçalho Sec-WebSocket-Protocol com "arremate" e "ticket.<ticket>".',
    });
  });
});

describe('a ticket is not a session', () => {
  it("a revoked session's ticket still watches with prices, but its bid is refused (401), closes the socket (4001) and changes nothing", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const ticket = await ticketFor({ token: ana.token });
    expect((await call('/api/auth/logout', { method: 'POST', token: ana.token })).status).toBe(200);

    const socket = await ticketedLotSocket(lot.id, ticket);
    await socket.waitFor(hasPrices);
    expect(await bidOn(socket, 1010)).toMatchObject(NOT_SIGNED_IN);
    expect((await socket.waitForClose()).code).toBe(LIVE_CLOSE.bidWithoutSession);
    const state = await call(`/api/auctions/${lot.id}`, { cookie: (await signedInUser({ approved: true })).cookie });
    expect(state.json.data).toMatchObject({ current_price: 1000, bid_count: 0 });
  });

  it('the upgrade reads no session: a ticket whose session row is gone opens the socket as a member, where the same cookie opens a visitor', async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const ticket = await ticketFor({ cookie: ana.cookie });
    await env.DB.prepare('delete from sessions where id = ?')
      .bind(await sessionIdOf(cookieToken(ana)))
      .run();

    const byTicket = await ticketedLotSocket(lot.id, ticket);
    await byTicket.waitFor(hasPrices);
    const byCookie = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, ana.cookie);
    expect(byCookie.status).toBe(101);
    const first = await byCookie.waitFor((m) => m.type === 'auction_update');
    expect('current_price' in (first.type === 'auction_update' ? first.data : {})).toBe(false);

    expect(await bidOn(byTicket, 1010)).toMatchObject(NOT_SIGNED_IN);
    expect((await byTicket.waitForClose()).code).toBe(LIVE_CLOSE.bidWithoutSession);
    byCookie.close();
  });

  it("the inbox checks a ticketed bell's session by the ticket's expiry: a session ended behind its back closes it (1008)", async () => {
    const ana = await signedInUser({ approved: true });
    const answer = await call('/api/auth/socket-ticket', { method: 'POST', token: ana.token });
    const expiresAt = Date.parse(answer.json.data.expires_at as string);
    const bell = await openTestSocket<InboxSocketMessage>(
      '/api/notifications/live',
      undefined,
      withTicket(answer.json.data.ticket as string),
    );
    expect(bell.status).toBe(101);
    await bell.waitFor((m) => m.type === 'unread');
    const alarm = await runInDurableObject(userInboxStub(ana.id), (_inbox, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm!).toBeLessThanOrEqual(expiresAt);

    // Revoked in D1 without telling the sockets (as a ticket issued before a logout would meet it).
    await env.DB.prepare('update sessions set revoked_at = ? where id = ?')
      .bind(new Date().toISOString(), await sessionIdOf(ana.token))
      .run();
    await sleep(50);
    expect(bell.isOpen()).toBe(true);
    expect(await runDurableObjectAlarm(userInboxStub(ana.id))).toBe(true);
    expect((await bell.waitForClose()).code).toBe(1008);
  });

  it("a ticketed lot socket is remembered by the user's inbox (after the 101): a logout strips it back to a visitor's", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await ticketedLotSocket(lot.id, await ticketFor({ token: ana.token }));
    await socket.waitFor(hasPrices);
    await eventually(
      () => runInDurableObject(userInboxStub(ana.id), (_inbox, state) => state.storage.getAlarm()),
      (alarm) => alarm !== null,
    );
    const from = socket.messages.length;
    expect((await call('/api/auth/logout', { method: 'POST', token: ana.token })).status).toBe(200);
    await socket.waitFor((m) => m.type === 'auction_update' && !('current_price' in m.data), 5_000, from);
    expect(socket.isOpen()).toBe(true);
    socket.close();
  });
});

describe('a signed-in page carries its ticket', () => {
  it('in its data, private and not stored, and the ticket opens the bell; a visitor’s page has none', async () => {
    const ana = await signedInUser({ approved: true });
    const html = await get('/', { headers: { Cookie: ana.cookie } });
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('private, no-store');
    const body = await html.text();
    const ticket = /v1\.[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/.exec(body)?.[0];
    expect(ticket).toBeDefined();
    const bell = await openTestSocket<InboxSocketMessage>('/api/notifications/live', undefined, withTicket(ticket!));
    expect(bell.status).toBe(101);
    bell.close();

    const visitor = await get('/');
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toMatch(/v1\.[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/);
  });
});
