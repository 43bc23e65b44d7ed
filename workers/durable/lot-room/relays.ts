/**
 * The room's side of a hot lot's relays (decision record 0031), off unless `LOT_RELAY_THRESHOLD` is set. Once the
 * room holds that many sockets, a new one is handed to a relay chosen by its address; the room remembers, in its
 * storage, every relay it has handed a socket to, and publishes each update to each of them once, before its own
 * sockets. A failed publish is followed, once, by the lot as the room has it then (through a new stub, in order
 * with later updates): a relay never steps back or sends a `seq` twice, so a retry that finds the update already
 * there changes nothing; one that replaces it carries no bids of the decision, which the page notices (its bid
 * count runs ahead of the bids it knows) and fetches the lot again.
 */
import { relayFor, type RelaySettings } from '~/domain/lot-relays';
import type { LiveBid } from '~/schemas/live';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import type { LotRelayApi } from '~/server/platform/objects/lot-relay-api.server';
import type { RoomRow } from '~/server/platform/objects/lot-room-api.server';
import { lotRelay } from '~/server/platform/objects/stubs.server';

/** The relays the room has handed sockets to, in its storage (they outlive an eviction of the room). */
const RELAYS_KEY = 'relays';

/** The answer the room gives the Worker for an upgrade it hands to a relay: forward it to this relay. */
export const RELAY_HANDOFF_STATUS = 307;
export const RELAY_HEADER = 'X-Arremate-Relay';

export class RoomRelays {
  private relays = new Set<number>();
  /** One stub per relay, so that its updates arrive in order; made anew after a failure (a failed stub stays failed). */
  private readonly stubs = new Map<number, DurableObjectStub<LotRelayApi>>();
  /** Each relay's sockets, as it answered its last update (memory only: the next update asks again). */
  private readonly counts = new Map<number, number>();

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly env: Pick<Env, 'LOT_RELAY'>,
    private readonly settings: RelaySettings,
    private readonly lotId: number | null,
    /** the lot as the room has it now, for the retry after a failed publish */
    private readonly currentRoom: () => RoomRow | null,
  ) {}

  /** Reads the relays handed sockets before (in the room's blockConcurrencyWhile). */
  async load(): Promise<void> {
    this.relays = new Set((await this.storage.get<number[]>(RELAYS_KEY)) ?? []);
  }

  /**
   * An upgrade from `address` while the room holds `roomSockets`: the relay to forward it to (remembered before
   * the answer leaves, so no update published after it misses that relay), or null when the room takes it.
   */
  handOff(address: string, roomSockets: number): Response | null {
    const relay = relayFor(address, roomSockets, this.settings);
    if (relay === null) return null;
    if (!this.relays.has(relay)) {
      this.relays.add(relay);
      void this.storage.put(RELAYS_KEY, [...this.relays]);
    }
    return new Response(null, { status: RELAY_HANDOFF_STATUS, headers: { [RELAY_HEADER]: String(relay) } });
  }

  /**
   * One message per relay for this update (not awaited: the room's thread moves on to its own sockets). Each relay
   * is told how many of the lot's sockets are elsewhere (`roomSockets` and the other relays', as they last
   * answered), so that its sockets count the lot's viewers, not its own; its answer is its own count.
   */
  publish(room: RoomRow, decided: readonly LiveBid[], roomSockets: number): void {
    const all = roomSockets + this.sockets();
    for (const relay of this.relays) this.send(relay, room, [...decided], all - (this.counts.get(relay) ?? 0), true);
  }

  /** The lot's sockets on the relays, as each answered its last update. */
  sockets(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }

  private send(relay: number, room: RoomRow, decided: LiveBid[], elsewhere: number, retry: boolean): void {
    this.stub(relay)
      .publish(room, decided, elsewhere)
      .then((count) => this.counts.set(relay, count))
      .catch((error: unknown) => {
        // A stub that threw fails every later call: the next one is made anew.
        this.stubs.delete(relay);
        logError('relay publish failed', error, { lotId: room.lot_id, relay, retry });
        const now = this.currentRoom();
        if (retry && now) this.send(relay, now, [], elsewhere, false);
      });
  }

  /** A user's sessions ended: each relay strips that user's sockets whose session is gone; the counts summed. */
  async sessionsEnded(userId: number): Promise<{ stripped: number; open: number }> {
    const answers = await Promise.all([...this.relays].map((relay) => this.stub(relay).sessionsEnded(userId)));
    return answers.reduce((sum, a) => ({ stripped: sum.stripped + a.stripped, open: sum.open + a.open }), { stripped: 0, open: 0 });
  }

  /** The lot is gone: every relay closes its sockets (one that cannot be reached is logged; the lot still goes). */
  async closeAll(code: number, reason: string): Promise<void> {
    await Promise.all(
      [...this.relays].map((relay) =>
        this.stub(relay)
          .closeAll(code, reason)
          .catch((error: unknown) => logError('relay not closed', error, { lotId: this.lotId, relay })),
      ),
    );
  }

  /** The relays the room has handed sockets to. */
  list(): number[] {
    return [...this.relays].sort((a, b) => a - b);
  }

  private stub(relay: number): DurableObjectStub<LotRelayApi> {
    let stub = this.stubs.get(relay);
    if (!stub) {
      stub = lotRelay(this.env, this.lotId!, relay);
      this.stubs.set(relay, stub);
    }
    return stub;
  }
}
