/**
 * Pix through the PSP, inside the Workers runtime against the local PSP simulator: the winner's charge, the
 * webhook that approves it once whatever the number of deliveries, forged and unknown deliveries, the PSP
 * failing at checkout, the cron settling a missed webhook, money paid twice, late or in a wrong amount.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chargeTxid, refundId } from '~/domain/psp-ids';
import { expireUnpaid } from '~/server/after-sale/payment-expiry.server';
import { ensureWebhooks, reconcileReceived, webhookUrls } from '~/server/payments/reconciliation.server';
import { sendAndFollowRefunds } from '~/server/payments/refund-sending.server';
import { call, eventually, lotWonBy, notices, post, signedInUser, TEST_ORIGIN, type Member } from '../workers/fixtures';
import { deliverAll, deliveries, post as deliver, sim, withDeps } from './psp';

vi.setConfig({ testTimeout: 60_000 });

const SECRET = env.PSP_WEBHOOK_SECRET as string;
const urls = webhookUrls(TEST_ORIGIN, SECRET);

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

beforeEach(async () => {
  await sim('reset', {});
  await withDeps((deps) => ensureWebhooks(deps, urls));
});

const row = <T = Record<string, any>>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
const count = async (sql: string, ...binds: unknown[]) => (await row<{ n: number }>(sql, ...binds))!.n;

async function wonAndCharged(method: 'pix' | 'boleto' = 'pix') {
  const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
  const { lot, payment } = await lotWonBy(admin, ana, beto);
  const res = await post(`/api/auctions/${lot.id}/charge`, ana, { method });
  expect(res.status, res.text).toBe(201);
  return { ana, beto, lot, payment, charge: res.json.data };
}

const paymentOf = (id: number) => row(`SELECT * FROM payments WHERE id = ?`, id);

describe('a Pix charge at checkout', () => {
  it('is the exact total, lives until the deadline, names the member and the lot, and shows the PSP’s copia-e-cola', async () => {
    const { lot, payment, charge } = await wonAndCharged();
    const txid = chargeTxid(payment.id, 'cob');
    expect(charge).toMatchObject({ txid, status: 'active', total: payment.total_cents / 100 });
    const state = await sim<{ charges: any[] }>('state');
    const cob = state.charges.find((c) => c.txid === txid);
    expect(cob.valor.original).toBe((payment.total_cents / 100).toFixed(2));
    expect(cob.devedor.nome).toBeTruthy();
    expect(cob.devedor.cpf ?? cob.devedor.cnpj).toMatch(/^\d{11}$|^\w{14}$/);
    expect(JSON.stringify(cob.infoAdicionais)).toContain(`#${lot.id}`);
    const expiry = Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000;
    expect(Math.abs(expiry - Date.parse(payment.due_at))).toBeLessThan(5_000);
    expect(charge.pix_copia_e_cola).toBe(cob.pixCopiaECola);
  });

  it('a second click gives the same charge, never a second one', async () => {
    const { ana, lot, payment } = await wonAndCharged();
    const again = await post(`/api/auctions/${lot.id}/charge`, ana, { method: 'pix' });
    expect(again.status).toBe(200);
    expect(again.json.data.txid).toBe(chargeTxid(payment.id, 'cob'));
    expect((await sim<{ charges: any[] }>('state')).charges).toHaveLength(1);
    expect(await count('SELECT count(*) AS n FROM payment_charges WHERE payment_id = ?', payment.id)).toBe(1);
  });

  it('PSP failing once then answering: the retried create makes one charge', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot } = await lotWonBy(admin, ana, beto);
    await sim('faults', { method: 'PUT', pathPrefix: '/api/v2/cob/', status: 500, times: 1 });
    const res = await post(`/api/auctions/${lot.id}/charge`, ana, { method: 'pix' });
    expect(res.status, res.text).toBe(201);
    expect((await sim<{ charges: any[] }>('state')).charges).toHaveLength(1);
  });

  it('PSP down: the member is told to try again, nothing is written, and the next try makes one charge', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await lotWonBy(admin, ana, beto);
    // Down for every attempt of one click (the client tries 3 times), then back.
    await sim('faults', { method: 'PUT', pathPrefix: '/api/v2/cob/', status: 503, times: 3 });
    const res = await post(`/api/auctions/${lot.id}/charge`, ana, { method: 'pix' });
    expect(res).toMatchObject({ status: 503, json: { error: 'Não foi possível gerar a cobrança agora. Tente novamente em instantes.' } });
    expect(await count('SELECT count(*) AS n FROM payment_charges WHERE payment_id = ?', payment.id)).toBe(0);
    expect((await paymentOf(payment.id))!.method).toBeNull();
    expect((await post(`/api/auctions/${lot.id}/charge`, ana, { method: 'pix' })).status).toBe(201);
    expect((await sim<{ charges: any[] }>('state')).charges).toHaveLength(1);
  });

  it('only the winner may ask for it', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot } = await lotWonBy(admin, ana, beto);
    expect((await post(`/api/auctions/${lot.id}/charge`, beto, { method: 'pix' })).status).toBe(403);
    expect((await call(`/api/auctions/${lot.id}/charge`, { method: 'POST', body: { method: 'pix' } })).status).toBe(401);
    expect((await post(`/api/auctions/${lot.id}/charge`, ana, { method: 'cartão' })).status).toBe(422);
    expect((await sim<{ charges: any[] }>('state')).charges).toHaveLength(0);
  });
});

describe('the PSP’s webhook', () => {
  it('approves the payment once, tells the winner once, whatever the number of deliveries', async () => {
    const { ana, lot, payment, charge } = await wonAndCharged();
    const { endToEndIds } = await sim<{ endToEndIds: string[] }>('pay', { txid: charge.txid });
    const [delivery] = await deliveries();
    expect(delivery!.url).toBe(`${urls.pix}/pix`);
    expect(await deliver(delivery!)).toBe(204);
    const approved = (await paymentOf(payment.id))!;
    expect(approved).toMatchObject({ status: 'approved', confirmed_by: 'psp', paid_reference: endToEndIds[0], decided_by: null });
    for (let i = 0; i < 20; i++) expect(await deliver(delivery!)).toBe(204);
    await sim('redeliver', { txid: charge.txid });
    await deliverAll();
    expect(await count(`SELECT count(*) AS n FROM payment_receipts WHERE payment_id = ?`, payment.id)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'payment.approve' AND target_id = ?`, String(payment.id))).toBe(
      1,
    );
    expect((await paymentOf(payment.id))!.approved_at).toBe(approved.approved_at);
    await eventually(
      () => notices(ana.id, 'payment_approved', lot.id),
      (n) => n === 1,
    );
    const state = await call(`/api/auctions/${lot.id}/payment-status`, { token: ana.token });
    expect(state.json.data).toMatchObject({ payment_approved: true, charges: { pix: { status: 'paid' } } });
  });

  it('without the registered secret, or with a body that lies, changes nothing', async () => {
    const { payment, charge } = await wonAndCharged();
    const body = JSON.stringify({
      pix: [{ endToEndId: 'E00000000202611281200abcdefghijk', txid: charge.txid, valor: '1.00', horario: new Date().toISOString() }],
    });
    for (const secret of ['', 'wrong', `${SECRET}x`]) {
      const res = await deliver({
        url: `${TEST_ORIGIN}/webhooks/pix?secret=${secret}&ignorar=/pix`,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res).toBe(401);
    }
    // The right secret, but the PSP was never paid: the charge read back shows no Pix.
    expect(await deliver({ url: `${urls.pix}/pix`, headers: { 'content-type': 'application/json' }, body })).toBe(204);
    expect((await paymentOf(payment.id))!.status).toBe('pending');
    expect(await count(`SELECT count(*) AS n FROM payment_receipts WHERE payment_id = ?`, payment.id)).toBe(0);
  });

  it('a PSP that posts its Pix as a bare array (as Banco Inter does) is understood the same', async () => {
    const { payment, charge } = await wonAndCharged();
    await sim('pay', { txid: charge.txid });
    const [delivery] = await deliveries();
    const bare = { ...delivery!, body: (delivery!.body as { pix: unknown[] }).pix };
    expect(await deliver(bare)).toBe(204);
    expect((await paymentOf(payment.id))!).toMatchObject({ status: 'approved', confirmed_by: 'psp' });
  });

  it('a txid that is not ours is answered 2xx and changes nothing', async () => {
    const body = JSON.stringify({
      pix: [
        {
          endToEndId: 'E00000000202611281200zzzzzzzzzzz',
          txid: 'OUTRACOBRANCA0000000000000001',
          valor: '10.00',
          horario: new Date().toISOString(),
        },
      ],
    });
    expect(await deliver({ url: `${urls.pix}/pix`, headers: { 'content-type': 'application/json' }, body })).toBe(204);
    expect(await count(`SELECT count(*) AS n FROM payment_receipts WHERE reference = 'E00000000202611281200zzzzzzzzzzz'`)).toBe(0);
  });

  it('a wrong amount is not approved: it waits in the reconciliation queue', async () => {
    const { payment, charge } = await wonAndCharged();
    await sim('pay', { txid: charge.txid, amountCents: payment.total_cents - 100 });
    await deliverAll();
    expect((await paymentOf(payment.id))!.status).toBe('pending');
    expect(await row(`SELECT outcome, amount_cents FROM payment_receipts WHERE payment_id = ?`, payment.id)).toEqual({
      outcome: 'divergent',
      amount_cents: payment.total_cents - 100,
    });
  });

  it('paid twice: approved once, the second Pix refunded', async () => {
    const { payment, charge } = await wonAndCharged();
    const { endToEndIds } = await sim<{ endToEndIds: string[] }>('pay', { txid: charge.txid, times: 2 });
    await deliverAll();
    expect((await paymentOf(payment.id))!.status).toBe('approved');
    const receipts = await env.DB.prepare(`SELECT reference, outcome FROM payment_receipts WHERE payment_id = ? ORDER BY id`)
      .bind(payment.id)
      .all();
    expect(receipts.results.map((r) => r.outcome).sort()).toEqual(['approved', 'duplicate']);
    const duplicate = receipts.results.find((r) => r.outcome === 'duplicate')!;
    expect(endToEndIds).toContain(duplicate.reference);
    await withDeps((deps) => sendAndFollowRefunds(deps.db, deps.provider));
    expect(await row(`SELECT reason, status, amount_cents FROM refunds WHERE end_to_end_id = ?`, duplicate.reference)).toMatchObject({
      reason: 'duplicate',
      status: 'processing',
      amount_cents: payment.total_cents,
    });
    const refund = (await row<{ id: number }>(`SELECT id FROM refunds WHERE end_to_end_id = ?`, duplicate.reference))!;
    await sim('settle-refund', { endToEndId: duplicate.reference, id: refundId(refund.id), outcome: 'DEVOLVIDO' });
    await deliverAll();
    expect(await row(`SELECT status FROM refunds WHERE end_to_end_id = ?`, duplicate.reference)).toEqual({ status: 'refunded' });
    // Sent again by the cron: still one devolução at the PSP.
    await withDeps((deps) => sendAndFollowRefunds(deps.db, deps.provider));
    const atPsp = (await sim<{ pix: { devolucoes: unknown[] }[] }>('state')).pix.flatMap((pix) => pix.devolucoes);
    expect(atPsp).toHaveLength(1);
  });
});

describe('the cron', () => {
  it('settles a Pix whose webhook never came, once', async () => {
    const { payment, charge } = await wonAndCharged();
    await sim('pay', { txid: charge.txid });
    await deliveries(); // lost on the way
    expect((await paymentOf(payment.id))!.status).toBe('pending');
    expect(await withDeps((deps) => reconcileReceived(deps))).toBe(1);
    expect((await paymentOf(payment.id))!).toMatchObject({ status: 'approved', confirmed_by: 'psp' });
    expect(await withDeps((deps) => reconcileReceived(deps))).toBe(0);
    expect(await row(`SELECT source FROM payment_receipts WHERE payment_id = ?`, payment.id)).toEqual({ source: 'reconciliation' });
  });

  it('queues a Pix that names no charge of ours: Pix recebido sem cobrança', async () => {
    await sim('pix-without-charge', { amountCents: 12_345 });
    expect(await withDeps((deps) => reconcileReceived(deps))).toBe(1);
    expect(await row(`SELECT outcome, payment_id, amount_cents FROM payment_receipts WHERE amount_cents = 12345`)).toEqual({
      outcome: 'unmatched',
      payment_id: null,
      amount_cents: 12_345,
    });
  });

  it('expires a charge unpaid at the deadline: the payment lapses and the lot is offered to the second bidder; a Pix after it is refunded', async () => {
    const { beto, lot, payment, charge } = await wonAndCharged();
    await env.DB.prepare(`UPDATE payments SET due_at = ? WHERE id = ?`)
      .bind(new Date(Date.now() - 60_000).toISOString(), payment.id)
      .run();
    expect(await withDeps((deps) => expireUnpaid(deps))).toEqual([payment.id]);
    expect((await paymentOf(payment.id))!).toMatchObject({ status: 'rejected', decided_by: null });
    expect(await row(`SELECT status FROM payment_charges WHERE txid = ?`, charge.txid)).toEqual({ status: 'expired' });
    expect(await row(`SELECT user_id, status FROM second_chance_offers WHERE lot_id = ?`, lot.id)).toEqual({
      user_id: beto.id,
      status: 'offered',
    });
    expect(await withDeps((deps) => expireUnpaid(deps))).toEqual([]);
    // The payer's bank still pays the expired code: the money goes back.
    await sim('pay', { txid: charge.txid });
    await deliverAll();
    expect(await row(`SELECT outcome FROM payment_receipts WHERE payment_id = ?`, payment.id)).toEqual({ outcome: 'late' });
    expect(await row(`SELECT reason FROM refunds WHERE payment_id = ?`, payment.id)).toEqual({ reason: 'late' });
  });

  it('reads a charge once more before expiring it: a Pix at the last second is approved', async () => {
    const { payment, charge } = await wonAndCharged();
    await sim('pay', { txid: charge.txid });
    await deliveries();
    await env.DB.prepare(`UPDATE payments SET due_at = ? WHERE id = ?`)
      .bind(new Date(Date.now() + 1_000).toISOString(), payment.id)
      .run();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await withDeps((deps) => expireUnpaid(deps))).toEqual([]);
    expect((await paymentOf(payment.id))!.status).toBe('approved');
  });
});

describe('boleto', () => {
  it('gives a linha digitável and the cobv’s Pix; paid by its barcode, approves the payment once', async () => {
    const { payment, charge } = await wonAndCharged('boleto');
    expect(charge.linha_digitavel).toMatch(/^\d{47}$/);
    expect(charge.barcode).toMatch(/^\d{44}$/);
    expect(charge.txid).toBe(chargeTxid(payment.id, 'cobv'));
    await sim('pay-boleto', { txid: charge.txid });
    const [delivery] = await deliveries();
    expect(delivery!.url).toBe(urls.boleto);
    expect(await deliver(delivery!)).toBe(204);
    expect(await deliver(delivery!)).toBe(204);
    expect((await paymentOf(payment.id))!).toMatchObject({
      status: 'approved',
      confirmed_by: 'psp',
      paid_reference: `boleto:${charge.txid}`,
    });
    expect(await count(`SELECT count(*) AS n FROM payment_receipts WHERE payment_id = ?`, payment.id)).toBe(1);
  });
});
