/**
 * Pickups inside the Workers runtime: the winner books a slot once payment is approved, the race for the
 * last place in a slot, and the administrator's desk (ready, completed with the release code, cancelled).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pickupDays } from '~/domain/pickup-slots';
import { call, eventually, lotWonBy, notices, post, signedInUser, type Member } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const wonLot = (winner: Member, ...others: Member[]) => lotWonBy(admin, winner, ...others);

const firstOpenDay = () => pickupDays(new Date())[0]!;

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

/** The next Saturday inside the booking window. */
function nextWeekend(): string {
  const open = new Set(pickupDays(new Date()));
  for (let d = 1; d <= 30; d++) {
    const day = new Date(Date.now() + d * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6 && !open.has(day)) return day;
  }
  throw new Error('no Saturday in the window');
}
