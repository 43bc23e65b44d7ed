/**
 * No lot, no room: every path that would reach a lot's room for the id in a URL (a bid, the winner's calls,
 * the checkout, a socket upgrade) asks here first, so an id that is not in D1 answers 404 and never creates
 * a Durable Object. Lots seen in D1 are remembered by the isolate: an id never comes back as another lot, and
 * a deleted lot's room keeps a tombstone that answers "not found" itself, so a crowd reaching one lot costs
 * one indexed read, not one each.
 */
import type { Db } from '~/server/db/client.server';
import type { Env } from '~/server/platform/env.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';
import { lotExists } from './lots.server';

const knownLots = new Set<number>();
const KNOWN_LOTS_MAX = 10_000;

/** Whether the lot is in D1 (or was, as this isolate saw). */
export async function lotIsKnown(db: Db, lotId: number): Promise<boolean> {
  if (knownLots.has(lotId)) return true;
  if (!(await lotExists(db, lotId))) return false;
  if (knownLots.size >= KNOWN_LOTS_MAX) knownLots.clear();
  knownLots.add(lotId);
  return true;
}

/** The lot's room, or null (nothing created) when the lot is not in D1. */
export async function knownLotRoom(env: Pick<Env, 'LOT_ROOM'>, db: Db, lotId: number) {
  return (await lotIsKnown(db, lotId)) ? lotRoom(env, lotId) : null;
}
