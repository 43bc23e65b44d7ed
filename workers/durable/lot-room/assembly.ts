/**
 * The room's parts, put together once when the object starts: the class holds them and delegates to them. A
 * lot's socket parts are shared with a hot lot's relays (lot-relay/lot-relay.ts), which hold part of the lot's
 * sockets by the room's own rules.
 */
import { WindowLimiter } from '~/domain/window-limiter';
import { settingsOf } from '~/server/context/settings.server';
import { createDb, type Db } from '~/server/db/client.server';
import { objectLimits, type AbuseLimits } from '~/server/platform/abuse-limits.server';
import type { Env } from '~/server/platform/env.server';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import { objectIdentity } from '~/server/platform/objects/stubs.server';
import { objectName } from '../object-name';
import { OutboxDrain } from './drain';
import { ExposureGate } from './exposure-gate';
import { LiveLot } from './live-lot';
import { LotMirror } from './mirror';
import { LotNotices } from './notices';
import { RoomRelays } from './relays';
import { SocketBids, type PlaceBid } from './socket-bids';
import { SocketRefusals } from './socket-refusals';
import { EndedSessions } from './socket-sessions';
import { LotSockets } from './sockets';
import { LotRoomStorage } from './storage';

/**
 * A lot's sockets by the room's rules: every frame in the message limit first, then a bid paced and checked
 * (session, approval) before `placeBid` decides it; refusals counted and logged once per socket; a user's ended
 * sessions strip their sockets back to a visitor's.
 */
export function lotSocketParts(
  ctx: DurableObjectState,
  db: Db,
  limits: AbuseLimits,
  lotId: number | null,
  room: () => RoomRow | null,
  placeBid: PlaceBid,
) {
  const refusals = new SocketRefusals(lotId);
  const sockets = new LotSockets(ctx, room, limits, new SocketBids(db, limits.bids, lotId, placeBid, refusals), refusals);
  return { sockets, endedSessions: new EndedSessions(ctx, db, sockets) };
}

/** Every part of a lot's room; its lot is the one its name says (`lot:<id>`). */
export function assembleRoom(ctx: DurableObjectState, env: Env, placeBid: PlaceBid) {
  const settings = settingsOf(env);
  const db = createDb(env.DB);
  const lotId = objectIdentity.lotRoom(objectName(ctx));
  const store = new LotRoomStorage(ctx.storage, settings.softClose.maxTotalExtensionMinutes);
  const limits = objectLimits(settings.limits, settings.relays, 'room');
  const { sockets, endedSessions } = lotSocketParts(ctx, db, limits, lotId, () => store.room, placeBid);
  const mirror = new LotMirror(db);
  const relays = new RoomRelays(ctx.storage, env, settings.relays, lotId, () => store.room);
  const outbox = new OutboxDrain(store, mirror, new LotNotices(env, db), () => live.rearm());
  const live: LiveLot = new LiveLot(ctx, lotId, store, sockets, relays, mirror, outbox, settings.house.paymentDeadlineHours);
  /** Each member's bids on this lot per second (memory only: a restart forgets, which only ever allows more). */
  const bidPace = new WindowLimiter<number>(settings.limits.bids);
  return { settings, store, sockets, endedSessions, mirror, outbox, relays, live, bidPace, gate: new ExposureGate(env, lotId) };
}
