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

describe('an item leaves only with its paid winner', () => {
  async function bookedLot(time: string, ...others: Member[]) {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const won = await wonLot(ana, beto, ...others);
    expect((await post(`/api/admin/payments/${won.payment.id}/status`, admin, { status: 'approved' })).status).toBe(200);
    const booked = await post(`/api/auctions/${won.lot.id}/schedule-pickup`, ana, { pickup_date: firstOpenDay(), pickup_time: time });
    expect(booked.status).toBe(201);
    return { ana, beto, ...won, pickupId: booked.json.data.id as number, code: booked.json.data.release_code as string };
  }
  const complete = (id: number, code: string) =>
    call(`/api/admin/scheduled-pickups/${id}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { status: 'completed', release_code: code },
    });
  const adminRow = async (id: number) =>
    (await call('/api/admin/scheduled-pickups?per_page=100', { token: admin.token })).json.data.find((p: any) => p.id === id);
  const auditActions = async (pickupId: number) =>
    (
      await env.DB.prepare(
        "SELECT action, actor_user_id AS actor FROM audit_log WHERE target_type = 'pickup' AND target_id = ? ORDER BY id",
      )
        .bind(String(pickupId))
        .all<{ action: string; actor: number | null }>()
    ).results;

  it('pickup after reversal: rejecting the approved payment cancels the appointment, its release code no longer completes it, and the member is told', async () => {
    const { ana, lot, payment, pickupId, code } = await bookedLot('11:00');

    expect((await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'rejected' })).status).toBe(200);
    expect(await complete(pickupId, code)).toMatchObject({
      status: 409,
      json: { error: 'Este agendamento já foi concluído ou cancelado.' },
    });
    expect(await adminRow(pickupId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'rejected',
      cancel_reason: 'Cancelado automaticamente: o pagamento deixou de estar aprovado.',
    });
    expect(await env.DB.prepare('SELECT status FROM pickup_appointments WHERE id = ?').bind(pickupId).first('status')).toBe('cancelled');
    expect(
      await eventually(
        () => notices(ana.id, 'pickup_cancelled', lot.id),
        (n) => n > 0,
      ),
    ).toBe(1);
    expect(
      await env.DB.prepare("SELECT title, message FROM notifications WHERE user_id = ? AND type = 'pickup_cancelled'").bind(ana.id).first(),
    ).toEqual({
      title: 'Retirada cancelada',
      message:
        'A retirada agendada de "Servidor Dell PowerEdge R740" foi cancelada: o pagamento deixou de estar aprovado ou o lote passou para outro arrematante. O código de liberação não vale mais.',
    });
    expect(await auditActions(pickupId)).toContainEqual({ action: 'pickup.cancelled', actor: admin.id });
    const card = await call(`/api/auctions/${lot.id}/payment-status`, { token: ana.token });
    expect(card.json.data).toMatchObject({ pickup: { status: 'cancelled', release_code: null }, can_schedule: false });

    // Approved again, the winner books anew with a new code; the old one stays dead.
    expect((await post(`/api/admin/payments/${payment.id}/status`, admin, { status: 'approved' })).status).toBe(200);
    const again = await post(`/api/auctions/${lot.id}/schedule-pickup`, ana, { pickup_date: firstOpenDay(), pickup_time: '11:30' });
    expect(again.status).toBe(201);
    expect(again.json.data.id).not.toBe(pickupId);
    expect((await complete(pickupId, code)).status).toBe(409);
    expect((await complete(again.json.data.id, again.json.data.release_code)).json.data).toMatchObject({ status: 'completed' });
  });

  it("completing checks that the appointment is the current winner's and that their payment is approved", async () => {
    const unpaid = await bookedLot('12:00');
    // A payment left rejected under an open appointment (as before rejection cancelled it).
    await env.DB.prepare("UPDATE payments SET status = 'rejected' WHERE id = ?").bind(unpaid.payment.id).run();
    expect(await complete(unpaid.pickupId, unpaid.code)).toMatchObject({
      status: 409,
      json: { error: 'O pagamento deste lote não está aprovado. O lote não pode ser entregue.' },
    });
    const passed = await bookedLot('12:30');
    await env.DB.prepare('UPDATE lots SET winner_user_id = ? WHERE id = ?').bind(passed.beto.id, passed.lot.id).run();
    expect(await complete(passed.pickupId, passed.code)).toMatchObject({
      status: 409,
      json: { error: 'Quem agendou esta retirada não é mais o vencedor do lote. O lote não pode ser entregue.' },
    });
    const statuses = await env.DB.prepare('SELECT status FROM pickup_appointments WHERE id IN (?, ?)')
      .bind(unpaid.pickupId, passed.pickupId)
      .all();
    expect(statuses.results).toEqual([{ status: 'scheduled' }, { status: 'scheduled' }]);
  });

  it('pickup after the lot passes to the second-chance member: the old appointment is cancelled, the member told, and the new winner books', async () => {
    const { ana, beto, lot, payment, pickupId, code } = await bookedLot('13:00');
    // A payment left rejected under an open appointment (as before rejection cancelled it); the lot goes to Beto.
    await env.DB.prepare("UPDATE payments SET status = 'rejected' WHERE id = ?").bind(payment.id).run();
    expect((await post(`/api/admin/payments/${payment.id}/second-chance`, admin)).status).toBe(201);
    expect((await post(`/api/auctions/${lot.id}/second-chance/accept`, beto)).status).toBe(200);

    expect(await env.DB.prepare('SELECT status FROM pickup_appointments WHERE id = ?').bind(pickupId).first('status')).toBe('cancelled');
    expect((await adminRow(pickupId)).cancel_reason).toBe('Cancelado automaticamente: o lote passou para outro arrematante.');
    expect(await complete(pickupId, code)).toMatchObject({
      status: 409,
      json: { error: 'Este agendamento já foi concluído ou cancelado.' },
    });
    expect(
      await eventually(
        () => notices(ana.id, 'pickup_cancelled', lot.id),
        (n) => n > 0,
      ),
    ).toBe(1);
    expect(await auditActions(pickupId)).toContainEqual({ action: 'pickup.cancelled', actor: null });

    const betoPayment = await eventually(
      () => env.DB.prepare('SELECT id FROM payments WHERE lot_id = ? AND user_id = ?').bind(lot.id, beto.id).first<{ id: number }>(),
      (row) => row !== null,
    );
    await eventually(
      () => env.DB.prepare('SELECT winner_user_id FROM lots WHERE id = ?').bind(lot.id).first('winner_user_id'),
      (winner) => winner === beto.id,
    );
    expect((await post(`/api/admin/payments/${betoPayment!.id}/status`, admin, { status: 'approved' })).status).toBe(200);
    const booked = await post(`/api/auctions/${lot.id}/schedule-pickup`, beto, { pickup_date: firstOpenDay(), pickup_time: '13:30' });
    expect(booked).toMatchObject({ status: 201, json: { data: { status: 'scheduled' } } });
  });

  it('a second-chance offer cannot be accepted once the original payment is approved', async () => {
    const [ana, beto] = [await signedInUser({ approved: true }), await signedInUser({ approved: true })];
    const { lot, payment } = await wonLot(ana, beto);
    const decide = (status: string) => post(`/api/admin/payments/${payment.id}/status`, admin, { status });
    expect((await decide('rejected')).status).toBe(200);
    expect((await post(`/api/admin/payments/${payment.id}/second-chance`, admin)).status).toBe(201);
    expect((await decide('approved')).status).toBe(200);

    expect(await post(`/api/auctions/${lot.id}/second-chance/accept`, beto)).toMatchObject({
      status: 409,
      json: { error: 'O pagamento do vencedor original foi aprovado. Esta oferta não está mais disponível.' },
    });
    expect(await env.DB.prepare('SELECT status FROM second_chance_offers WHERE lot_id = ?').bind(lot.id).first('status')).toBe('expired');
    expect(await env.DB.prepare('SELECT winner_user_id FROM lots WHERE id = ?').bind(lot.id).first('winner_user_id')).toBe(ana.id);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE lot_id = ?').bind(lot.id).first('n')).toBe(1);
    expect((await call(`/api/auctions/${lot.id}/payment-status`, { token: ana.token })).json.data.payment_approved).toBe(true);
  });

  it('5 wrong release codes lock the appointment: a 6th try, even the right code, is refused (423) until an administrator unlocks it (audited)', async () => {
    const { ana, pickupId, code } = await bookedLot('14:00');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await complete(pickupId, wrong), `attempt ${attempt}`).toMatchObject({
        status: 422,
        json: { error: 'Código de liberação incorreto.' },
      });
    }
    const locked = {
      status: 423,
      json: { error: 'Agendamento bloqueado após 5 tentativas com código de liberação incorreto. Um administrador precisa desbloqueá-lo.' },
    };
    expect(await complete(pickupId, code)).toMatchObject(locked);
    expect(await complete(pickupId, wrong)).toMatchObject(locked);
    expect(
      await env.DB.prepare('SELECT status, failed_code_attempts AS tries FROM pickup_appointments WHERE id = ?').bind(pickupId).first(),
    ).toEqual({ status: 'scheduled', tries: 5 });
    expect(await adminRow(pickupId)).toMatchObject({ status: 'scheduled', locked: true });
    expect(await auditActions(pickupId)).toContainEqual({ action: 'pickup.locked', actor: admin.id });

    const unlockUrl = `/api/admin/scheduled-pickups/${pickupId}/unlock`;
    expect((await post(unlockUrl, ana)).status).toBe(403);
    expect((await post(unlockUrl, undefined)).status).toBe(401);
    expect(await complete(pickupId, code)).toMatchObject(locked);
    expect(await post(unlockUrl, admin)).toMatchObject({
      status: 200,
      json: { message: 'Agendamento desbloqueado.', data: { id: pickupId, locked: false, status: 'scheduled' } },
    });
    expect(await auditActions(pickupId)).toContainEqual({ action: 'pickup.unlock', actor: admin.id });
    expect((await complete(pickupId, code)).json.data).toMatchObject({ status: 'completed' });
    expect(await post(unlockUrl, admin)).toMatchObject({ status: 409, json: { error: 'Este agendamento já foi concluído ou cancelado.' } });
    expect(await post('/api/admin/scheduled-pickups/999999/unlock', admin)).toMatchObject({
      status: 404,
      json: { error: 'Agendamento não encontrado.' },
    });
  });
});
