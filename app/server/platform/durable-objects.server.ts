/** The one way to reach a lot's room and a user's inbox (named by their integer ids), and the house's AdminPulse. */
import type { Env } from './env.server';

export function lotRoom(env: Env, lotId: number) {
  return env.LOT_ROOM.get(env.LOT_ROOM.idFromName(`lot:${lotId}`));
}

export function userInbox(env: Env, userId: number) {
  return env.USER_INBOX.get(env.USER_INBOX.idFromName(`user:${userId}`));
}

/** The one AdminPulse of the house. */
export function adminPulse(env: Env) {
  return env.ADMIN_PULSE.get(env.ADMIN_PULSE.idFromName('house'));
}
