/** X-Request-Id, the one JSON log line per request, and errors that never reach the client. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteText } from '~/i18n/pt-BR';
import worker from '../../workers/app';
import { call, get, insertLot, registration, signedInUser } from './fixtures';

afterEach(() => vi.restoreAllMocks());

describe('X-Request-Id', () => {
  it('mints a fresh id for each request', async () => {
    const a = (await get('/api/categories')).headers.get('x-request-id');
    const b = (await get('/api/categories')).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(b).not.toBe(a);
  });

  it("keeps a well-formed incoming id (a proxy's) and replaces a malformed one", async () => {
    const kept = await get('/api/categories', { headers: { 'X-Request-Id': 'edge-4f1c2a9b.77' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-4f1c2a9b.77');
    for (const bad of ['curto', 'com espacos no meio', '<script>alert(1)</script>', 'x'.repeat(200)]) {
      const res = await get('/', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('request log', () => {
  it('writes one JSON line per request: id, user, lot, route, status, duration', async () => {
    const lot = await insertLot({ title: 'Servidor Dell PowerEdge R640' });
    const user = await signedInUser();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const res = await call(`/api/auctions/${lot.id}`, { token: user.token });
    expect(res.status).toBe(200);
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    const mine = lines.filter((l) => l.requestId === res.headers.get('x-request-id'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ method: 'GET', route: '/api/auctions/:id', status: 200, userId: user.id, lotId: lot.id });
    expect(typeof mine[0]!.durationMs).toBe('number');
  });
});

describe('a server error', () => {
  const SECRET = 'SEGREDO-INTERNO-d1-caiu';
  /** The real Worker with a database that fails every query. */
  async function fetchWithBrokenDb(path: string, headers: Record<string, string> = {}) {
    const fail = () => {
      throw new Error(SECRET);
    };
    const DB = { prepare: fail, batch: fail, exec: fail, dump: fail, withSession: fail } as unknown as D1Database;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    // The Worker's handler types an incoming request (with Cloudflare's cf properties); this one has none.
    const request = new Request(`http://arremate.test${path}`, { headers }) as Request<unknown, IncomingRequestCfProperties>;
    const res = await worker.fetch(request, { ...env, DB }, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, body };
  }
  const leaks = (body: string) => body.includes(SECRET) || /\bat .+\.(?:ts|js):\d+/.test(body) || body.includes('Error:');

  it('answers the API with the generic message and no stack', async () => {
    const { res, body } = await fetchWithBrokenDb('/api/auctions?q=falha');
    expect(res.status).toBe(500);
    expect(JSON.parse(body)).toEqual({ error: siteText.errors.generic });
    expect(leaks(body)).toBe(false);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the friendly 500 page in Portuguese, with no stack', async () => {
    const { res, body } = await fetchWithBrokenDb('/lotes?falha=1');
    expect(res.status).toBe(500);
    expect(body).toContain(siteText.errors.serverTitle);
    expect(body).toContain(siteText.errors.backHome);
    expect(leaks(body)).toBe(false);
  });

  it('shows a friendly page when the failure comes before the page renders (signing the session in)', async () => {
    const { res, body } = await fetchWithBrokenDb('/lotes?falha=2', { Cookie: 'arremate_session=qualquer' });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(body).toContain(siteText.errors.serverTitle);
    expect(body).toContain(siteText.errors.generic);
    expect(leaks(body)).toBe(false);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('a failing database query', () => {
  it('is logged with its SQL and SQLite code, never its parameters (e-mail, CPF, password hash)', async () => {
    const body = { ...registration(), name: 'Registro Que Falha' };
    // A real failing insert: D1 refuses this one row.
    await env.DB.exec(
      "CREATE TRIGGER users_refuse_test BEFORE INSERT ON users WHEN NEW.name = 'Registro Que Falha' BEGIN SELECT RAISE(ABORT, 'recusado pelo teste'); END",
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await call('/api/auth/register', { method: 'POST', body });
      expect(res.status).toBe(500);
      const lines = logged.mock.calls.map((args) => args.map(String).join(' '));
      const mine = lines.filter((line) => line.includes(res.headers.get('x-request-id')!));
      expect(mine).toHaveLength(1);
      const line = JSON.parse(mine[0]!) as { error: string; sqliteCode: string };
      expect(line.error).toContain('insert into "users"');
      expect(line.sqliteCode).toBe('SQLITE_CONSTRAINT');
      for (const line of lines) {
        expect(line).not.toContain(body.email);
        expect(line).not.toContain(body.cpf);
        expect(line).not.toContain('$scrypt$');
        expect(line).not.toContain('params:');
      }
    } finally {
      await env.DB.exec('DROP TRIGGER users_refuse_test');
    }
  });
});
