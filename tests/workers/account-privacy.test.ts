/**
 * LGPD through the real Worker: `GET /api/account/export` gives the holder all of their data and nobody
 * else's; `DELETE /api/account` (and the administrator's 'Excluir') anonymises the account, ends every
 * session, keeps the bids as 'Usuário removido', and is refused while a lot is unpaid or uncollected.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { auditLog, favorites, notifications, passkeys, payments, pickupAppointments, secondChanceOffers, users } from '~/server/db/schema';
import { call, db, eventually, insertBid, insertLot, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';

// Every member signs in with a real scrypt, and erasure checks the password with another.
vi.setConfig({ testTimeout: 60_000 });

type Member = Awaited<ReturnType<typeof signedInUser>>;

async function userRow(id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A closed lot the member won, with their payment in the given state and, optionally, the pickup's. */
async function wonLot(member: { id: number }, payment: 'pending' | 'approved' | 'rejected', pickup?: 'scheduled' | 'completed') {
  const lot = await insertLot({ title: `Lote arrematado ${crypto.randomUUID().slice(0, 6)}`, status: 'closed', winnerUserId: member.id });
  await insertBid(lot.id, member.id, 1, 101_000);
  await env.DB.prepare('update lots set final_price_cents = 101000, current_price_cents = 101000, bid_count = 1 where id = ?')
    .bind(lot.id)
    .run();
  const [row] = await db
    .insert(payments)
    .values({ lotId: lot.id, userId: member.id, amountCents: 101_000, feeCents: 10_100, totalCents: 111_100, status: payment })
    .returning();
  if (pickup)
    await db.insert(pickupAppointments).values({
      lotId: lot.id,
      userId: member.id,
      pickupAt: new Date().toISOString(),
      pickupDate: '2026-11-20',
      pickupTime: '10:00',
      status: pickup,
    });
  return { lot, paymentId: row!.id };
}

function erase(member: Member, password: string) {
  return call('/api/account', { method: 'DELETE', token: member.token, body: { password } });
}

async function adminLotWinnerName(admin: Member, lotId: number) {
  const res = await call(`/api/admin/auctions?id=${lotId}`, { token: admin.token });
  return res.json.data.auctions[0].winner.name as string;
}

describe('GET /api/account/export', () => {
  it('is a JSON download of the holder’s own data, and of nobody else’s', async () => {
    const holder = await signedInUser({ approved: true, name: 'Titular dos Dados' });
    const other = await signedInUser({ approved: true, name: 'Outra Pessoa' });
    const lot = await insertLot({ title: 'Notebook exportado' });
    expect((await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: holder.token, body: { amount: 1010 } })).status).toBe(201);
    expect((await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: other.token, body: { amount: 1020 } })).status).toBe(201);
    // The room mirrors its bids to D1 just after it answers; the export reads D1.
    const mirrored = () => env.DB.prepare('select count(*) as n from bids where lot_id = ?').bind(lot.id).first<{ n: number }>();
    expect((await eventually(mirrored, (row) => row?.n === 2))?.n).toBe(2);
    await db.insert(favorites).values([
      { userId: holder.id, lotId: lot.id },
      { userId: other.id, lotId: lot.id },
    ]);
    await db.insert(notifications).values([
      { userId: holder.id, type: 'bid_outbid', title: 'Lance superado', message: 'Aviso do titular', lotId: lot.id },
      { userId: other.id, type: 'auction_won', title: 'Você venceu', message: 'Aviso da outra pessoa', lotId: lot.id },
    ]);
    await db
      .insert(passkeys)
      .values({ id: `pk-${holder.id}`, userId: holder.id, publicKey: Buffer.from([1, 2, 3]), name: 'Notebook pessoal' });
    const { paymentId } = await wonLot(holder, 'approved', 'completed');

    // Asking for someone else's data by id changes nothing: the export is always the caller's.
    const res = await call(`/api/account/export?user_id=${other.id}`, { token: holder.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="arremate-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json;
    expect(data.profile).toMatchObject({ id: holder.id, email: holder.email, name: 'Titular dos Dados' });
    expect(data.bids.map((b: { amount: number }) => b.amount)).toEqual(expect.arrayContaining([1010]));
    expect(data.bids.every((b: { amount: number }) => b.amount !== 1020)).toBe(true);
    expect(data.payments).toEqual([expect.objectContaining({ id: paymentId, status: 'approved', total: 1111 })]);
    expect(data.pickups.appointments).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(data.favorites).toEqual([expect.objectContaining({ lot_id: lot.id, lot_title: 'Notebook exportado' })]);
    // Its own notices (the outbid notice the rival's bid caused may be there too), none of the other's.
    const notices = data.notifications.map((n: { message: string }) => n.message);
    expect(notices).toContain('Aviso do titular');
    expect(notices).not.toContain('Aviso da outra pessoa');
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.settings.notifications.email_notifications).toBe(true);
    expect(data.settings.two_factor_enabled).toBe(false);
    expect(data.settings.passkeys).toEqual([expect.objectContaining({ name: 'Notebook pessoal' })]);
    expect(data.audit.map((a: { action: string }) => a.action)).toContain('user.register');

    const text = res.text;
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Outra Pessoa');
    expect(text).not.toContain('Aviso da outra pessoa');
    // No secrets: neither the password hash nor any token or its hash, nor the passkey's key.
    const hash = (await userRow(holder.id)).passwordHash;
    expect(text).not.toContain(hash);
    expect(text).not.toContain(holder.token);
    expect(text).not.toMatch(/password_hash|token_hash|public_key/);
  });

  it('is open to an account still awaiting approval, and closed to visitors', async () => {
    const pending = await signedInUser();
    const res = await call('/api/account/export', { token: pending.token });
    expect(res.status).toBe(200);
    expect(res.json.profile.is_approved).toBe(false);
    expect((await call('/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('is refused while a won lot is unpaid, and while a paid lot is not collected', async () => {
    const member = await signedInUser({ approved: true });
    const unpaid = await wonLot(member, 'pending');
    const refused = await erase(member, VALID_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(privacyText.errors.unpaidLot);
    expect((await userRow(member.id)).deletedAt).toBeNull();

    await db.update(payments).set({ status: 'approved' }).where(eq(payments.id, unpaid.paymentId));
    const uncollected = await erase(member, VALID_PASSWORD);
    expect(uncollected.status).toBe(409);
    expect(uncollected.json.error).toBe(privacyText.errors.openPickup);
    expect((await call('/api/auth/me', { token: member.token })).status).toBe(200);
  });

  it('is refused while the holder leads a running auction', async () => {
    const member = await signedInUser({ approved: true });
    const lot = await insertLot();
    expect((await call(`/api/auctions/${lot.id}/bid`, { method: 'POST', token: member.token, body: { amount: 1010 } })).status).toBe(201);
    await env.DB.prepare('update lots set top_bid_user_id = ? where id = ?').bind(member.id, lot.id).run();
    const refused = await erase(member, VALID_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(privacyText.errors.leadingBid);
  });

  it('with a wrong or missing password is refused and changes nothing', async () => {
    const member = await signedInUser({ approved: true });
    const before = await userRow(member.id);
    const wrong = await erase(member, 'SenhaErrada123!');
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe(privacyText.errors.wrongPassword);
    const missing = await call('/api/account', { method: 'DELETE', token: member.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.error).toBe(privacyText.errors.passwordRequired);
    expect(await userRow(member.id)).toEqual(before);
    expect((await call('/api/auth/me', { token: member.token })).status).toBe(200);
  });

  it('anonymises the account, ends every session, keeps the bids as “Usuário removido”', async () => {
    const admin = await signedInUser({ admin: true });
    const member = await signedInUser({ approved: true, name: 'Maria Anônima' });
    await db
      .update(users)
      .set({ phone: '11987654321', cep: '01310100', address: 'Av. Paulista', city: 'São Paulo', state: 'SP' })
      .where(eq(users.id, member.id));
    await db.insert(passkeys).values({ id: `pk-${member.id}`, userId: member.id, publicKey: Buffer.from([1]), name: 'Celular' });
    const { lot } = await wonLot(member, 'approved', 'completed');
    expect(await adminLotWinnerName(admin, lot.id)).toBe('Maria Anônima');
    const cpfBefore = (await userRow(member.id)).cpf!;
    const offered = await insertLot({ status: 'closed' });
    await db.insert(secondChanceOffers).values({
      lotId: offered.id,
      userId: member.id,
      amountCents: 100_000,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    const res = await call('/api/account', {
      method: 'DELETE',
      cookie: member.cookie,
      body: { password: VALID_PASSWORD },
      headers: { Origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toMatch(/Max-Age=0/i);

    const row = await userRow(member.id);
    expect(row).toMatchObject({
      name: 'Usuário removido',
      email: `removido-${member.id}@arremate.invalid`,
      cpf: null,
      cnpj: null,
      phone: null,
      cep: null,
      address: null,
      city: null,
      state: null,
      passwordHash: '',
      twoFactorEnabled: false,
      isApproved: false,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
    const [offer] = await db.select().from(secondChanceOffers).where(eq(secondChanceOffers.userId, member.id));
    expect(offer!.status).toBe('declined');

    // Every way in is gone: the cookie, the bearer token, the refresh token, the password.
    expect((await call('/api/auth/me', { cookie: member.cookie })).status).toBe(401);
    expect((await call('/api/auth/me', { token: member.token })).status).toBe(401);
    expect((await call('/api/auth/refresh', { method: 'POST', body: { refresh_token: member.refresh } })).status).toBe(401);
    expect((await call('/api/auth/login', { method: 'POST', body: { email: member.email, password: VALID_PASSWORD } })).status).toBe(401);

    // The bids stay for the legal record, under the anonymous name.
    const { results } = await env.DB.prepare('select user_id from bids where lot_id = ?').bind(lot.id).all<{ user_id: number }>();
    expect(results).toEqual([{ user_id: member.id }]);
    expect(await adminLotWinnerName(admin, lot.id)).toBe('Usuário removido');

    // The e-mail and the CPF are free for a new account.
    const again = await call('/api/auth/register', {
      method: 'POST',
      body: { name: 'Maria de Novo', email: member.email, password: VALID_PASSWORD, accountType: 'PF', cpf: cpfBefore },
    });
    expect(again.status).toBe(201);
  });
});

describe('erasure also clears', () => {
  it('the address of the holder’s own audit entries (the entries stay), the mail to them, their sessions’ browsers', async () => {
    const admin = await signedInUser({ admin: true });
    const member = await signedInUser({ name: 'Rita Rastros' });
    await db.insert(auditLog).values([
      { actorUserId: member.id, action: 'user.register', targetType: 'user', targetId: String(member.id), ip: '198.51.100.7' },
      { actorUserId: admin.id, action: 'user.approve', targetType: 'user', targetId: String(member.id), ip: '203.0.113.1' },
    ]);
    await env.DB.batch([
      env.DB.prepare(
        "insert into mail_outbox (to_email, subject, text_body, kind, status) values (?, 'Conta aprovada', 'Bem-vinda', 'account_approved', 'sent'), (?, 'Lance superado', 'Dê outro', 'notification', 'pending'), ('outra@example.com', 'Oi', 'Oi', 'notification', 'sent')",
      ).bind(member.email, member.email.toUpperCase()),
      env.DB.prepare("update sessions set user_agent = 'Mozilla/5.0 (Rita; Android 14)' where user_id = ?").bind(member.id),
    ]);

    expect((await erase(member, VALID_PASSWORD)).status).toBe(200);

    const own = await db.select().from(auditLog).where(eq(auditLog.actorUserId, member.id));
    expect(own.map((e) => e.action)).toEqual(expect.arrayContaining(['user.register', 'user.delete']));
    expect(own.map((e) => e.ip)).toEqual(own.map(() => null));
    const byAdmin = await db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(byAdmin.find((e) => e.action === 'user.approve')).toMatchObject({ targetId: String(member.id), ip: '203.0.113.1' });
    const mail = await env.DB.prepare('select count(*) as n from mail_outbox where lower(to_email) = ?')
      .bind(member.email.toLowerCase())
      .first<{ n: number }>();
    expect(mail?.n).toBe(0);
    expect(
      (await env.DB.prepare("select count(*) as n from mail_outbox where to_email = 'outra@example.com'").first<{ n: number }>())?.n,
    ).toBeGreaterThan(0);
    const { results } = await env.DB.prepare('select user_agent, ip from sessions where user_id = ?').bind(member.id).all();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.user_agent === null && r.ip === null)).toBe(true);
  });
});

describe('administrator’s deletion', () => {
  it('anonymises the same way, is refused while a lot is unpaid, and the audit log holds ids, not e-mails', async () => {
    const admin = await signedInUser({ admin: true });
    const member = await signedInUser({ name: 'João Removido' });
    expect((await call(`/api/admin/users/${member.id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    const { lot, paymentId } = await wonLot(member, 'pending');

    const refused = await call(`/api/admin/users/${member.id}`, { method: 'DELETE', token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(privacyText.admin.userHasObligations);
    expect((await userRow(member.id)).deletedAt).toBeNull();

    await db.update(payments).set({ status: 'rejected' }).where(eq(payments.id, paymentId));
    await env.DB.prepare('update lots set winner_user_id = null where id = ?').bind(lot.id).run();
    const removed = await call(`/api/admin/users/${member.id}`, { method: 'DELETE', token: admin.token });
    expect(removed.status).toBe(200);
    const row = await userRow(member.id);
    expect(row).toMatchObject({ name: 'Usuário removido', email: `removido-${member.id}@arremate.invalid`, cpf: null, passwordHash: '' });
    expect((await call('/api/auth/me', { token: member.token })).status).toBe(401);

    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(member.id)));
    const userEntries = entries.filter((e) => e.targetType === 'user');
    expect(userEntries.map((e) => e.action)).toEqual(expect.arrayContaining(['user.approve', 'user.delete']));
    const stored = JSON.stringify(userEntries);
    expect(stored).not.toContain(member.email);
    expect(stored).not.toContain('João Removido');
    expect(userEntries.find((e) => e.action === 'user.delete')).toMatchObject({ actorUserId: admin.id, details: { by: 'admin' } });
  });
});
