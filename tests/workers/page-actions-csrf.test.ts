/**
 * CSRF on the pages' actions (Remix): a POST riding on the session cookie from another site is refused
 * with 403 before any action runs, and changes nothing; the same POST from our own origin goes through.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, insertLot, signedInUser, TEST_ORIGIN, VALID_PASSWORD } from './fixtures';

const EVIL = 'https://leilao-falso.example';

function post(path: string, form: Record<string, string>, origin: string, headers: Record<string, string> = {}) {
  const host = new URL(TEST_ORIGIN).host; // as a browser sends it (Remix compares it with Origin)
  return SELF.fetch(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { Origin: origin, Host: host, ...headers },
    body: new URLSearchParams(form),
  });
}

const favorites = async (userId: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM favorites WHERE user_id = ?').bind(userId).first<{ n: number }>())!.n;

describe('CSRF on page actions', () => {
  it("Meu Perfil's 'Remover' from another site: 403, the favorite stays; from our origin it goes", async () => {
    const member = await signedInUser({ approved: true });
    const lot = await insertLot();
    expect((await call(`/api/favorites/${lot.id}`, { method: 'PUT', token: member.token })).status).toBe(200);
    const form = { intent: 'remove-favorite', lotId: String(lot.id) };

    for (const headers of [{ Cookie: member.cookie }, { Cookie: member.cookie, 'Sec-Fetch-Site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const forged = await post('/perfil.data', form, EVIL, headers);
      expect(forged.status).toBe(403);
      expect(await forged.json()).toEqual({ error: 'Origem da requisição não permitida.' });
    }
    // No Origin at all, but the browser says the request is cross-site.
    const noOrigin = await SELF.fetch(`${TEST_ORIGIN}/perfil.data`, {
      method: 'POST',
      headers: { Cookie: member.cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams(form),
    });
    expect(noOrigin.status).toBe(403);
    expect(await favorites(member.id)).toBe(1);

    expect((await post('/perfil.data', form, TEST_ORIGIN, { Cookie: member.cookie })).status).toBe(200);
    expect(await favorites(member.id)).toBe(0);
  });

  it('the login form from another site is refused and signs nobody in (login CSRF)', async () => {
    const member = await signedInUser({ approved: true });
    const forged = await post('/entrar.data', { email: member.email, password: VALID_PASSWORD }, EVIL);
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    const own = await post('/entrar.data', { email: member.email, password: VALID_PASSWORD }, TEST_ORIGIN);
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toMatch(/session=/);
  });
});
