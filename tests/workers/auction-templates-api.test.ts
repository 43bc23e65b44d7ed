/** Auction templates (/api/auction-templates) through the real Worker and D1: refusals and messages, paging, edits, applying one. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '~/server/db/schema';
import { call, callsAs, db, signedInUser, type Member } from './fixtures';

let admin: Member;
let member: Member;

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser({ admin: true }), signedInUser({ approved: true })]);
});

const templateBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Notebooks corporativos',
  description: 'Lotes de notebooks vindos de empresas.',
  template_title: 'Notebook corporativo',
  template_description: 'Equipamento revisado.',
  template_category: 'Notebooks',
  template_condition: 'Usado - Excelente',
  template_specs: { Garantia: '30 dias' },
  default_start_price: 800,
  default_duration_hours: 48,
  is_active: true,
  ...overrides,
});

const asAdmin = callsAs(() => admin);

describe('/api/auction-templates', () => {
  it('refuses bad input with the form’s message and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Nome é obrigatório'],
      [{ description: '' }, 'Descrição é obrigatória'],
      [{ template_category: 'Computadores' }, 'Selecione uma categoria válida'],
      [{ template_category: 'Eletrônicos' }, 'Selecione uma categoria válida'],
      [{ template_category: '' }, 'Selecione uma categoria válida'],
      [{ template_condition: 'Seminovo' }, 'Selecione uma condição válida'],
      [{ default_start_price: -1 }, 'Preço inicial padrão deve ser um valor maior ou igual a 0'],
      [{ default_duration_hours: 0 }, 'Duração deve ser entre 1 e 168 horas'],
      [{ default_duration_hours: 169 }, 'Duração deve ser entre 1 e 168 horas'],
      [{ default_duration_hours: 1.5 }, 'Duração deve ser entre 1 e 168 horas'],
    ];
    const before = (await asAdmin('/api/auction-templates?page=1&per_page=10')).json.data.pagination.total;
    for (const [patch, message] of cases) {
      const res = await asAdmin('/api/auction-templates', 'POST', templateBody(patch));
      expect([res.status, res.json.error]).toEqual([422, message]);
    }
    expect((await call('/api/auction-templates', { method: 'POST', body: 'not json', token: admin.token })).status).toBe(400);
    expect((await asAdmin('/api/auction-templates?page=1&per_page=10')).json.data.pagination.total).toBe(before);
  });

  it('creates, lists ten a page, edits, lists the active ones for the picker, applies and deletes', async () => {
    const created = await asAdmin('/api/auction-templates', 'POST', templateBody({ default_duration_hours: undefined }));
    expect(created.status).toBe(201);
    const template = created.json.data;
    expect(template).toMatchObject({
      default_duration_hours: 24,
      default_start_price: 800,
      is_active: true,
      template_specs: { Garantia: '30 dias' },
    });
    for (let i = 0; i < 10; i++)
      await asAdmin('/api/auction-templates', 'POST', templateBody({ name: `Modelo ${i}`, is_active: i % 2 === 0 }));
    const page1 = (await asAdmin('/api/auction-templates?page=1&per_page=10')).json.data;
    expect(page1.templates).toHaveLength(10);
    expect(page1.pagination.pages).toBeGreaterThanOrEqual(2);

    const edited = await asAdmin(
      `/api/auction-templates/${template.id}`,
      'PUT',
      templateBody({ name: 'Notebooks (editado)', default_duration_hours: 48 }),
    );
    expect(edited.json.data).toMatchObject({ name: 'Notebooks (editado)', default_duration_hours: 48 });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'template.update'), eq(auditLog.targetId, String(template.id))));
    expect(audit[0]!.details).toMatchObject({ before: { name: 'Notebooks corporativos' }, after: { name: 'Notebooks (editado)' } });

    const picker = (await asAdmin('/api/auction-templates?all=1')).json.data.templates as { is_active: boolean; id: number }[];
    expect(picker.every((t) => t.is_active)).toBe(true);
    expect(picker.map((t) => t.id)).toContain(template.id);

    const start = '2027-03-10T10:00';
    const applied = await asAdmin(`/api/auction-templates/${template.id}/apply`, 'POST', { scheduled_start: start });
    expect(applied.status).toBe(200);
    expect(applied.json.data.schedule_data).toMatchObject({
      title: 'Notebook corporativo',
      description: 'Equipamento revisado.',
      category: 'Notebooks',
      condition: 'Usado - Excelente',
      specs: { Garantia: '30 dias' },
      start_price: 800,
      template_id: template.id,
      // 10:00 in São Paulo is 13:00 UTC; the end is 48 h later.
      scheduled_start: '2027-03-10T13:00:00.000Z',
      scheduled_end: '2027-03-12T13:00:00.000Z',
    });
    const bad = await asAdmin(`/api/auction-templates/${template.id}/apply`, 'POST', { scheduled_start: 'amanhã' });
    expect([bad.status, bad.json.error]).toEqual([422, 'Data e hora inválidas']);

    await asAdmin(`/api/auction-templates/${template.id}`, 'PUT', templateBody({ is_active: false }));
    const inactive = await asAdmin(`/api/auction-templates/${template.id}/apply`, 'POST', {});
    expect([inactive.status, inactive.json.error]).toEqual([409, 'Este template está inativo.']);

    expect((await asAdmin(`/api/auction-templates/${template.id}`, 'DELETE')).status).toBe(200);
    for (const [method, path] of [
      ['DELETE', `/api/auction-templates/${template.id}`],
      ['PUT', `/api/auction-templates/${template.id}`],
      ['POST', `/api/auction-templates/${template.id}/apply`],
      ['DELETE', '/api/auction-templates/abc'],
    ] as const) {
      const res = await asAdmin(path, method, templateBody());
      expect([res.status, res.json.error]).toEqual([404, 'Template não encontrado.']);
    }
  });

  it('is for administrators only', async () => {
    expect((await call('/api/auction-templates?all=1', { token: member.token })).status).toBe(403);
    expect((await call('/api/auction-templates', { method: 'POST', body: templateBody() })).status).toBe(401);
  });
});
