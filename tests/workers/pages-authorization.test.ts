/**
 * Every page route as visitor, unapproved user, approved user and administrator: a visitor on a
 * protected page is sent home with the page remembered; an unapproved account gets 'Conta Pendente de
 * Aprovação'; a non-admin on an admin page gets 'Acesso Negado'; nobody gets past their rights.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { get, insertLot, signedInUser } from './fixtures';

type Role = 'visitor' | 'unapproved' | 'approved' | 'admin';
type Level = 'public' | 'user' | 'approved' | 'admin';

const cookies: Partial<Record<Role, string>> = {};
let lotId = 0;
let wonLotId = 0;
let winnerCookie = '';

beforeAll(async () => {
  lotId = (await insertLot({ title: 'Lote público' })).id;
  cookies.unapproved = (await signedInUser()).cookie;
  const approved = await signedInUser({ approved: true });
  cookies.approved = approved.cookie;
  cookies.admin = (await signedInUser({ admin: true })).cookie;
  const winner = await signedInUser({ approved: true });
  winnerCookie = winner.cookie;
  wonLotId = (await insertLot({ title: 'Lote arrematado', status: 'closed', endsAt: Date.now() - 86_400_000 })).id;
  const { env } = await import('cloudflare:test');
  await env.DB.prepare('update lots set winner_user_id = ?, final_price_cents = 150000 where id = ?').bind(winner.id, wonLotId).run();
});

const PAGES: [string, Level][] = [
  ['/', 'public'],
  ['/lotes', 'public'],
  ['/lotes/{lot}', 'public'],
  ['/faq', 'public'],
  ['/condicoes-gerais', 'public'],
  ['/suporte', 'public'],
  ['/graus-de-conservacao', 'public'],
  ['/dashboard', 'user'],
  ['/perfil', 'approved'],
  ['/perfil/privacidade', 'user'],
  ['/conta-excluida', 'public'],
  ['/admin', 'admin'],
  ['/admin/importar-lotes', 'admin'],
  ['/admin-dashboard', 'admin'],
  ['/agendamento', 'admin'],
  ['/templates', 'admin'],
];

/** The spec words the admin dashboard's refusal its own way. */
const DENIED: Record<string, string> = { '/admin-dashboard': 'Você precisa ser administrador para acessar esta página.' };

const RANK: Record<Role, number> = { visitor: 0, unapproved: 1, approved: 2, admin: 3 };
const NEEDS: Record<Level, number> = { public: 0, user: 1, approved: 2, admin: 3 };

describe('page authorization matrix', () => {
  for (const role of ['visitor', 'unapproved', 'approved', 'admin'] as const) {
    it(`as ${role}`, async () => {
      const wrong: string[] = [];
      for (const [template, level] of PAGES) {
        const path = template.replace('{lot}', String(lotId));
        const res = await get(path, { headers: cookies[role] ? { Cookie: cookies[role] } : {}, redirect: 'manual' });
        const html = await res.text();
        let ok: boolean;
        if (RANK[role] >= NEEDS[level]) ok = res.status === 200;
        else if (role === 'visitor')
          ok = res.status === 302 && res.headers.get('location') === `/?entrar=1&redirectTo=${encodeURIComponent(path)}`;
        else if (level === 'approved') ok = res.status === 403 && html.includes('Conta Pendente de Aprovação');
        else
          ok =
            res.status === 403 &&
            html.includes('Acesso Negado') &&
            html.includes(DENIED[path] ?? 'Você não tem permissão para acessar esta área.');
        if (!ok) wrong.push(`${path} (${level}) → ${res.status} ${res.headers.get('location') ?? ''}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('checkout is for the approved winner only', async () => {
    const visitor = await get(`/checkout/${wonLotId}`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    const unapproved = await get(`/checkout/${wonLotId}`, { headers: { Cookie: cookies.unapproved! } });
    expect(unapproved.status).toBe(403);
    expect(await unapproved.text()).toContain('Conta Pendente de Aprovação');
    const other = await get(`/checkout/${wonLotId}`, { headers: { Cookie: cookies.approved! } });
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('Apenas o vencedor pode acessar o checkout deste leilão.');
    const winner = await get(`/checkout/${wonLotId}`, { headers: { Cookie: winnerCookie } });
    expect(winner.status).toBe(200);
    await winner.text();
  });

  it('the dev mailbox exists outside production only', async () => {
    const res = await get('/dev/mailbox');
    expect(res.status).toBe(200);
    await res.text();
  });

  it('members see prices; visitors never', async () => {
    const visitor = await (await get(`/lotes/${lotId}?v=1`)).text();
    const member = await (await get(`/lotes/${lotId}?v=1`, { headers: { Cookie: cookies.unapproved! } })).text();
    expect(visitor).not.toContain('R$ 1.000,00');
    expect(member).toContain('R$ 1.000,00');
  });
});
