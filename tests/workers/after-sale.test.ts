/**
 * After the hammer, inside the Workers runtime: the winner's calls (payment status, withdrawal, pickup),
 * the administrators' payment and pickup calls, notices sent once, IDOR, the race for the last place in a
 * slot, and the second chance. Lots are closed by their real rooms, so the payment is the room's.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pickupDays } from '~/domain/pickup-slots';
import { pixPayloadIsValid } from '~/domain/pix';
import { call, eventually, insertLot, signedInUser } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

type Member = Awaited<ReturnType<typeof signedInUser>>;
let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const post = (path: string, who: Member | undefined, body: unknown = {}) => call(path, { method: 'POST', token: who?.token, body });

/** A lot won by `winner` over `others` (who bid before), closed by an administrator through its room. */
async function wonLot(winner: Member, ...others: Member[]) {
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

async function notices(userId: number, type: string, lotId: number) {
  const { results } = await env.DB.prepare('SELECT id FROM notifications WHERE user_id = ? AND type = ? AND auction_id = ?')
    .bind(userId, type, lotId)
    .all();
  return results.length;
}

const firstOpenDay = () => pickupDays(new Date())[0]!;

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

describe('pickup', () => {
  async function paidLot() {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const won = await wonLot(ana, beto);
    expect((await post(`/api/admin/payments/${won.payment.id}/status`, admin, { status: 'approved' })).status).toBe(200);
    return { ana, beto, ...won };
  }

  it('opens after approval, checks the slot, books once and gives a release code', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await wonLot(ana, beto);
    const day = firstOpenDay();
    const url = `/api/auctions/${lot.id}/schedule-pickup`;
    expect(await post(url, ana, { pickup_date: day, pickup_time: '10:00' })).toMatchObject({
      status: 409,
      json: { error: 'O pagamento ainda não foi aprovado. O agendamento é liberado após a aprovação.' },
    });
    const info = await call(`/api/auctions/${lot.id}/pickup-info`, { token: ana.token });
    expect(info.json.data).toMatchObject({
      auction_title: 'Servidor Dell PowerEdge R740',
      winning_amount: 1110,
      can_schedule: false,
      slots: [],
    });
    await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'approved' });

    const open = await call(`/api/auctions/${lot.id}/pickup-info`, { token: ana.token });
    expect(open.json.data.can_schedule).toBe(true);
    expect(open.json.data.slots[0]).toMatchObject({ date: day, times: expect.arrayContaining([{ time: '08:00', available: 2 }]) });
    expect(open.json.data.required_documents.length).toBeGreaterThan(0);
    expect(open.json.data.pickup_location).toContain('São Paulo');

    for (const [body, error] of [
      [{}, 'Por favor, selecione data e horário para a retirada'],
      [{ pickup_date: day }, 'Por favor, selecione data e horário para a retirada'],
      [{ pickup_date: day, pickup_time: '10:15' }, 'Escolha um horário entre 08:00 e 17:00, de 30 em 30 minutos.'],
      [{ pickup_date: day, pickup_time: '17:30' }, 'Escolha um horário entre 08:00 e 17:00, de 30 em 30 minutos.'],
      [{ pickup_date: '2020-01-06', pickup_time: '10:00' }, 'Escolha uma data entre amanhã e os próximos 30 dias.'],
      [
        { pickup_date: day, pickup_time: '10:00', authorized_name: 'Carla Dias', authorized_cpf: '111.111.111-11' },
        'CPF da pessoa autorizada inválido.',
      ],
      [{ pickup_date: day, pickup_time: '10:00', notes: 'x'.repeat(501) }, 'As observações podem ter no máximo 500 caracteres.'],
    ] as const) {
      expect(await post(url, ana, body), JSON.stringify(body)).toMatchObject({ status: 422, json: { error } });
    }
    const saturday = pickupDays(new Date()).length && nextWeekend();
    expect((await post(url, ana, { pickup_date: saturday, pickup_time: '10:00' })).json.error).toBe(
      'Não há retiradas nesse dia (fins de semana e feriados). Escolha outro dia.',
    );
    expect(await env.DB.prepare('SELECT count(*) AS n FROM pickup_appointments WHERE lot_id = ?').bind(lot.id).first('n')).toBe(0);

    const booking = {
      pickup_date: day,
      pickup_time: '10:00',
      notes: 'Levo caixa',
      authorized_name: 'Carla Dias',
      authorized_cpf: '529.982.247-25',
    };
    const booked = await post(url, ana, booking);
    expect(booked).toMatchObject({
      status: 201,
      json: {
        message: 'Retirada agendada com sucesso!',
        data: { pickup_date: day, pickup_time: '10:00', status: 'scheduled', authorized_cpf: '52998224725', notes: 'Levo caixa' },
      },
    });
    expect(booked.json.data.release_code).toMatch(/^\d{6}$/);
    const again = await post(url, ana, booking);
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(booked.json.data.id);
    expect((await post(url, ana, { pickup_date: day, pickup_time: '11:00' })).json.error).toBe('A retirada deste lote já foi agendada.');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM pickup_appointments WHERE lot_id = ?').bind(lot.id).first('n')).toBe(1);
    const mail = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE to_email = ? AND kind = 'pickup_scheduled'")
      .bind(ana.email)
      .first<string>('text_body');
    expect(mail).toContain(booked.json.data.release_code);
    // The admin's list never shows the code.
    const list = await call('/api/admin/scheduled-pickups', { token: admin.token });
    const row = list.json.data.find((p: any) => p.auction_id === lot.id);
    expect(row).toMatchObject({ user_email: ana.email, winning_amount: 1110, status: 'scheduled', authorized_name: 'Carla Dias' });
    expect(JSON.stringify(list.json)).not.toContain(booked.json.data.release_code);
  });

  it('two winners racing for the last place in a slot: exactly one gets it', async () => {
    const first = await paidLot();
    const second = await paidLot();
    const third = await paidLot();
    const day = pickupDays(new Date()).at(-1)!;
    const slot = { pickup_date: day, pickup_time: '16:30' };
    expect((await post(`/api/auctions/${first.lot.id}/schedule-pickup`, first.ana, slot)).status).toBe(201);
    const race = await Promise.all([
      post(`/api/auctions/${second.lot.id}/schedule-pickup`, second.ana, slot),
      post(`/api/auctions/${third.lot.id}/schedule-pickup`, third.ana, slot),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)!.json.error).toBe('Esse horário acabou de ser preenchido. Escolha outro.');
    const taken = await env.DB.prepare("SELECT count(*) AS n FROM pickup_appointments WHERE pickup_date = ? AND pickup_time = '16:30'")
      .bind(day)
      .first('n');
    expect(taken).toBe(2);
  });

  it('the admin moves it along: ready tells the winner once; completed needs the release code; then it is final', async () => {
    const { ana, lot } = await paidLot();
    const booked = await post(`/api/auctions/${lot.id}/schedule-pickup`, ana, { pickup_date: firstOpenDay(), pickup_time: '09:00' });
    const id = booked.json.data.id as number;
    const put = (body: unknown) => call(`/api/admin/scheduled-pickups/${id}/status`, { method: 'PUT', token: admin.token, body });
    expect((await put({ status: 'shipped' })).json.error).toBe('Status inválido.');
    expect((await put({ status: 'ready' })).json).toMatchObject({ data: { status: 'ready' }, message: 'Status atualizado com sucesso!' });
    expect((await put({ status: 'ready' })).status).toBe(200);
    expect(
      await eventually(
        () => notices(ana.id, 'item_ready', lot.id),
        (n) => n > 0,
      ),
    ).toBe(1);
    expect((await put({ status: 'completed' })).json.error).toBe('Informe o código de liberação apresentado pelo vencedor.');
    const wrong = booked.json.data.release_code === '000000' ? '111111' : '000000';
    expect(await put({ status: 'completed', release_code: wrong })).toMatchObject({
      status: 422,
      json: { error: 'Código de liberação incorreto.' },
    });
    const done = await put({ status: 'completed', release_code: booked.json.data.release_code, notes: 'Retirado por Carla' });
    expect(done.json.data).toMatchObject({ status: 'completed', notes: 'Retirado por Carla', completed_at: expect.any(String) });
    expect((await put({ status: 'cancelled', reason: 'x' })).status).toBe(409);
    const card = await call(`/api/auctions/${lot.id}/payment-status`, { token: ana.token });
    expect(card.json.data.pickup).toMatchObject({ status: 'completed' });
    expect(
      (await call('/api/admin/scheduled-pickups/999999/status', { method: 'PUT', token: admin.token, body: { status: 'ready' } })).status,
    ).toBe(404);
  });

  it('cancelling keeps the reason', async () => {
    const { ana, lot } = await paidLot();
    const booked = await post(`/api/auctions/${lot.id}/schedule-pickup`, ana, { pickup_date: firstOpenDay(), pickup_time: '08:30' });
    const res = await call(`/api/admin/scheduled-pickups/${booked.json.data.id}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { status: 'cancelled', reason: 'Vencedor pediu para cancelar' },
    });
    expect(res.json.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Vencedor pediu para cancelar' });
  });
});

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

describe('dashboard', () => {
  it('shows each member only their own bids, payments, won lots and statistics', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await wonLot(ana, beto);
    const overview = await call('/api/dashboard/overview', { token: ana.token });
    expect(overview.json.data).toMatchObject({ total_bids: 1, won_auctions: 1, pending_payments: 1, total_spent: 0, scheduled_pickups: 0 });
    const history = await call('/api/dashboard/bid-history?per_page=5', { token: beto.token });
    expect(history.json.data.bids).toEqual([
      expect.objectContaining({ amount: 1010, is_winning: false, auction: expect.objectContaining({ id: lot.id, status: 'closed' }) }),
    ]);
    expect(history.json.data.pagination).toMatchObject({ page: 1, per_page: 5, total: 1 });
    const mine = await call('/api/dashboard/bid-history', { token: ana.token });
    expect(mine.json.data.bids[0]).toMatchObject({ amount: 1110, is_winning: true });
    const payments = await call('/api/dashboard/payments?status=pending', { token: ana.token });
    expect(payments.json.data).toEqual([
      expect.objectContaining({ id: payment.id, total: 1221, auction: { id: lot.id, title: lot.title } }),
    ]);
    expect((await call('/api/dashboard/payments', { token: beto.token })).json.data).toEqual([]);
    const won = await call('/api/dashboard/won-auctions', { token: ana.token });
    expect(won.json.data).toEqual([
      expect.objectContaining({ id: lot.id, final_price: 1110, payment_status: 'pending', pickup_status: null }),
    ]);
    expect((await call('/api/dashboard/won-auctions', { token: beto.token })).json.data).toEqual([]);
    const stats = await call('/api/dashboard/statistics', { token: ana.token });
    expect(stats.json.data).toMatchObject({
      success_rate: 100,
      average_bid: 1110,
      unique_auctions: 1,
      top_categories: [{ category: 'Notebooks', count: 1 }],
    });
    expect(stats.json.data.monthly_activity).toHaveLength(1);
    const favorites = await call(`/api/dashboard/favorites?ids=${lot.id},abc,999999`, { token: beto.token });
    expect(favorites.json.data).toEqual([expect.objectContaining({ id: lot.id, current_price: 1110, time_remaining: null })]);
    expect((await call('/api/dashboard/overview')).status).toBe(401);
  });
});

/** The next Saturday inside the booking window. */
function nextWeekend(): string {
  const open = new Set(pickupDays(new Date()));
  for (let d = 1; d <= 30; d++) {
    const day = new Date(Date.now() + d * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6 && !open.has(day)) return day;
  }
  throw new Error('no Saturday in the window');
}
