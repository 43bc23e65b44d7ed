/** The favorites API behind the hearts (/api/favorites): per user, idempotent, and shown in Meu Perfil and on the lot page. */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, insertLot, signedInUser, TEST_ORIGIN as ORIGIN } from './fixtures';

describe('favorites API', () => {
  const put = (lotId: number | string, auth: { cookie?: string; token?: string }) =>
    call(`/api/favorites/${lotId}`, { method: 'PUT', ...auth, headers: { Origin: ORIGIN } });
  const remove = (lotId: number | string, auth: { cookie?: string; token?: string }) =>
    call(`/api/favorites/${lotId}`, { method: 'DELETE', ...auth, headers: { Origin: ORIGIN } });

  it('adds, lists and removes, idempotently', async () => {
    const user = await signedInUser({ approved: true });
    const a = await insertLot({ title: 'Notebook A' });
    const b = await insertLot({ title: 'Notebook B' });
    expect((await put(a.id, user)).json.data.ids).toEqual([a.id]);
    const again = await put(a.id, user);
    expect(again.status).toBe(200);
    expect(again.json.data.ids).toEqual([a.id]);
    await put(b.id, user);
    expect((await call('/api/favorites', { token: user.token })).json.data.ids.sort()).toEqual([a.id, b.id].sort());

    expect((await remove(a.id, user)).json.data.ids).toEqual([b.id]);
    const removedAgain = await remove(a.id, user);
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.json.data.ids).toEqual([b.id]);
  });

  it('answers 404 for a lot that does not exist, and changes nothing', async () => {
    const user = await signedInUser({ approved: true });
    for (const id of [999_999, 'abc']) {
      const res = await put(id, user);
      expect(res.status).toBe(404);
      expect(res.json.error).toBe('Lote não encontrado.');
    }
    expect((await remove(999_999, user)).status).toBe(404);
    expect((await call('/api/favorites', { token: user.token })).json.data.ids).toEqual([]);
  });

  it('keeps each user’s favorites apart and refuses visitors', async () => {
    const lot = await insertLot();
    const one = await signedInUser({ approved: true });
    const other = await signedInUser({ approved: true });
    await put(lot.id, one);
    expect((await call('/api/favorites', { token: other.token })).json.data.ids).toEqual([]);
    expect((await call('/api/favorites')).status).toBe(401);
    expect((await put(lot.id, {})).status).toBe(401);
    expect((await remove(lot.id, {})).status).toBe(401);
  });

  it('refuses a cookie-authenticated change from another origin', async () => {
    const user = await signedInUser({ approved: true });
    const lot = await insertLot();
    const res = await call(`/api/favorites/${lot.id}`, { method: 'PUT', cookie: user.cookie, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await call('/api/favorites', { token: user.token })).json.data.ids).toEqual([]);
  });

  it('shows the added lot in Meu Perfil and its heart pressed on the lot page', async () => {
    const user = await signedInUser({ approved: true });
    const lot = await insertLot({ title: 'Impressora Laser Brother HL-1202' });
    await put(lot.id, user);
    const profile = await SELF.fetch(`${ORIGIN}/perfil`, { headers: { Cookie: user.cookie } });
    expect(profile.status).toBe(200);
    const html = await profile.text();
    expect(html).toContain('Meus Favoritos');
    expect(html).toContain('Impressora Laser Brother HL-1202');

    const page = await (await SELF.fetch(`${ORIGIN}/lotes/${lot.id}`, { headers: { Cookie: user.cookie } })).text();
    expect(page).toMatch(/aria-pressed="true"[^>]*>.*Remover dos favoritos/s);
    const visitorPage = await (await SELF.fetch(`${ORIGIN}/lotes/${lot.id}`)).text();
    expect(visitorPage).not.toContain('aria-pressed');
  });
});
