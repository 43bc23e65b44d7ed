/**
 * A hot lot's relay's contract (decision record 0031): `workers/durable/lot-relay` implements it; the lot's room
 * publishes to it through it (`lotRelay` in platform/objects/stubs.server.ts), and the Worker forwards socket
 * upgrades to it. A relay knows its lot and its number from its own name (`lot:<id>:relay:<k>`).
 */
import type { LiveBid } from '~/schemas/live';
import type { RoomRow } from './lot-room-api.server';

export interface LotRelayApi extends Rpc.DurableObjectBranded {
  /**
   * An update, in the room's order. `elsewhere`: the lot's sockets on the room and the other relays, counted in
   * the viewers this relay's sockets are told. Returns the sockets open here.
   */
  publish(room: RoomRow, decided: readonly LiveBid[], elsewhere?: number): number;
  /** A user's sessions ended (forwarded by the room): their sockets here whose session is gone watch as visitors. */
  sessionsEnded(userId: number): Promise<{ stripped: number; open: number }>;
  /** The lot is gone: every socket here closes. */
  closeAll(code: number, reason: string): void;
}
