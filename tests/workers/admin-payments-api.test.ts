/**
 * The administrators' payments (/api/admin/payments) inside the Workers runtime: the list, approving and
 * rejecting, and the second chance offered to the runner-up at their last bid.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, eventually, lotWonBy, notices, post, signedInUser, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const wonLot = (winner: Member, ...others: Member[]) => lotWonBy(admin, winner, ...others);

describe('payments (administrators) and the second chance', () => {
  it('lists with filters, switches approved ⇄ rejected, and offers a rejected lot to the runner-up at their last bid', async () => {
    const [ana, beto, caio] = [
      await signedInUser({ approved: true }),
      await signedInUser({ approved: true }),
      await signedInUser({ approved: true }),
    ];
    const { lot, payment } = await wonLot(ana, caio, beto); // caio 1010, beto 1110, ana 1210
    const list = await call('/api/admin/payments?status=pending&per_page=100', { token: admin.token });
    expect(list.json.data.payments.find((p: any) => p.id === payment.id)).toMatchObject({
      auction_title: 'Servidor Dell PowerEdge R740',
      user_email: ana.email,
      amount: 1210,
      fee: 121,
      total: 1331,
      status: 'pending',
      overdue: false,
    });
    expect(
      (await call('/api/admin/payments?status=approved&per_page=100', { token: admin.token })).json.data.payments.some(
        (p: any) => p.id === payment.id,
      ),
    ).toBe(false);
    expect((await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'paid' })).json.error).toBe('Status inválido.');
    // A pending payment is not offered to anyone else.
    expect((await post(`/api/admin/payments/${payment.id}/second-chance`, admin)).status).toBe(409);
    expect((await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'approved' })).json.data.status).toBe('approved');
    expect((await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'rejected' })).json.data.status).toBe('rejected');

    const offer = await post(`/api/admin/payments/${payment.id}/second-chance`, admin);
    expect(offer).toMatchObject({ status: 201, json: { data: { user_id: beto.id, auction_id: lot.id } } });
    expect((await post(`/api/admin/payments/${payment.id}/second-chance`, admin)).json.error).toBe(
      'Já existe uma oferta em aberto para este lote.',
    );
    expect(
      await eventually(
        () => notices(beto.id, 'second_chance_offer', lot.id),
        (n) => n > 0,
      ),
    ).toBe(1);
    const overview = await call('/api/dashboard/overview', { token: beto.token });
    expect(overview.json.data.second_chance_offers).toEqual([expect.objectContaining({ auction_id: lot.id, amount: 1110 })]);
    // Caio has no offer to answer; Beto accepts his.
    expect((await post(`/api/auctions/${lot.id}/second-chance/accept`, caio)).status).toBe(404);
    expect((await post(`/api/auctions/${lot.id}/second-chance/accept`, beto)).json.message).toBe(
      'Oferta aceita! O lote é seu: finalize o pagamento.',
    );

    const status = await eventually(
      () => call(`/api/auctions/${lot.id}/payment-status`, { token: beto.token }),
      (r) => r.json?.data?.payment_exists === true,
    );
    expect(status.json.data.payment).toMatchObject({ amount: 1110, fee: 111, total: 1221, status: 'pending' });
    expect((await call(`/api/auctions/${lot.id}/payment-status`, { token: ana.token })).status).toBe(403);
    // The old winner's payment cannot be approved any more; the bid log is as it was.
    expect((await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'approved' })).status).toBe(409);
    const log = await env.DB.prepare('SELECT user_id, amount_cents FROM bids WHERE lot_id = ? ORDER BY seq').bind(lot.id).all();
    expect(log.results).toEqual([
      { user_id: caio.id, amount_cents: 101_000 },
      { user_id: beto.id, amount_cents: 111_000 },
      { user_id: ana.id, amount_cents: 121_000 },
    ]);
    const lotRow = await eventually(
      () => env.DB.prepare('SELECT winner_user_id, final_price_cents FROM lots WHERE id = ?').bind(lot.id).first<any>(),
      (r) => r.winner_user_id === beto.id,
    );
    expect(lotRow).toEqual({ winner_user_id: beto.id, final_price_cents: 111_000 });
  });
});
