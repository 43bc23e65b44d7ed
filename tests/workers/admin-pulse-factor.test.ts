/**
 * The admin dashboards check the session's second factor again, not only when the socket opens (decision
 * 0036): a dashboard socket whose administrator no longer has a factor, or whose session no longer counts as
 * opened with one, is closed when the administrator's factors change and on AdminPulse's own checks.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AdminSocketMessage } from '~/schemas/admin-pulse';
import { LIVE_CLOSE } from '~/schemas/live-close';
import { adminPulse } from '~/server/platform/objects/stubs.server';
import { call, openTestSocket, signedInUser } from './fixtures';

async function dashboardOf(cookie: string) {
  const socket = await openTestSocket<AdminSocketMessage>('/api/admin/live', cookie);
  expect(socket.status).toBe(101);
  await socket.waitFor((m) => m.type === 'admin_snapshot');
  return socket;
}

describe('an admin dashboard socket', () => {
  it('closes once its administrator removes the last second factor', async () => {
    const admin = await signedInUser({ admin: true });
    const socket = await dashboardOf(admin.cookie);
    const removed = await call('/api/auth/passkeys', { method: 'DELETE', token: admin.token, body: {} });
    expect(removed.json.data).toEqual({ removed: 1 });
    expect((await socket.waitForClose()).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  it('closes on the next check when its session no longer counts as opened with a factor', async () => {
    const admin = await signedInUser({ admin: true });
    const socket = await dashboardOf(admin.cookie);
    await env.DB.prepare("update sessions set factor = 'password', factor_at = null where user_id = ?").bind(admin.id).run();
    expect(await adminPulse(env).recheckSockets(admin.id)).toBe(1);
    expect((await socket.waitForClose()).code).toBe(LIVE_CLOSE.sessionEnded);
  });
});
