/**
 * Socket tickets (decisions 0029, 0036): `POST /api/auth/socket-ticket` and every signed-in page give one; it
 * opens the lot socket, the bell and (for an administrator) the dashboard with no session read at the upgrade.
 * An API client gets it in the body and offers it as a subprotocol, `ticket.<t>`; a page gets it only in
 * HttpOnly cookies scoped to the socket paths, never in its HTML or data. An expired, tampered or foreign
 * subprotocol ticket is refused with 401 and opens nothing; a revoked session's ticket still watches until
 * its objects check it, but never bids.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSocketMessage } from '~/schemas/admin-pulse';
import type { BidResultMessage, InboxSocketMessage, LotSocketMessage } from '~/schemas/live';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { issueSocketTicket, SOCKET_TICKET_COOKIE_PATHS, SOCKET_TICKET_TTL_SECONDS } from '~/server/auth/socket-ticket.server';
import { sha256Hex } from '~/server/auth/tokens.server';
import { LIVE_SOCKET_PATHS } from '../../workers/live-sockets';
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

/** A ticket from the endpoint, as an API client (bearer) asks for it. */
async function ticketFor(who: { token: string }): Promise<string> {
  const answer = await call('/api/auth/socket-ticket', { method: 'POST', ...who });
  expect(answer.status).toBe(200);
  return answer.json.data.ticket as string;
}

const TICKET_COOKIE = 'arremate_ticket';
const TICKET_PATTERN = /v1\.[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/;
const ticketCookiesOf = (res: { headers: Headers }) => res.headers.getSetCookie().filter((c) => c.startsWith(`${TICKET_COOKIE}=`));
const pathOf = (setCookie: string) => /; Path=([^;]+)/.exec(setCookie)?.[1];

/** The ticket a signed-in page's response put in its cookies, as the browser sends it back: `arremate_ticket=<t>`. */
async function pageTicketCookie(member: Member): Promise<string> {
  const page = await get('/', { headers: { Cookie: member.cookie } });
  expect(page.status).toBe(200);
  const set = ticketCookiesOf(page)[0];
  expect(set).toBeDefined();
  return set!.slice(0, set!.indexOf(';'));
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

  it('the bell, with the unread count, for the ticket cookie a page got', async () => {
    const ana = await signedInUser({ approved: true });
    const bell = await openTestSocket<InboxSocketMessage>('/api/notifications/live', await pageTicketCookie(ana));
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
    const ticket = await ticketFor({ token: ana.token });
    await env.DB.prepare('delete from sessions where id in (?, ?)')
      .bind(await sessionIdOf(cookieToken(ana)), await sessionIdOf(ana.token))
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

describe("a signed-in page's ticket is in its cookies, never in what its scripts read", () => {
  it("a signed-in page's HTML and data hold no socket ticket, only when it expires", async () => {
    const ana = await signedInUser({ approved: true });
    const html = await get('/', { headers: { Cookie: ana.cookie } });
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('private, no-store');
    const body = await html.text();
    expect(body).not.toMatch(TICKET_PATTERN);
    expect(body).toContain('expires_in');

    const data = await call('/_root.data?_routes=root', { cookie: ana.cookie });
    expect(data.status).toBe(200);
    expect(data.text).not.toMatch(TICKET_PATTERN);
    expect(data.text).toContain('expires_in');
  });

  it('the ticket cookies are HttpOnly, SameSite=Strict, scoped to the socket paths and live as long as the ticket', async () => {
    const [member, admin] = await Promise.all([signedInUser({ approved: true }), signedInUser({ admin: true })]);
    const memberCookies = ticketCookiesOf(await get('/', { headers: { Cookie: member.cookie } }));
    expect(memberCookies.map(pathOf)).toEqual(['/api/auctions/', '/api/notifications/live']);
    const adminCookies = ticketCookiesOf(await get('/', { headers: { Cookie: admin.cookie } }));
    expect(adminCookies.map(pathOf)).toEqual(['/api/auctions/', '/api/notifications/live', '/api/admin/live']);
    for (const cookie of [...memberCookies, ...adminCookies]) {
      expect(cookie).toMatch(TICKET_PATTERN);
      expect(cookie).toContain('; HttpOnly');
      expect(cookie).toContain('; SameSite=Strict');
      expect(cookie).toContain(`; Max-Age=${SOCKET_TICKET_TTL_SECONDS}`);
    }

    const visitor = await get('/');
    expect(visitor.status).toBe(200);
    expect(ticketCookiesOf(visitor)).toEqual([]);
    expect(await visitor.text()).not.toMatch(TICKET_PATTERN);
  });

  it('every live socket path is within exactly one ticket cookie path (RFC 6265 path-match), and no other API path but the lots', () => {
    const pathMatches = (path: string, cookiePath: string) =>
      path === cookiePath || (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'));
    const cookiePaths = Object.values(SOCKET_TICKET_COOKIE_PATHS);
    for (const socketPath of LIVE_SOCKET_PATHS) {
      const path = socketPath.replace('{id}', '123');
      expect(
        cookiePaths.filter((cookiePath) => pathMatches(path, cookiePath)),
        path,
      ).toHaveLength(1);
    }
    for (const other of ['/', '/lotes/123', '/api/auth/me', '/api/notifications', '/api/admin/lots', '/api/admin/lives']) {
      expect(
        cookiePaths.filter((cookiePath) => pathMatches(other, cookiePath)),
        other,
      ).toEqual([]);
    }
  });

  it('the lot socket opens with the ticket cookie alone, without a session read', async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const ticketCookie = await pageTicketCookie(ana);
    // With the session row gone, only the ticket can make this socket a member's: nothing was read for it.
    await env.DB.prepare('delete from sessions where id = ?')
      .bind(await sessionIdOf(cookieToken(ana)))
      .run();

    const socket = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, ticketCookie);
    expect(socket.status).toBe(101);
    await socket.waitFor(hasPrices);
    const withSession = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, `${ticketCookie}; ${ana.cookie}`);
    expect(withSession.status).toBe(101);
    await withSession.waitFor(hasPrices);
    socket.close();
    withSession.close();
  });

  it("a ticket cookie on another origin's upgrade is not honoured: that lot socket is a visitor's", async () => {
    const ana = await signedInUser({ approved: true });
    const lot = await insertLot({ startPriceCents: 100_000 });
    const socket = await openTestSocket<LotSocketMessage>(`/api/auctions/${lot.id}/live`, await pageTicketCookie(ana), {
      Origin: 'https://outro-site.example',
    });
    expect(socket.status).toBe(101);
    const first = await socket.waitFor((m) => m.type === 'auction_update');
    expect('current_price' in (first.type === 'auction_update' ? first.data : {})).toBe(false);
    socket.close();
  });

  it('a stale or forged ticket cookie is passed over for the session cookie', async () => {
    const ana = await signedInUser({ approved: true });
    const bell = await openTestSocket<InboxSocketMessage>('/api/notifications/live', `${TICKET_COOKIE}=v1.bad.ticket; ${ana.cookie}`);
    expect(bell.status).toBe(101);
    await bell.waitFor((m) => m.type === 'unread');
    bell.close();
    const alone = await openTestSocket('/api/notifications/live', `${TICKET_COOKIE}=v1.bad.ticket`);
    expect(alone.status).toBe(401);
  });

  it("a page's POST /api/auth/socket-ticket renews the cookies and answers only the expiry; a bearer client's gets the ticket and no cookie", async () => {
    const ana = await signedInUser({ approved: true });
    const page = await call('/api/auth/socket-ticket', { method: 'POST', cookie: ana.cookie });
    expect(page.status).toBe(200);
    expect(page.json.data).toEqual({ expires_at: expect.any(String), expires_in: SOCKET_TICKET_TTL_SECONDS });
    expect(page.text).not.toMatch(TICKET_PATTERN);
    const cookies = ticketCookiesOf(page);
    expect(cookies.map(pathOf)).toEqual(['/api/auctions/', '/api/notifications/live']);
    const bell = await openTestSocket('/api/notifications/live', cookies[1]!.slice(0, cookies[1]!.indexOf(';')));
    expect(bell.status).toBe(101);
    bell.close();

    const client = await call('/api/auth/socket-ticket', { method: 'POST', token: ana.token });
    expect(client.json.data.ticket).toMatch(TICKET_PATTERN);
    expect(ticketCookiesOf(client)).toEqual([]);
  });

  it('signing out clears every ticket cookie', async () => {
    const ana = await signedInUser({ approved: true });
    const out = await call('/api/auth/logout', { method: 'POST', cookie: ana.cookie });
    expect(out.status).toBe(200);
    const cleared = ticketCookiesOf(out);
    expect(cleared.map(pathOf)).toEqual(['/api/auctions/', '/api/notifications/live', '/api/admin/live']);
    for (const cookie of cleared) expect(cookie).toMatch(/^arremate_ticket=; .*Max-Age=0/);
  });
});
