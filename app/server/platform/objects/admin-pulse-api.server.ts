/**
 * AdminPulse's contract (one object for the house): `workers/durable/admin-pulse` implements it; services, the
 * lot rooms and the inboxes feed it through it (`adminPulse` in platform/objects/stubs.server.ts).
 */
import type { AdminSnapshot, HousePulseEvent, LotPulseEvent } from '~/schemas/admin-pulse';

export interface AdminPulseApi extends Rpc.DurableObjectBranded {
  /** The first paint of the dashboard. */
  snapshot(): Promise<AdminSnapshot>;
  /** Forgets the counters and rebuilds them from D1. */
  reset(): Promise<AdminSnapshot>;
  /** The lot rooms' accepted bids and closes, at least once (each counted once). */
  lotEvents(input: LotPulseEvent[]): Promise<void>;
  /** The Worker's sign-ins, registrations, payment decisions, pickups and lot edits. */
  houseEvent(input: HousePulseEvent): Promise<void>;
  /** How many inbox sockets a user has open (online users). */
  presence(userId: number, sockets: number): Promise<void>;
  /** A user's sessions ended or their role changed: their dashboard sockets close unless session and role still hold. */
  recheckSockets(userId: number): Promise<number>;
}
