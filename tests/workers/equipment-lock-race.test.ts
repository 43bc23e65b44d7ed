/**
 * The equipment lock against the first bid, through the real Worker, D1, R2 and the lot's room: an edit of the
 * report and the lot's first bid, sent together, never both go through (the room decides both: decision 0037);
 * a bid placed while an edit writes is refused and the edit goes through; the hold lapses by itself.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import { liveText } from '~/i18n/pt-BR-live';
import { lotHardwareReports } from '~/server/db/schema';
import { attachEquipment } from '~/server/equipment/equipment-files.server';
import { withEquipmentHold } from '~/server/equipment/equipment-lock.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { HARDWARE_FIXTURES } from '../fixtures/hardware';
import { call, DAY, db, signedInUser, sleep, type Member } from './fixtures';

let admin: Member;
let member: Member;

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const named = ({ name, text }: EquipmentUpload) => ({ name, text });
const laptopReport = () => {
  const files = HARDWARE_FIXTURES.laptop;
  return {
    lshw: named(files.find((f) => f.kind === 'lshw')!),
    smartctl: files.filter((f) => f.kind === 'smartctl').map(named),
    battery: named(files.find((f) => f.kind === 'battery')!),
  };
};

/** A running lot, armed as the admin form creates it. */
async function runningLot(title: string): Promise<number> {
  const res = await call('/api/auctions', {
    method: 'POST',
    token: admin.token,
    body: {
      title,
      description: 'Core i5, 8 GB.',
      category: 'Notebooks',
      start_price: 100,
      ends_at: new Date(Date.now() + DAY).toISOString(),
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data.id as number;
}

const putReport = (id: number) => call(`/api/auctions/${id}/hardware-report`, { method: 'PUT', token: admin.token, body: laptopReport() });
const firstBid = (id: number) => call(`/api/auctions/${id}/bid`, { method: 'POST', token: member.token, body: { amount: 110 } });

describe('the equipment lock and the first bid', () => {
  it('an edit of the report racing the lot’s first bid: never both accepted', async () => {
    const both: number[] = [];
    for (let i = 0; i < 8; i++) {
      const id = await runningLot(`Corrida ${i}`);
      const [edit, bid] = await Promise.all([putReport(id), firstBid(id)]);
      expect([200, 409], edit.text).toContain(edit.status);
      expect([201, 409], bid.text).toContain(bid.status);
      if (edit.status === 200 && bid.status === 201) both.push(id);
    }
    expect(both).toEqual([]);
  });

  it('a first bid placed while an edit writes is refused, the edit goes through, and then the bid and not the edit', async () => {
    const id = await runningLot('Edição com lance no meio');
    const outcome = await withEquipmentHold(lotRoom(env, id), id, 'report', async (writeBy) => {
      const bid = await firstBid(id);
      expect([bid.status, bid.json.error]).toEqual([409, liveText.bid.equipmentChanging]);
      const maximum = await call(`/api/auctions/${id}/auto-bid`, { method: 'PUT', token: member.token, body: { max_amount: 500 } });
      expect([maximum.status, maximum.json.error]).toEqual([409, liveText.bid.equipmentChanging]);
      return attachEquipment(db, env.MEDIA, id, admin.id, HARDWARE_FIXTURES.laptop, new Date(), writeBy);
    });
    expect(outcome).toMatchObject({ locked: false, value: { ok: true } });
    expect((await firstBid(id)).status).toBe(201);
    const late = await putReport(id);
    expect([late.status, late.json.error]).toEqual([409, equipmentAdminText.errors.reportLocked]);
  });

  it('one edit at a time: a second edit while the first holds the lot is refused', async () => {
    const id = await runningLot('Duas edições');
    const outcome = await withEquipmentHold(lotRoom(env, id), id, 'report', async () => {
      const second = await putReport(id);
      expect([second.status, second.json.error]).toEqual([409, equipmentAdminText.errors.editInProgress]);
      return 'done';
    });
    expect(outcome).toEqual({ locked: false, value: 'done' });
    expect((await putReport(id)).status).toBe(200);
  });

  it('a hold never released lapses by itself: the first bid then goes in', async () => {
    const id = await runningLot('Edição abandonada');
    expect(await lotRoom(env, id).holdEquipment(crypto.randomUUID(), 50)).toEqual({ held: true });
    expect((await firstBid(id)).status).toBe(409);
    await sleep(80);
    expect((await firstBid(id)).status).toBe(201);
  });

  it('a write that would start past its time under the hold writes nothing, in D1 or R2', async () => {
    const id = await runningLot('Escrita tardia');
    const late = await attachEquipment(db, env.MEDIA, id, admin.id, HARDWARE_FIXTURES.laptop, new Date(), Date.now() - 1);
    expect(late).toEqual({ ok: false, errors: [{ file: '', message: equipmentAdminText.errors.holdLapsed }] });
    expect(await db.select().from(lotHardwareReports).where(eq(lotHardwareReports.lotId, id))).toEqual([]);
    expect((await env.MEDIA.list({ prefix: `equipment/${id}/` })).objects).toEqual([]);
  });
});
