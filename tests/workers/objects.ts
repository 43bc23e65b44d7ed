/**
 * The Durable Objects as the app names them, typed by their classes (for runInDurableObject and test-only
 * members); the app's Env types the same namespaces by their contracts (…-api.server.ts).
 */
import { env } from 'cloudflare:test';
import { objectNames } from '~/server/platform/objects/stubs.server';
import type { AdminPulse } from '../../workers/durable/admin-pulse/admin-pulse';
import type { LotRelay } from '../../workers/durable/lot-relay/lot-relay';
import type { LotRoom } from '../../workers/durable/lot-room/lot-room';
import type { UserInbox } from '../../workers/durable/user-inbox/user-inbox';

const lotRooms = env.LOT_ROOM as unknown as DurableObjectNamespace<LotRoom>;
const lotRelays = env.LOT_RELAY as unknown as DurableObjectNamespace<LotRelay>;
const userInboxes = env.USER_INBOX as unknown as DurableObjectNamespace<UserInbox>;
const adminPulses = env.ADMIN_PULSE as unknown as DurableObjectNamespace<AdminPulse>;

export const lotRoomId = (lotId: number) => lotRooms.idFromName(objectNames.lotRoom(lotId));
export const lotRoomStub = (lotId: number) => lotRooms.get(lotRoomId(lotId));
/** A room under any name (a scratch object for storage tests). */
export const lotRoomNamed = (name: string) => lotRooms.get(lotRooms.idFromName(name));
/** One of a hot lot's relays (decision record 0031). */
export const lotRelayStub = (lotId: number, relay: number) => lotRelays.get(lotRelays.idFromName(objectNames.lotRelay(lotId, relay)));
export const userInboxStub = (userId: number) => userInboxes.get(userInboxes.idFromName(objectNames.userInbox(userId)));
export const adminPulseStub = () => adminPulses.get(adminPulses.idFromName(objectNames.adminPulse));
