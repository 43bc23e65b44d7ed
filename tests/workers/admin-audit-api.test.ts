/** The back office's audit log (GET /api/admin/audit): who did what, filtered and paged. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInUser, uploadPng, type Member } from './fixtures';

let admin: Member;
let imageUrl = '';

const asAdmin = callsAs(() => admin);

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
  imageUrl = await uploadPng(admin.token);
});

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who acted, filtered by e-mail, action, target and São Paulo days', async () => {
    const { json: created } = await asAdmin('/api/admin/banners', 'POST', { image_url: imageUrl, title: 'Auditado' });
    const id = String(created.data.id);
    await asAdmin(`/api/admin/banners/${id}`, 'PUT', { title: 'Auditado 2' });

    const byTarget = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}`);
    expect(byTarget.status).toBe(200);
    expect(byTarget.json.data.map((e: { action: string }) => e.action)).toEqual(['banner.update', 'banner.create']);
    expect(byTarget.json.data[0]).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      target_type: 'banner',
      target_id: id,
      details: { before: { title: 'Auditado' }, after: { title: 'Auditado 2' } },
    });
    expect(byTarget.json.pagination).toMatchObject({ total: 2 });

    const byWho = await asAdmin(`/api/admin/audit?email=${encodeURIComponent(admin.email.slice(0, 8).toUpperCase())}&action=banner.update`);
    expect(
      byWho.json.data.every(
        (e: { action: string; actor: { email: string } }) => e.action === 'banner.update' && e.actor.email === admin.email,
      ),
    ).toBe(true);
    expect(byWho.json.data.length).toBeGreaterThan(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const inRange = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}&from=${today}&to=${today}`);
    expect(inRange.json.data).toHaveLength(2);
    const past = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}&from=2020-01-01&to=2020-01-31`);
    expect(past.json.data).toHaveLength(0);
    const paged = await asAdmin(`/api/admin/audit?target_type=banner&target_id=${id}&per_page=1&page=2`);
    expect(paged.json.data.map((e: { action: string }) => e.action)).toEqual(['banner.create']);

    const backwards = await asAdmin('/api/admin/audit?from=2026-02-10&to=2026-02-01');
    expect([backwards.status, backwards.json.error]).toEqual([400, 'A data inicial deve ser anterior à final.']);
  });
});
