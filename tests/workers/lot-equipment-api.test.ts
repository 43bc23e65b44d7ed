/**
 * A lot's machine in lot management, through the real Worker, D1, R2 and the lots' rooms: the asset tag
 * (unique) and the condition grades on create and edit.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lots } from '~/server/db/schema';
import { call, DAY, db, signedInUser, type Member } from './fixtures';

let admin: Member;
let member: Member;

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const TAG_TAKEN = 'Já existe um lote com esta etiqueta patrimonial.';
const tag = () => `NB-${crypto.randomUUID().slice(0, 8)}`;

function lotBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Notebook Dell Latitude 5420',
    description: 'Core i5, 8 GB, SSD 256 GB.',
    category: 'Notebooks',
    start_price: '1.500,00',
    ends_at: new Date(Date.now() + 2 * DAY).toISOString(),
    ...overrides,
  };
}

const create = (overrides: Record<string, unknown> = {}, token = admin.token) =>
  call('/api/auctions', { method: 'POST', token, body: lotBody(overrides) });

const put = (id: number, body: unknown, token = admin.token) => call(`/api/auctions/${id}`, { method: 'PUT', token, body });

async function lotRow(id: number) {
  const [row] = await db.select().from(lots).where(eq(lots.id, id));
  return row!;
}

const gradesOf = (row: typeof lots.$inferSelect) => ({
  assetTag: row.assetTag,
  functionalGrade: row.functionalGrade,
  cosmeticGrade: row.cosmeticGrade,
});

describe('asset tag and grades on POST and PUT /api/auctions', () => {
  it('stores them trimmed, shows them to the administrator and audits them; an edit changes or removes them', async () => {
    const assetTag = tag();
    const res = await create({ asset_tag: ` ${assetTag} `, functional_grade: 'tested', cosmetic_grade: 'A' });
    expect(res.status, res.text).toBe(201);
    const id = res.json.data.id as number;
    expect(res.json.data).toMatchObject({ asset_tag: assetTag, functional_grade: 'tested', cosmetic_grade: 'A' });
    expect(gradesOf(await lotRow(id))).toEqual({ assetTag, functionalGrade: 'tested', cosmeticGrade: 'A' });
    const [created] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.create'), eq(auditLog.targetId, String(id))));
    expect(created!.details).toMatchObject({ after: { asset_tag: assetTag, functional_grade: 'tested', cosmetic_grade: 'A' } });

    const edited = await put(id, { functional_grade: 'caveats', cosmetic_grade: null });
    expect(edited.status, edited.text).toBe(200);
    expect(gradesOf(await lotRow(id))).toEqual({ assetTag, functionalGrade: 'caveats', cosmeticGrade: null });
    const [updated] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.update'), eq(auditLog.targetId, String(id))));
    expect(updated!.details).toEqual({
      before: { functional_grade: 'tested', cosmetic_grade: 'A' },
      after: { functional_grade: 'caveats', cosmetic_grade: null },
    });

    // keeping its own tag is no conflict; blank removes it
    expect((await put(id, { asset_tag: assetTag, title: 'Mesmo' })).status).toBe(200);
    expect((await put(id, { asset_tag: '' })).status).toBe(200);
    expect((await lotRow(id)).assetTag).toBeNull();
  });

  it('refuses a tag another lot has (409, named under the field) on create and on edit, and nothing changes', async () => {
    const assetTag = tag();
    const first = await create({ asset_tag: assetTag });
    expect(first.status).toBe(201);
    const before = await db.select({ id: lots.id }).from(lots);

    const again = await create({ title: 'Duplicado', asset_tag: assetTag });
    expect([again.status, again.json]).toEqual([409, { error: TAG_TAKEN, fields: { asset_tag: TAG_TAKEN } }]);
    expect(await db.select({ id: lots.id }).from(lots)).toEqual(before);

    const other = await create({ title: 'Outro', asset_tag: tag(), functional_grade: 'untested' });
    const otherId = other.json.data.id as number;
    const taken = await put(otherId, { asset_tag: assetTag, title: 'Não muda', functional_grade: 'parts' });
    expect([taken.status, taken.json]).toEqual([409, { error: TAG_TAKEN, fields: { asset_tag: TAG_TAKEN } }]);
    expect(await lotRow(otherId)).toMatchObject({ title: 'Outro', assetTag: other.json.data.asset_tag, functionalGrade: 'untested' });
  });

  it('refuses an unknown grade or a malformed tag (422, in Portuguese, naming the field) and nothing changes', async () => {
    const before = (await db.select({ id: lots.id }).from(lots)).length;
    for (const [body, field, message] of [
      [{ functional_grade: 'excellent' }, 'functional_grade', 'Estado funcional inválido'],
      [{ cosmetic_grade: 'E' }, 'cosmetic_grade', 'Estado estético inválido'],
      [{ asset_tag: 'NB 42/1' }, 'asset_tag', 'Etiqueta patrimonial inválida: use de 1 a 40 letras, números, ponto, hífen ou sublinhado'],
    ] as const) {
      const res = await create(body);
      expect([res.status, res.json], field).toEqual([422, { error: message, fields: { [field]: message } }]);
    }
    expect((await db.select({ id: lots.id }).from(lots)).length).toBe(before);

    const lot = await create({ functional_grade: 'tested', cosmetic_grade: 'B' });
    const id = lot.json.data.id as number;
    const bad = await put(id, { cosmetic_grade: 'Z', title: 'Não muda' });
    expect([bad.status, bad.json.fields]).toEqual([422, { cosmetic_grade: 'Estado estético inválido' }]);
    expect(await lotRow(id)).toMatchObject({ title: 'Notebook Dell Latitude 5420', functionalGrade: 'tested', cosmeticGrade: 'B' });
  });

  it('a member cannot set them (403) and a visitor is asked to sign in (401); nothing changes', async () => {
    const lot = await create({ asset_tag: tag(), cosmetic_grade: 'C' });
    const id = lot.json.data.id as number;
    const row = gradesOf(await lotRow(id));
    expect((await put(id, { asset_tag: tag(), cosmetic_grade: 'A' }, member.token)).status).toBe(403);
    expect((await call(`/api/auctions/${id}`, { method: 'PUT', body: { asset_tag: tag(), cosmetic_grade: 'A' } })).status).toBe(401);
    expect((await create({ asset_tag: tag() }, member.token)).status).toBe(403);
    expect(gradesOf(await lotRow(id))).toEqual(row);
  });
});
