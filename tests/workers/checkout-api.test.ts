/**
 * The winner's checkout inside the Workers runtime: who may read the payment status or ask for the
 * withdrawal (IDOR), the amounts and the PIX code, and the administrator's approval heard once. Lots are
 * closed by their real rooms, so the payment is the room's.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pixPayloadIsValid } from '~/domain/pix';
import { call, eventually, insertLot, lotWonBy, notices, post, signedInUser, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const wonLot = (winner: Member, ...others: Member[]) => lotWonBy(admin, winner, ...others);

describe('the winner’s calls', () => {
  it('only the winner gets through; the others are told why, and nothing is read', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const pending = await signedInUser();
    const { lot } = await wonLot(ana, beto);
    for (const [method, path] of [
      ['GET', 'payment-status'],
      ['POST', 'request-withdrawal'],
      ['GET', 'pickup-info'],
      ['POST', 'schedule-pickup'],
    ] as const) {
      const url = `/api/auctions/${lot.id}/${path}`;
      const visitor = await call(url, { method, body: method === 'POST' ? {} : undefined });
      expect(visitor, url).toMatchObject({ status: 401, json: { error: 'Você precisa estar logado para solicitar a retirada.' } });
      const unapproved = await call(url, { method, token: pending.token, body: method === 'POST' ? {} : undefined });
      expect(unapproved.status).toBe(403);
      expect(unapproved.json.error).toContain('aprovada pelo administrador');
      const loser = await call(url, { method, token: beto.token, body: method === 'POST' ? {} : undefined });
      expect(loser.status, url).toBe(403);
      expect(loser.json.error).toBe(
        path === 'payment-status'
          ? 'Apenas o vencedor pode acessar o checkout deste leilão.'
          : 'Apenas o vencedor pode solicitar a retirada do lote.',
      );
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM withdrawal_requests WHERE lot_id = ?').bind(lot.id).first('n')).toBe(0);
    // A running lot and an unknown one.
    const running = await insertLot();
    expect(await call(`/api/auctions/${running.id}/payment-status`, { token: ana.token })).toMatchObject({
      status: 409,
      json: { error: 'Este leilão ainda não terminou.' },
    });
    expect((await call('/api/auctions/999999/payment-status', { token: ana.token })).status).toBe(404);
  });

  it('payment-status: the winning bid, the 10 % fee and the total to the cent, the deadline and a valid PIX code', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await wonLot(ana, beto);
    const res = await call(`/api/auctions/${lot.id}/payment-status`, { token: ana.token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      payment_exists: true,
      payment_approved: false,
      payment: { amount: 1110, fee: 111, total: 1221, status: 'pending' },
    });
    const due = Date.parse(data.payment.due_at) - Date.parse(payment.created_at);
    expect(Math.abs(due - 72 * 3_600_000)).toBeLessThan(60_000);
    expect(pixPayloadIsValid(data.pix.payload)).toBe(true);
    expect(data.pix.payload).toContain('54071221.00');
    expect(data.pix.payload).toContain(data.pix.txid);
    expect(data.bank_transfer.length).toBeGreaterThan(0);
  });

  it('withdrawal: asked once however often; then the admin approves the payment and the winner hears it once', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await wonLot(ana, beto);
    for (let i = 0; i < 3; i++) {
      const res = await post(`/api/auctions/${lot.id}/request-withdrawal`, ana, i === 0 ? { method: 'transfer' } : {});
      expect(res).toMatchObject({
        status: 200,
        json: { message: 'Solicitação de retirada enviada com sucesso!', data: { payment_approved: false } },
      });
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM withdrawal_requests WHERE lot_id = ?').bind(lot.id).first('n')).toBe(1);
    expect(await env.DB.prepare('SELECT method FROM payments WHERE id = ?').bind(payment.id).first('method')).toBe('transfer');
    expect((await post(`/api/auctions/${lot.id}/request-withdrawal`, ana, { method: 'bitcoin' })).status).toBe(422);

    const list = await call('/api/admin/withdrawal-requests', { token: admin.token });
    expect(list.json.data.find((r: any) => r.auction_id === lot.id)).toMatchObject({
      user_id: ana.id,
      winner_email: ana.email,
      amount: 1110,
      fee: 111,
      total: 1221,
      payment_approved: false,
    });
    // Only the winner's request can be approved by it.
    expect((await post(`/api/admin/withdrawal-requests/${lot.id}/approve-payment`, admin, { user_id: beto.id })).status).toBe(404);
    const approved = await post(`/api/admin/withdrawal-requests/${lot.id}/approve-payment`, admin, { user_id: ana.id });
    expect(approved).toMatchObject({ status: 200, json: { message: 'Status atualizado com sucesso!', data: { status: 'approved' } } });
    // Approving again, through the payments call this time, tells nobody twice.
    expect((await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'approved' })).status).toBe(200);
    expect(
      await eventually(
        () => notices(ana.id, 'payment_approved', lot.id),
        (n) => n > 0,
      ),
    ).toBe(1);
    const status = await call(`/api/auctions/${lot.id}/payment-status`, { token: ana.token });
    expect(status.json.data).toMatchObject({ payment_approved: true, withdrawal: { payment_approved_at: expect.any(String) }, pix: null });
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'payment.approve' AND target_id = ?")
      .bind(String(payment.id))
      .first('n');
    expect(audit).toBe(1);
  });
});
