/**
 * The sweep behind the alarms, driven by requests as a deployed Worker runs it (wrangler.toml sets no
 * SWEEP_AFTER_REQUESTS, so it is on): an ordinary request arms the lots that are due, and a lot past its end
 * that no room has heard of closes. Its own file: the sweep runs at most every 30 s per isolate, and this
 * file's first request must be the one that sweeps.
 */
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { call, eventually, insertLot, sleep } from '../workers/fixtures';

const lotStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM lots WHERE id = ?').bind(id).first<{ status: string }>())!.status;

it('closes, after an ordinary request, a lot past its end that no room had seen', async () => {
  expect(env.SWEEP_AFTER_REQUESTS).toBeUndefined();
  const lot = await insertLot({ endsAt: Date.now() - 1_000 });
  await sleep(500);
  expect(await lotStatus(lot.id)).toBe('active'); // nothing closes it on its own
  expect((await call('/api/categories')).status).toBe(200);
  expect(
    await eventually(
      () => lotStatus(lot.id),
      (status) => status === 'closed',
    ),
  ).toBe('closed');
});
