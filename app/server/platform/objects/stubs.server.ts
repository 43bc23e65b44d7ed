/** The one way to reach a lot's room and a user's inbox (named by their integer ids), and the house's AdminPulse. */
import type { Env } from '../env.server';

/** Each object's name: a lot's room, a user's inbox, the house's one AdminPulse. */
export const objectNames = {
  lotRoom: (lotId: number) => `lot:${lotId}`,
  lotRelay: (lotId: number, relay: number) => `lot:${lotId}:relay:${relay}`,
  userInbox: (userId: number) => `user:${userId}`,
  adminPulse: 'house',
} as const;

export function lotRoom(env: Pick<Env, 'LOT_ROOM'>, lotId: number) {
  return env.LOT_ROOM.get(env.LOT_ROOM.idFromName(objectNames.lotRoom(lotId)));
}

/** One of a hot lot's relays (decision record 0031). */
export function lotRelay(env: Pick<Env, 'LOT_RELAY'>, lotId: number, relay: number) {
  return env.LOT_RELAY.get(env.LOT_RELAY.idFromName(objectNames.lotRelay(lotId, relay)));
}

export function userInbox(env: Pick<Env, 'USER_INBOX'>, userId: number) {
  return env.USER_INBOX.get(env.USER_INBOX.idFromName(objectNames.userInbox(userId)));
}

/** The one AdminPulse of the house. */
export function adminPulse(env: Pick<Env, 'ADMIN_PULSE'>) {
  return env.ADMIN_PULSE.get(env.ADMIN_PULSE.idFromName(objectNames.adminPulse));
}
