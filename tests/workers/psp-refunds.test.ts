/**
 * Refunds, the desistência da compra and the reconciliation of money the PSP received, inside the Workers
 * runtime against real D1. The PSP itself is not needed: charges and receipts are written straight into D1
 * as the settlement would write them.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reviewBiddingStanding } from '~/server/accounts/bidding-standing.server';
import { decidePayment } from '~/server/after-sale/payment-review.server';
import { payments } from '~/server/db/schema';
import {
  call,
  db,
  DAY,
  eventually,
  get,
  insertBid,
  insertLot,
  insertedMember,
  lotWonBy,
  post,
  signedInUser,
  type Member,
} from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const noDelivery = () => Promise.resolve(undefined);
let referenceSeq = 0;

/** A receipt as the settlement writes it. */
async function insertReceipt(r: {
  paymentId?: number | null;
  amountCents: number;
  outcome: string;
  kind?: 'pix' | 'boleto';
  paidAt?: string;
}) {
  const reference = `E${Date.now()}${++referenceSeq}${crypto.randomUUID().slice(0, 8)}`;
  const row = await env.DB.prepare(
    `insert into payment_receipts (kind, reference, txid, payment_id, amount_cents, paid_at, outcome, source)
     values (?, ?, null, ?, ?, ?, ?, 'webhook') returning id`,
  )
    .bind(r.kind ?? 'pix', reference, r.paymentId ?? null, r.amountCents, r.paidAt ?? new Date().toISOString(), r.outcome)
    .first<{ id: number }>();
  return { id: row!.id, reference };
}

/** Marks a payment approved by the PSP with the Pix that paid it. */
async function confirmByPsp(paymentId: number, totalCents: number) {
  const receipt = await insertReceipt({ paymentId, amountCents: totalCents, outcome: 'approved' });
  await env.DB.prepare(
    `update payments set status = 'approved', approved_at = ?, confirmed_by = 'psp', paid_reference = ?, method = 'pix' where id = ?`,
  )
    .bind(new Date().toISOString(), receipt.reference, paymentId)
    .run();
  return receipt;
}

/** A closed lot the member won (written into D1), with their payment. */
async function wonInD1(
  memberId: number,
  status: 'pending' | 'approved' | 'rejected' = 'pending',
  method: 'pix' | 'transfer' | null = null,
) {
  const lot = await insertLot({
    title: `Lote ${crypto.randomUUID().slice(0, 6)}`,
    status: 'closed',
    winnerUserId: memberId,
    endsAt: Date.now() - DAY,
  });
  await insertBid(lot.id, memberId, 1, 101_000);
  const [row] = await db
    .insert(payments)
    .values({
      lotId: lot.id,
      userId: memberId,
      amountCents: 101_000,
      feeCents: 10_100,
      totalCents: 111_100,
      status,
      method,
      dueAt: new Date(Date.now() + 3 * DAY).toISOString(),
    })
    .returning();
  return { lot, payment: row! };
}

const refundsOf = async (receiptId: number) =>
  (await env.DB.prepare('select * from refunds where receipt_id = ?').bind(receiptId).all<Record<string, any>>()).results;

describe('reversal of a payment the PSP confirmed', () => {
  it('rejecting a PSP-confirmed payment queues exactly one refund of its Pix, however often it is rejected', async () => {
    const ana = await insertedMember();
    const { payment } = await wonInD1(ana.id);
    const receipt = await confirmByPsp(payment.id, payment.totalCents);
    const reject = () => post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'rejected' });
    expect((await reject()).status).toBe(200);
    expect((await reject()).status).toBe(200);
    const rows = await refundsOf(receipt.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'reversal', status: 'queued', amount_cents: 111_100, end_to_end_id: receipt.reference });
    const audits = await env.DB.prepare(`select count(*) as n from audit_log where action = 'refund.queue' and target_id = ?`)
      .bind(String(rows[0]!.id))
      .first<{ n: number }>();
    expect(audits!.n).toBe(1);
    // The member's 'Pagamentos' shows the refund beside the payment.
    const dashboard = await call('/api/dashboard/payments', { token: ana.token });
    expect(dashboard.json.data.find((p: any) => p.id === payment.id).refund).toMatchObject({ status: 'queued', reason: 'reversal' });
  });
});

describe('manual approval with a PSP', () => {
  it('refuses to approve by hand a Pix or boleto payment while a PSP is configured; a transfer stays manual', async () => {
    const ana = await insertedMember();
    const actor = { userId: admin.id, ip: '203.0.113.9' };
    const pix = await wonInD1(ana.id, 'pending', 'pix');
    expect(await decidePayment(db, actor, pix.payment.id, 'approved', noDelivery, { pspConfigured: true })).toEqual({
      ok: false,
      reason: 'psp_confirms',
    });
    const transfer = await wonInD1(ana.id, 'pending', 'transfer');
    const approved = await decidePayment(db, actor, transfer.payment.id, 'approved', noDelivery, { pspConfigured: true });
    expect(approved).toMatchObject({ ok: true, payment: { status: 'approved', confirmed_by: 'admin', psp_confirms: false } });
    // Without a PSP (the static BR Code), a Pix is still approved by hand.
    expect(await decidePayment(db, actor, pix.payment.id, 'approved', noDelivery, { pspConfigured: false })).toMatchObject({ ok: true });
  });

  it('the payments list says how a payment was confirmed and the state of its refund', async () => {
    const ana = await insertedMember();
    const { payment } = await wonInD1(ana.id);
    await confirmByPsp(payment.id, payment.totalCents);
    await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'rejected' });
    const list = await call('/api/admin/payments?per_page=100', { token: admin.token });
    expect(list.json.data.payments.find((p: any) => p.id === payment.id)).toMatchObject({
      confirmed_by: 'psp',
      refund: { status: 'queued', psp_reason: null },
    });
  });
});

describe('desistência da compra', () => {
  it('the winner asks once while the payment is approved; others are refused; the admin approves and the Pix is refunded', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await lotWonBy(admin, ana, beto); // beto 1010, ana 1110
    const ask = (who: Member, reason = 'Comprei por engano, não preciso mais.') =>
      post(`/api/auctions/${lot.id}/purchase-withdrawal`, who, { reason });
    // Not paid yet: nothing to give up.
    expect((await ask(ana)).json.error).toBe(
      'A desistência só pode ser pedida com o pagamento aprovado, antes da retirada do lote ou em até 7 dias depois dela.',
    );
    const receipt = await confirmByPsp(payment.id, payment.total_cents);
    expect((await ask(ana, 'curto')).json.error).toBe('Informe o motivo da desistência com 10 a 500 caracteres.');
    // Another member's lot: refused before anything is read.
    expect((await ask(beto)).status).toBe(403);
    const sent = await ask(ana);
    expect(sent).toMatchObject({ status: 201, json: { message: 'Pedido de desistência enviado. A equipe vai analisar.' } });
    expect(sent.json.data.request).toMatchObject({ status: 'requested', refund: null });
    expect((await ask(ana)).json.error).toBe('Você já pediu a desistência desta compra.');

    const list = await call('/api/admin/payments/purchase-withdrawals?per_page=100', { token: admin.token });
    const request = list.json.data.find((w: any) => w.payment_id === payment.id);
    expect(request).toMatchObject({ status: 'requested', refund_by_psp: true, user_id: ana.id });
    const decide = (id: number, body: unknown) => post(`/api/admin/payments/purchase-withdrawals/${id}/decision`, admin, body);
    expect((await decide(999_999_999, { decision: 'approve' })).status).toBe(404);
    expect((await decide(request.id, { decision: 'decline' })).json.error).toBe('Informe o motivo da recusa (até 500 caracteres).');
    expect((await decide(request.id, { decision: 'approve' })).json).toMatchObject({ message: 'Desistência aprovada.' });
    expect((await decide(request.id, { decision: 'approve' })).status).toBe(409);

    const after = await env.DB.prepare('select status, withdrawn_at from payments where id = ?')
      .bind(payment.id)
      .first<Record<string, any>>();
    expect(after).toMatchObject({ status: 'rejected', withdrawn_at: expect.any(String) });
    expect(await refundsOf(receipt.id)).toEqual([expect.objectContaining({ reason: 'withdrawal', status: 'queued' })]);
    // The lot is offered to the runner-up.
    const offer = await eventually(
      () =>
        env.DB.prepare(`select user_id from second_chance_offers where lot_id = ? and status = 'offered'`)
          .bind(lot.id)
          .first<{ user_id: number }>(),
      (row) => row !== null,
    );
    expect(offer!.user_id).toBe(beto.id);
    // A withdrawn payment is not a lost payment: no suspension, however many.
    expect(await reviewBiddingStanding(db, ana.id, 'payment_rejected')).toBe(false);
  });

  it('without a Pix to refund, approving needs the transfer confirmed; declining needs a reason', async () => {
    const ana = await insertedMember();
    const [paid, other] = [await wonInD1(ana.id, 'approved', 'transfer'), await wonInD1(ana.id, 'approved', 'transfer')];
    const insert = (paymentId: number, lotId: number) =>
      env.DB.prepare(
        `insert into purchase_withdrawals (payment_id, lot_id, user_id, reason) values (?, ?, ?, 'Não preciso mais do lote.') returning id`,
      )
        .bind(paymentId, lotId, ana.id)
        .first<{ id: number }>();
    const first = (await insert(paid.payment.id, paid.lot.id))!.id;
    const second = (await insert(other.payment.id, other.lot.id))!.id;
    const decide = (id: number, body: unknown) => post(`/api/admin/payments/purchase-withdrawals/${id}/decision`, admin, body);
    expect((await decide(first, { decision: 'approve' })).json.error).toBe('Confirme que a casa devolverá o valor por transferência.');
    expect((await decide(first, { decision: 'approve', transfer_confirmed: true })).status).toBe(200);
    const audit = await env.DB.prepare(`select details from audit_log where action = 'purchase_withdrawal.approve' and target_id = ?`)
      .bind(String(first))
      .first<{ details: string }>();
    expect(JSON.parse(audit!.details)).toMatchObject({ refund_by_transfer: true });
    expect((await decide(second, { decision: 'decline', reason: 'Lote já retirado há mais de 7 dias.' })).json.message).toBe(
      'Desistência recusada.',
    );
    const state = await env.DB.prepare('select status, decline_reason from purchase_withdrawals where id = ?').bind(second).first();
    expect(state).toEqual({ status: 'declined', decline_reason: 'Lote já retirado há mais de 7 dias.' });
  });

  it('a non-payment review ignores withdrawn payments', async () => {
    const ana = await insertedMember();
    const now = new Date().toISOString();
    for (let i = 0; i < 2; i++) {
      const { payment } = await wonInD1(ana.id, 'rejected');
      await env.DB.prepare('update payments set rejected_at = ?, withdrawn_at = ? where id = ?').bind(now, now, payment.id).run();
    }
    expect(await reviewBiddingStanding(db, ana.id, 'payment_rejected')).toBe(false);
  });
});

describe('reconciliation of money received', () => {
  const resolve = (id: number, body: unknown) => post(`/api/admin/payments/receipts/${id}/resolve`, admin, body);

  it('approves a divergent receipt that covers the total, once: a second resolve is 409', async () => {
    const ana = await insertedMember();
    const { payment } = await wonInD1(ana.id, 'pending', 'pix');
    const low = await insertReceipt({ paymentId: payment.id, amountCents: 100_000, outcome: 'divergent' });
    expect((await resolve(low.id, { action: 'approve' })).json.error).toBe('O valor recebido é menor que o total do pagamento.');
    const receipt = await insertReceipt({ paymentId: payment.id, amountCents: 111_200, outcome: 'divergent' });
    expect((await resolve(receipt.id, { action: 'approve' })).json).toMatchObject({ data: { resolution: 'approved' } });
    expect((await resolve(receipt.id, { action: 'approve' })).json.error).toBe('Este recebimento já foi resolvido.');
    expect((await resolve(receipt.id, { action: 'keep', note: 'x' })).status).toBe(409);
    const row = await env.DB.prepare('select status, confirmed_by, paid_reference from payments where id = ?').bind(payment.id).first();
    expect(row).toEqual({ status: 'approved', confirmed_by: 'psp', paid_reference: receipt.reference });
  });

  it('links an unmatched Pix to a pending payment of exactly its amount; unknown ids are 404', async () => {
    const ana = await insertedMember();
    const { payment } = await wonInD1(ana.id, 'pending', 'pix');
    const wrong = await insertReceipt({ amountCents: 111_000, outcome: 'unmatched' });
    expect((await resolve(wrong.id, { action: 'link', payment_id: payment.id })).json.error).toBe(
      'O valor recebido não é igual ao total do pagamento.',
    );
    const receipt = await insertReceipt({ amountCents: 111_100, outcome: 'unmatched' });
    expect((await resolve(receipt.id, { action: 'link', payment_id: 999_999_999 })).json.error).toBe('Pagamento não encontrado.');
    expect((await resolve(999_999_999, { action: 'keep', note: 'Depósito conhecido' })).json.error).toBe('Recebimento não encontrado.');
    expect((await resolve(receipt.id, { action: 'approve' })).status).toBe(422);
    expect((await resolve(receipt.id, { action: 'link', payment_id: payment.id })).status).toBe(200);
    const row = await env.DB.prepare(
      'select r.payment_id, r.resolution, p.status from payment_receipts r join payments p on p.id = r.payment_id where r.id = ?',
    )
      .bind(receipt.id)
      .first();
    expect(row).toEqual({ payment_id: payment.id, resolution: 'approved', status: 'approved' });
  });

  it('keeps a receipt with a note (required) and queues the refund of another', async () => {
    const kept = await insertReceipt({ amountCents: 5_000, outcome: 'unmatched' });
    expect((await resolve(kept.id, { action: 'keep' })).json.error).toBe(
      'Informe uma observação (até 500 caracteres) para manter o valor.',
    );
    expect((await resolve(kept.id, { action: 'keep', note: 'Depósito do leiloeiro parceiro' })).json.data.resolution).toBe('kept');
    const refunded = await insertReceipt({ amountCents: 7_000, outcome: 'unmatched' });
    const res = await resolve(refunded.id, { action: 'refund' });
    expect(res.json.data).toMatchObject({ resolution: 'refunded', refund_id: expect.any(Number) });
    expect(await refundsOf(refunded.id)).toEqual([expect.objectContaining({ reason: 'unmatched', status: 'queued', amount_cents: 7_000 })]);
    const boleto = await insertReceipt({ amountCents: 7_000, outcome: 'divergent', kind: 'boleto' });
    expect((await resolve(boleto.id, { action: 'refund' })).status).toBe(422);
    const overview = await call('/api/admin/payments/reconciliation', { token: admin.token });
    expect(overview.json.data.sections.unmatched.rows.find((r: any) => r.id === kept.id)).toMatchObject({
      resolution: 'kept',
      resolution_note: 'Depósito do leiloeiro parceiro',
    });
    expect(overview.json.data.sections.refunds.rows.some((r: any) => r.receipt_id === refunded.id)).toBe(true);
  });
});

describe("the day's movements (CSV)", () => {
  it('is for administrators only, one line per movement of the São Paulo day, formulas escaped', async () => {
    const member = await insertedMember();
    const url = '/api/admin/payments/movements.csv?date=2026-03-10';
    expect((await call(url, { token: member.token })).status).toBe(403);
    expect((await call('/api/admin/payments/movements.csv?date=2026-02-30', { token: admin.token })).status).toBe(422);
    await env.DB.prepare(`update users set name = '=HYPERLINK("x")' where id = ?`).bind(member.id).run();
    const { payment } = await wonInD1(member.id);
    // 23:30 in São Paulo on the 10th (02:30 UTC on the 11th), and 00:10 on the 11th (next day).
    await insertReceipt({ paymentId: payment.id, amountCents: 123_456, outcome: 'divergent', paidAt: '2026-03-11T02:30:00.000Z' });
    await insertReceipt({ paymentId: payment.id, amountCents: 999, outcome: 'divergent', paidAt: '2026-03-11T03:10:00.000Z' });
    const res = await get(url, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith('\uFEFFdata_hora;tipo;lote;membro;referencia;valor;situacao\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^10\/03\/2026 23:30;recebimento Pix;\d+ Lote [^;]+;"'=HYPERLINK\(""x""\)";E[^;]+;1234,56;Valor divergente$/);
  });
});

describe('the pages', () => {
  const page = async (path: string, cookie: string) => {
    const res = await get(path, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("Financeiro shows the reconciliation's queues and the day's CSV; Pagamentos the Desistências and who confirmed", async () => {
    const finance = await page('/admin?aba=financeiro', admin.cookie);
    for (const words of [
      'Pix recebido sem cobrança',
      'Valor divergente',
      'Após o prazo',
      'Pago em duplicidade',
      'Devoluções',
      'Baixar movimentos do dia (CSV)',
    ]) {
      expect(finance).toContain(words);
    }
    const ana = await insertedMember();
    const { payment } = await wonInD1(ana.id);
    await confirmByPsp(payment.id, payment.totalCents);
    const payments = await page('/admin?aba=pagamentos', admin.cookie);
    expect(payments).toContain('Desistências');
    expect(payments).toContain('>PSP<');
  });

  it("the winner's checkout offers 'Desistir da compra' once paid, then shows the request in review", async () => {
    const ana = await signedInUser({ approved: true });
    const { lot, payment } = await lotWonBy(admin, ana);
    expect(await page(`/checkout/${lot.id}`, ana.cookie)).not.toContain('Desistir da compra');
    await confirmByPsp(payment.id, payment.total_cents);
    expect(await page(`/checkout/${lot.id}`, ana.cookie)).toContain('Desistir da compra');
    await post(`/api/auctions/${lot.id}/purchase-withdrawal`, ana, { reason: 'Encontrei um equipamento melhor.' });
    expect(await page(`/checkout/${lot.id}`, ana.cookie)).toContain('Em análise');
  });
});
