/**
 * The integration tests' shared setup: test data written straight into the real local D1 and R2 of the test
 * runtime, and calls through the real Worker.
 */
import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LotStatus } from '~/domain/lot-status';
import { normalizeSearchText } from '~/domain/search-text';
import type { BidResultMessage, LotSocketMessage } from '~/schemas/live';
import { hashPassword } from '~/server/auth/password.server';
import { sessionCookieName } from '~/server/auth/request-auth.server';
import { createSession } from '~/server/auth/sessions.server';
import { issueApiTokens } from '~/server/auth/sign-in.server';
import { sha256Hex } from '~/server/auth/tokens.server';
import { createDb } from '~/server/db/client.server';
import { bids, lotImages, lots, passkeys, users } from '~/server/db/schema';

export const db = createDb(env.DB);

const iso = (ms: number) => new Date(ms).toISOString();
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let userSeq = 0;
export async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  userSeq++;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${userSeq}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      name: `Usuário ${userSeq}`,
      passwordHash: '$scrypt$ln=14,r=8,p=5$AAAA$AAAA',
      accountType: 'PF',
      isApproved: true,
      ...overrides,
    })
    .returning();
  return user!;
}

export interface LotFixture {
  title?: string;
  description?: string;
  category?: string;
  status?: LotStatus;
  startPriceCents?: number;
  currentPriceCents?: number;
  startsAt?: number | null;
  endsAt?: number | null;
  createdAt?: number;
  images?: string[];
  topBidUserId?: number;
  bidCount?: number;
  winnerUserId?: number;
  finalPriceCents?: number;
  reservePriceCents?: number | null;
  /** prorrogação's window (default 3, as a lot made in the back office) */
  extensionMinutes?: number;
}

export async function insertLot(f: LotFixture = {}) {
  const now = Date.now();
  const title = f.title ?? 'Notebook de teste';
  const description = f.description ?? 'Descrição do lote de teste.';
  const [lot] = await db
    .insert(lots)
    .values({
      title,
      description,
      searchText: normalizeSearchText(`${title} ${description}`),
      category: f.category ?? 'Notebooks',
      status: f.status ?? 'active',
      startPriceCents: f.startPriceCents ?? 100_000,
      currentPriceCents: f.currentPriceCents ?? f.startPriceCents ?? 100_000,
      topBidUserId: f.topBidUserId ?? null,
      bidCount: f.bidCount ?? 0,
      winnerUserId: f.winnerUserId ?? null,
      finalPriceCents: f.finalPriceCents ?? null,
      reservePriceCents: f.reservePriceCents ?? null,
      extensionMinutes: f.extensionMinutes ?? 3,
      startsAt: f.startsAt === null ? null : iso(f.startsAt ?? now - DAY),
      endsAt: f.endsAt === null ? null : iso(f.endsAt ?? now + DAY),
      createdAt: iso(f.createdAt ?? now - 2 * DAY),
    })
    .returning();
  if (f.images?.length) {
    await db.insert(lotImages).values(f.images.map((url, position) => ({ lotId: lot!.id, position, url })));
  }
  return lot!;
}

export async function insertBid(lotId: number, userId: number, seq: number, amountCents: number) {
  await db.insert(bids).values({ lotId, userId, seq, amountCents, createdAt: new Date().toISOString() });
}

/** A request through the real Worker (Hono / Remix / R2 routing). */
export function get(path: string, init?: RequestInit) {
  return SELF.fetch(`http://arremate.test${path}`, init);
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * A JSON API call through the real Worker; returns status, parsed body and headers. Each call comes from
 * a random client IP (as Cloudflare reports it) unless a test sets one, so per-IP limits stay out of the way.
 */
export async function call<T = any>(path: string, { method = 'GET', body, token, cookie, headers = {} }: CallOptions = {}) {
  const res = await SELF.fetch(`http://arremate.test${path}`, {
    method,
    headers: {
      'CF-Connecting-IP': randomIp(),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: T | null = null;
  try {
    json = JSON.parse(text) as T;
  } catch {
    /* not JSON */
  }
  return { status: res.status, json: json as T, text, headers: res.headers };
}

export const VALID_PASSWORD = 'Lance2026!';
let cpfSeq = 100_000_000;

/** A fresh valid CPF for each call. */
export function nextCpf(): string {
  const nine = String(cpfSeq++).padStart(9, '0');
  const digit = (digits: string, len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(nine, 9);
  return `${nine}${d1}${digit(`${nine}${d1}`, 10)}`;
}

/** What an API client sends on its sign-in calls to get bearer and refresh tokens (a browser gets a cookie). */
export const API_CLIENT = { 'X-Arremate-Client': 'api' } as const;

/**
 * A passkey on the account (its key is never used: the tests sign in with the password). An administrator
 * needs a second factor to use the back office; `signedInUser({ admin: true })` gives it this one.
 */
export async function addPasskey(userId: number) {
  await db.insert(passkeys).values({ id: `pk-${crypto.randomUUID()}`, userId, publicKey: Buffer.from([1, 2, 3]), name: 'Chave de teste' });
}

/**
 * Everything a recovery must remove, planted for the user: a passkey, TOTP on with a backup code, a pending
 * sign-in challenge and another unused reset link (`challenge` names the challenge's purpose).
 */
export async function plantSignInKeys(userId: number, challenge: 'two_factor_login' | 'passkey_login' = 'two_factor_login') {
  await addPasskey(userId);
  await env.DB.batch([
    env.DB.prepare(
      "insert into totp_secrets (user_id, secret, enabled_at) values (?, 'JBSWY3DPEHPK3PXP', '2026-01-01T00:00:00.000Z')",
    ).bind(userId),
    env.DB.prepare('update users set two_factor_enabled = 1 where id = ?').bind(userId),
    env.DB.prepare("insert into backup_codes (user_id, code_hash) values (?, 'abc')").bind(userId),
    env.DB.prepare(
      "insert into auth_challenges (id, user_id, purpose, challenge, expires_at) values (?, ?, ?, 'password-ok', '2999-01-01T00:00:00.000Z')",
    ).bind(`ch-${challenge}-${userId}`, userId, challenge),
    env.DB.prepare("insert into password_reset_tokens (user_id, token_hash, expires_at) values (?, ?, '2999-01-01T00:00:00.000Z')").bind(
      userId,
      await sha256Hex(`other-link-${userId}`),
    ),
  ]);
}

/**
 * Registers through the API and signs in; optionally approves/promotes straight in D1. An administrator gets a
 * passkey (the second factor the back office asks for) unless `secondFactor: false`, and sessions opened with
 * it, as a passkey sign-in after the password makes them (the fixture's passkey has no key to sign with).
 */
export async function signedInUser({
  approved = false,
  admin = false,
  name = 'Cliente Teste',
  secondFactor,
}: { approved?: boolean; admin?: boolean; name?: string; secondFactor?: boolean } = {}) {
  const email = `u${crypto.randomUUID().slice(0, 12)}@example.com`;
  const reg = await call('/api/auth/register', {
    method: 'POST',
    body: { name, email, password: VALID_PASSWORD, accountType: 'PF', cpf: nextCpf() },
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const id = reg.json.data.user.id as number;
  if (approved || admin)
    await env.DB.prepare('update users set is_approved = ?, is_admin = ? where id = ?')
      .bind(approved || admin ? 1 : 0, admin ? 1 : 0, id)
      .run();
  const withFactor = secondFactor ?? admin;
  if (withFactor) await addPasskey(id);
  const login = await call('/api/auth/login', { method: 'POST', body: { email, password: VALID_PASSWORD }, headers: API_CLIENT });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  const factor = admin && withFactor ? 'passkey' : 'password';
  let tokens = login.json.data as { access_token: string; refresh_token: string };
  if (login.json.data.requires_2fa) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    tokens = await issueApiTokens(db, row!, {}, factor);
  }
  // The browser's session, as a browser sign-in makes it (one scrypt per user is enough for the tests).
  const { token: cookieToken } = await createSession(db, id, 'cookie', {}, Date.now(), { factor });
  const cookie = `${sessionCookieName(env.APP_ENV)}=${cookieToken}`;
  return { id, email, token: tokens.access_token, refresh: tokens.refresh_token, cookie };
}

export type Member = Awaited<ReturnType<typeof signedInUser>>;

let testPasswordHash: Promise<string> | null = null;

/**
 * An account written straight into D1 (password `VALID_PASSWORD`) with an API token and a browser session:
 * for tests that need many members, without the sign-up's and the sign-in's password hashing for each.
 * An administrator gets a passkey, as from `signedInUser`.
 */
export async function insertedMember({ approved = true, admin = false } = {}) {
  testPasswordHash ??= hashPassword(VALID_PASSWORD);
  const user = await insertUser({ passwordHash: await testPasswordHash, isApproved: approved || admin, isAdmin: admin });
  if (admin) await addPasskey(user.id); // the second factor the back office asks an administrator for
  const origin = { factor: admin ? ('passkey' as const) : ('password' as const) };
  const [bearer, browser] = await Promise.all([
    createSession(db, user.id, 'bearer', {}, Date.now(), origin),
    createSession(db, user.id, 'cookie', {}, Date.now(), origin),
  ]);
  return { id: user.id, email: user.email, token: bearer.token, cookie: `${sessionCookieName(env.APP_ENV)}=${browser.token}` };
}

/**
 * JSON calls as `who()`, read at each call (so a beforeAll may sign it in): `asAdmin(path, method, body)`,
 * e.g. `const asAdmin = callsAs(() => admin)`.
 */
export const callsAs =
  (who: () => { token: string }) =>
  (path: string, method = 'GET', body?: unknown) =>
    call(path, { method, token: who().token, body });

/** A POST as `who` (as a visitor when undefined). */
export const post = (path: string, who: Member | undefined, body: unknown = {}) => call(path, { method: 'POST', token: who?.token, body });

export const newEmail = () => `n${crypto.randomUUID().slice(0, 10)}@example.com`;
/** The form of a new PF account, valid as it stands. */
export const registration = () => ({ name: 'Joana Prado', email: newEmail(), password: VALID_PASSWORD, accountType: 'PF', cpf: nextCpf() });
/** POST /api/auth/register. */
export const register = (body: Record<string, unknown>) => call('/api/auth/register', { method: 'POST', body });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `ok` holds (a room's D1 mirror lands just after its reply) and returns that value; fails
 * the test, with the last value read, when it does not hold within `timeoutMs`.
 */
export async function eventually<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`eventually: not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

/** An injected fault: how many calls it has failed so far, for a test to prove it fired. */
export interface Fault {
  fired: number;
}

/**
 * Makes the next `times` calls of a collaborator's method fail, then lets calls through again: a fault
 * injected into a live object from outside (memory only, so a restart clears it). The returned Fault
 * counts the calls it failed.
 */
export function failNext<T extends object, K extends keyof T>(target: T, method: K, times: number, message: string): Fault {
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`${String(method)} is not a method`);
  const fault: Fault = { fired: 0 };
  target[method] = async function (this: T, ...args: unknown[]) {
    if (fault.fired < times) {
      fault.fired++;
      throw new Error(message);
    }
    return await original.apply(this, args);
  } as T[K];
  return fault;
}

export const TEST_ORIGIN = 'http://arremate.test';

/**
 * Opens one of the live sockets the way the browser does (session cookie, same origin), or with the headers
 * given, and records its JSON messages and how it closed.
 */
export async function openTestSocket<M>(path: string, cookie?: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${TEST_ORIGIN}${path}`, {
    headers: { Upgrade: 'websocket', Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
  const ws = res.webSocket;
  const messages: M[] = [];
  /** How the server closed the socket (null while it is open). */
  let closedWith: { code: number; reason: string } | null = null;
  if (ws) {
    ws.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data !== 'pong') messages.push(JSON.parse(event.data) as M);
    });
    ws.addEventListener('close', (event) => {
      closedWith = { code: event.code, reason: event.reason };
    });
    ws.accept();
  }
  /** The server's close (code and reason); fails the test when the socket is still open after `ms`. */
  const waitForClose = async (ms = 5_000) => {
    const until = Date.now() + ms;
    while (!closedWith && Date.now() < until) await sleep(20);
    if (!closedWith) throw new Error(`waitForClose: still open after ${ms} ms`);
    return closedWith;
  };
  const firstWithin = async (predicate: (m: M) => boolean, ms: number, from: number) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = messages.slice(from).find(predicate);
      if (found || Date.now() >= until) return found;
      await sleep(20);
    }
  };
  /** The first message (from `from` on) that satisfies `predicate`; fails the test when none comes within `ms`. */
  const waitFor = async (predicate: (m: M) => boolean, ms = 5_000, from = 0): Promise<M> => {
    const found = await firstWithin(predicate, ms, from);
    if (found === undefined) throw new Error(`waitFor: no such message within ${ms} ms; received: ${JSON.stringify(messages.slice(from))}`);
    return found;
  };
  /** Resolves when no message (from `from` on) satisfies `predicate` for `ms`; fails the test as soon as one does. */
  const expectNone = async (predicate: (m: M) => boolean, ms: number, from = 0) => {
    const found = await firstWithin(predicate, ms, from);
    if (found !== undefined) throw new Error(`expectNone: unexpected message ${JSON.stringify(found)}`);
  };
  const send = (message: unknown) => ws?.send(JSON.stringify(message));
  return {
    status: res.status,
    response: res,
    messages,
    waitFor,
    expectNone,
    waitForClose,
    isOpen: () => ws !== null && closedWith === null,
    send,
    close: () => ws?.close(1000, 'done'),
  };
}

/** Moves every session's sign-in (and second factor) of the user 11 minutes back: past the re-authentication window. */
export async function ageSignIn(userId: number) {
  await env.DB.prepare(
    'update sessions set authenticated_at = ?1, factor_at = case when factor_at is null then null else ?1 end where user_id = ?2',
  )
    .bind(new Date(Date.now() - 11 * MINUTE).toISOString(), userId)
    .run();
}

/** The e-mails queued for an address, oldest first. */
export async function mailsTo(email: string) {
  const { results } = await env.DB.prepare('select kind, subject, text_body from mail_outbox where to_email = ? order by id')
    .bind(email)
    .all<{ kind: string; subject: string; text_body: string }>();
  return results;
}

/** Real 1×1 images, as an administrator uploads them. */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
export const JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (c) => c.charCodeAt(0),
);

export interface UploadFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/** A multipart POST /api/uploads of `files` under the form field `field`; `token` null: as a visitor. */
export async function uploadImages(files: UploadFile[], token: string | null, field = 'images') {
  const form = new FormData();
  for (const f of files) form.append(field, new File([f.bytes], f.name, { type: f.type }));
  const res = await SELF.fetch('http://arremate.test/api/uploads', {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json()) as any;
  return { status: res.status, json };
}

/** Uploads one PNG as the administrator holding `token`; returns its /media URL. */
export async function uploadPng(token: string): Promise<string> {
  const res = await uploadImages([{ bytes: PNG, name: 'banner.png', type: 'image/png' }], token);
  expect(res.status).toBe(201);
  return (res.json as { urls: string[] }).urls[0]!;
}

/** How many uploaded images R2 holds. */
export async function uploadedCount() {
  return (await env.MEDIA.list({ prefix: 'uploads/' })).objects.length;
}

/**
 * A lot won by `winner` over `others` (who bid before), closed by `admin` through its room, so the payment is
 * the room's; with that payment and the final price in cents.
 */
export async function lotWonBy(admin: Member, winner: Member, ...others: Member[]) {
  const lot = await insertLot({ startPriceCents: 100_000, title: 'Servidor Dell PowerEdge R740' });
  let amount = 1010;
  for (const bidder of [...others, winner]) {
    const res = await post(`/api/auctions/${lot.id}/bid`, bidder, { amount });
    expect(res.status, res.text).toBe(201);
    amount += 100;
  }
  expect((await post(`/api/auctions/${lot.id}/close`, admin)).status).toBe(200);
  const payment = await eventually(
    () => env.DB.prepare('SELECT * FROM payments WHERE lot_id = ?').bind(lot.id).first<Record<string, any>>(),
    (row) => row !== null,
  );
  return { lot, payment: payment!, finalCents: (amount - 100) * 100 };
}

/** How many notices of `type` about the lot the user has. */
export async function notices(userId: number, type: string, lotId: number) {
  const { results } = await env.DB.prepare('SELECT id FROM notifications WHERE user_id = ? AND type = ? AND auction_id = ?')
    .bind(userId, type, lotId)
    .all();
  return results.length;
}

/**
 * The catalogue the listing tests read, each lot titled by its case: active and ending in minutes (with a
 * hidden bid and price), hours or days, not started yet, closed, past its end without its alarm having
 * run, pending, and one to search for by words of its description. Returns their ids by title.
 */
export async function insertCatalogue(now: number) {
  const ids: Record<string, number> = {};
  const bidder = await insertUser({ name: 'Licitante Secreto', email: 'secreto@example.com' });
  const add = async (key: string, f: Parameters<typeof insertLot>[0]) => {
    ids[key] = (await insertLot({ title: key, ...f })).id;
  };
  await add('ativo-minutos', {
    endsAt: now + 10 * MINUTE,
    category: 'Notebooks',
    startPriceCents: 123_456,
    currentPriceCents: 654_321,
    topBidUserId: bidder.id,
    bidCount: 1,
    images: ['/media/lots/a/1.webp', '/media/lots/a/2.webp'],
  });
  await add('ativo-horas', {
    endsAt: now + 5 * HOUR,
    category: 'Servidores',
    description: 'Servidor Dell PowerEdge com memória ECC.',
    createdAt: now - HOUR,
  });
  await add('ativo-dias', { endsAt: now + 4 * DAY, category: 'Monitores', description: 'Monitor LG UltraWide 29 polegadas.' });
  await add('aguardando', { startsAt: now + DAY, endsAt: now + 3 * DAY, category: 'Notebooks' });
  await add('encerrado', { status: 'closed', endsAt: now - DAY, category: 'Redes' });
  await add('vencido-sem-alarme', { status: 'active', endsAt: now - MINUTE, category: 'Redes' });
  await add('pendente', { status: 'pending', endsAt: now + 10 * DAY, category: 'Componentes' });
  await add('Câmera de Segurança Intelbras', {
    description: 'Câmera IP com visão NOTURNA.',
    category: 'Periféricos',
    endsAt: now + 6 * DAY,
  });
  await insertBid(ids['ativo-minutos']!, bidder.id, 1, 654_321);
  return ids;
}

let keySeq = 0;
/** A fresh Idempotency-Key for a bid. */
export const newKey = () => `socket-bid-${Date.now()}-${++keySeq}`;

/** A lot's socket as a browser opens it, once its first state has arrived. */
export async function lotSocket(lotId: number, cookie?: string, headers: Record<string, string> = {}) {
  const socket = await openTestSocket<LotSocketMessage>(`/api/auctions/${lotId}/live`, cookie, headers);
  expect(socket.status).toBe(101);
  await socket.waitFor((m) => m.type === 'auction_update');
  return socket;
}

export type LotSocket = Awaited<ReturnType<typeof lotSocket>>;

/** Sends a bid on the lot socket and waits for its answer. */
export async function bidOn(socket: LotSocket, amount: number | string, key = newKey()): Promise<BidResultMessage> {
  const from = socket.messages.length;
  socket.send({ type: 'bid', amount, key });
  return (await socket.waitFor((m) => m.type === 'bid_result' && m.key === key, 5_000, from)) as BidResultMessage;
}
