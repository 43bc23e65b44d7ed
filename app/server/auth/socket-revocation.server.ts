/**
 * An ended session reaches the open sockets: after sessions end in D1 (logout, password change or reset,
 * erasure) or a role changes (demotion), the user's inbox closes its bell sockets and tells the lot rooms the
 * user watches, and AdminPulse closes the dashboard sockets that no longer hold. Each object checks the
 * sessions of its own sockets in D1 (`liveSocketSessions`), so the caller need not say which ended.
 */
import type { Env } from '~/server/platform/env.server';
import { adminPulse, userInbox } from '~/server/platform/objects/stubs.server';

export async function reachOpenSockets(env: Pick<Env, 'USER_INBOX' | 'ADMIN_PULSE'>, userId: number): Promise<void> {
  await Promise.all([userInbox(env, userId).sessionsEnded(), adminPulse(env).recheckSockets(userId)]);
}
