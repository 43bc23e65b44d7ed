/**
 * The one way to reach a lot's room, a hot lot's relays and a user's inbox (named by their integer ids), and the
 * house's AdminPulse; and the way each object reads who it is from its own name (`ctx.id.name`), so that no call
 * has to say it again.
 */
import type { Env } from '../env.server';

/** Each object's name: a lot's room, a user's inbox, the house's one AdminPulse. */
export const objectNames = {
  lotRoom: (lotId: number) => `lot:${lotId}`,
  lotRelay: (lotId: number, relay: number) => `lot:${lotId}:relay:${relay}`,
  userInbox: (userId: number) => `user:${userId}`,
  adminPulse: 'house',
} as const;

const positive = (digits: string | undefined) => {
  const n = Number(digits);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The name an object was reached by (workers/durable/object-name.ts keeps it for the wakes that lack it). */
type ObjectName = Pick<DurableObjectId, 'name'>;

/**
 * Who an object is, read from the name it was reached by; null for an object under any other name (it serves
 * nobody: a room with no lot id finds no lot).
 */
export const objectIdentity = {
  lotRoom(id: ObjectName): number | null {
    return positive(/^lot:(\d+)$/.exec(id.name ?? '')?.[1]);
  },
  lotRelay(id: ObjectName): { lotId: number; relay: number } | null {
    const match = /^lot:(\d+):relay:(\d+)$/.exec(id.name ?? '');
    const lotId = positive(match?.[1]);
    const relay = Number(match?.[2]);
    return lotId !== null && Number.isSafeInteger(relay) ? { lotId, relay } : null;
  },
  userInbox(id: ObjectName): number | null {
    return positive(/^user:(\d+)$/.exec(id.name ?? '')?.[1]);
  },
};

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
