/** The headers every response carries, and the nonce every inline script of a page carries. */
import { describe, expect, it } from 'vitest';
import { call, get, insertLot, signedInUser } from './fixtures';

const cspNonce = (res: Response) =>
  /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

/** Every <script> tag of the page, and the nonce each one carries (undefined when none). */
const scriptNonces = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => /\bnonce="([^"]*)"/.exec(m[0])?.[1]);

async function page(path: string, init?: RequestInit) {
  const res = await get(path, init);
  return { res, html: await res.text(), nonce: cspNonce(res) };
}

describe('Content-Security-Policy', () => {
  it("gives each page a fresh nonce that every inline script carries (a member's pages)", async () => {
    const lot = await insertLot({ title: 'Notebook Lenovo ThinkPad T14' });
    const { cookie } = await signedInUser({ approved: true });
    for (const path of ['/', `/lotes/${lot.id}`, '/dashboard']) {
      const a = await page(path, { headers: { Cookie: cookie } });
      const b = await page(path, { headers: { Cookie: cookie } });
      expect(a.res.headers.get('x-cache'), path).toBeNull();
      expect(a.res.status, path).toBe(200);
      const policy = a.res.headers.get('content-security-policy')!;
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
      expect(a.nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(b.nonce).not.toBe(a.nonce);
      for (const { html, nonce } of [a, b]) {
        const nonces = scriptNonces(html);
        expect(nonces.length, path).toBeGreaterThan(1);
        expect(
          nonces.every((n) => n === nonce),
          path,
        ).toBe(true);
        expect(html).not.toMatch(/<style\b/);
        // react-aria reads the nonce for the <style> elements it adds from this tag.
        expect(html).toContain(`<meta name="csp-nonce" nonce="${nonce}"/>`);
      }
    }
  });

  it('gives a visitor page served from the shared cache its own nonce every time', async () => {
    await insertLot({ title: 'Roteador Mikrotik hAP ac3' });
    const first = await page('/lotes?csp-cache=1');
    const second = await page('/lotes?csp-cache=1');
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(second.nonce).not.toBe(first.nonce);
    for (const { html, nonce } of [first, second]) {
      expect(html).not.toContain('cspNoncePlaceholder');
      const nonces = scriptNonces(html);
      expect(nonces.length).toBeGreaterThan(1);
      expect(nonces.every((n) => n === nonce)).toBe(true);
    }
  });

  it("lets a page register the site's own service worker and read its manifest, and nothing else's", async () => {
    const { res } = await page('/lotes');
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'(;|$)/);
  });
});

describe('headers on every response', () => {
  it('pages, API answers (public, signed-in, errors) and media carry COOP, the request id and no HSTS outside production', async () => {
    const user = await signedInUser();
    const responses = [
      await get('/'),
      await get('/lotes/999999'),
      (await call('/api/categories')).headers,
      (await call('/api/auth/me', { token: user.token })).headers,
      (await call('/api/nao-existe')).headers,
      await get('/media/nada.webp'),
    ].map((r) => (r instanceof Response ? r.headers : r));
    for (const headers of responses) {
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'|default-src 'none'; sandbox/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('Cache-Control', () => {
  it('a signed-in viewer’s pages, their .data requests and API answers are private, no-store', async () => {
    const lot = await insertLot({ title: 'Monitor Dell UltraSharp U2723QE' });
    const member = await signedInUser({ approved: true });
    for (const path of ['/', `/lotes/${lot.id}`, '/dashboard', '/dashboard.data', `/lotes/${lot.id}.data`]) {
      const res = await get(path, { headers: { Cookie: member.cookie } });
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const me = await call('/api/auth/me', { cookie: member.cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const dashboard = await call('/api/dashboard/overview', { token: member.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a visitor’s catalogue page is still served from the shared cache, not marked private', async () => {
    await insertLot({ title: 'Impressora HP LaserJet Pro M404' });
    const first = await get('/lotes?cache-control=1');
    await first.arrayBuffer();
    const second = await get('/lotes?cache-control=1');
    await second.arrayBuffer();
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(second.headers.get('cache-control') ?? '').not.toContain('private');
  });
});
