import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lots } from '~/server/db/schema';
import { db, get, insertLot } from './fixtures';

const serverTimeIn = (html: string) => Number(/serverTime\\?",(\d+)/.exec(html)?.[1]);

describe('micro-cache of what every visitor sees alike', () => {
  it('serves a visitor page again from the cache, with the current server time', async () => {
    const lot = await insertLot({ title: 'Switch Cisco Catalyst 2960X 48 portas' });
    const first = await get('/lotes?cache-test=1');
    const firstHtml = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(firstHtml).toContain('Switch Cisco Catalyst 2960X');

    await db.update(lots).set({ title: 'Título alterado' }).where(eq(lots.id, lot.id));
    await new Promise((r) => setTimeout(r, 20));
    const second = await get('/lotes?cache-test=1');
    const secondHtml = await second.text();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(secondHtml).toContain('Switch Cisco Catalyst 2960X'); // up to 3 s old
    expect(secondHtml).not.toContain('1000000000000001');
    const now = Date.now();
    expect(Math.abs(serverTimeIn(secondHtml) - now)).toBeLessThan(2_000);
    expect(serverTimeIn(secondHtml)).toBeGreaterThan(serverTimeIn(firstHtml));
  });

  it('renders countdowns with the real clock in a cached page', async () => {
    await insertLot({ title: 'Monitor Dell P2419H', endsAt: Date.now() + 2 * 86_400_000 - 60_000 });
    await (await get('/lotes?cache-test=3')).text();
    const cached = await get('/lotes?cache-test=3');
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(await cached.text()).toMatch(/1d 23h \d+m \d+s/);
  });

  it('never caches for a signed-in request (session cookie or bearer token)', async () => {
    await get('/lotes?cache-test=2');
    const credentials: Record<string, string>[] = [{ Cookie: 'arremate_session=abc' }, { Authorization: 'Bearer abc' }];
    for (const headers of credentials) {
      const res = await get('/lotes?cache-test=2', { headers });
      expect(res.headers.get('x-cache')).toBeNull();
      await res.text();
    }
  });

  it('answers a missing lot with a real 404 and the real server time, uncached', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/lotes/424242');
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('Lote não encontrado.');
      expect(html).not.toContain('1000000000000001');
      expect(res.headers.get('x-cache')).not.toBe('HIT');
    }
  });

  it('caches the public catalogue API too', async () => {
    const a = await get('/api/categories');
    await a.json();
    const b = await get('/api/categories');
    expect(b.headers.get('x-cache')).toBe('HIT');
    expect(b.headers.get('content-type')).toContain('application/json');
    await b.json();
  });
});
