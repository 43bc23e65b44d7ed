/**
 * The cost model of a hot lot's fan-out: one LotRoom holding every socket, against the room publishing each
 * update once to R LotRelay objects that hold the sockets (decision record 0031). Pure arithmetic on measured
 * figures, so the same inputs always print the same table.
 *
 * An update's timeline, in the room's one thread: the decision (`decisionMs`), then one RPC per relay
 * (`publishUs` each, issued before the room's own sockets so the relays start at once), then its own sockets
 * (`sendUs` each). A relay gets the update `hopMs` later, spends `relayFixedUs`, then sends to its sockets
 * (`sendUs` each). Relays are separate objects, so in production they run in parallel with the room and each
 * other; on one local workerd they share its one thread (which is why the model, not a local bench, says
 * what relays buy).
 */

/** What one update costs, measured (bench:bids, the local hop) or given. */
export interface Figures {
  /** the room's thread per delivered update (one socket's send), µs */
  sendUs: number;
  /** the room's fixed work per update: deciding and writing the bid, serialising the update, ms */
  decisionMs: number;
  /** the caller's thread per relay message (one RPC issued to a relay), µs */
  publishUs: number;
  /** one object-to-object hop, one way, ms */
  hopMs: number;
  /** a relay's own work per update before its sends (the RPC's arrival, serialising once), µs */
  relayFixedUs: number;
}

/** Cloudflare's list prices (USD) and the traffic a watcher adds besides updates. */
export interface Prices {
  /** Durable Objects: per million requests (HTTP, each RPC call, alarms; incoming WebSocket messages at 20:1) */
  doRequestPerMillion: number;
  /** Durable Objects: per million GB-s of duration (wall-clock while active, 128 MB an object) */
  doGbSecondPerMillion: number;
  /** incoming WebSocket messages billed as one request */
  wsMessagesPerRequest: number;
  objectGb: number;
  /** Workers: per million requests (each socket upgrade passes the Worker) */
  workerRequestPerMillion: number;
  /** Workers: per million CPU ms */
  workerCpuMsPerMillion: number;
}

/** The list prices read on developers.cloudflare.com (decision record 0031 cites the pages). */
export const CLOUDFLARE_PRICES: Prices = {
  doRequestPerMillion: 0.15,
  doGbSecondPerMillion: 12.5,
  wsMessagesPerRequest: 20,
  objectGb: 0.128,
  workerRequestPerMillion: 0.3,
  workerCpuMsPerMillion: 0.02,
};

/** How the crowd behaves during the hour priced. */
export interface Traffic {
  /** updates per second (each a bid: one incoming message on a socket) */
  updatesPerSecond: number;
  /** each watcher's pings per hour (the lot page pings every 25 s: 144) */
  pingsPerWatcherHour: number;
  /** socket upgrades per watcher per hour (a page load, a reconnect) */
  upgradesPerWatcherHour: number;
  /** the Worker's CPU per upgrade, ms */
  upgradeCpuMs: number;
}

export const DEFAULT_TRAFFIC: Traffic = { updatesPerSecond: 1, pingsPerWatcherHour: 144, upgradesPerWatcherHour: 1, upgradeCpuMs: 1.8 };

/** A layout of the lot's sockets: `relays` 0 is one room holding all of them. */
export interface Layout {
  watchers: number;
  relays: number;
  /** sockets the room keeps when it has relays (those that came before the switch) */
  roomKeeps: number;
}

export interface Outcome extends Layout {
  /** sockets on the room, and on the fullest relay */
  onRoom: number;
  perRelay: number;
  /** relays holding sockets (the room publishes to these only) */
  busyRelays: number;
  /** the room's thread per update, ms: every other decision waits behind it */
  roomBusyMs: number;
  /** a relay's thread per update, ms */
  relayBusyMs: number;
  /** from the update's decision to its last watcher, ms */
  lastWatcherMs: number;
  /** a bid's answer when it arrives just as an update starts (the room busy, and the relay busy, before it), ms */
  bidAnswerMs: number;
  /** USD per hour for the lot's objects and the Worker's upgrades */
  usdPerHour: number;
}

/** Sockets on the room and on the fullest relay. */
export function placement({ watchers, relays, roomKeeps }: Layout): { onRoom: number; perRelay: number; busyRelays: number } {
  if (relays === 0) return { onRoom: watchers, perRelay: 0, busyRelays: 0 };
  const onRoom = Math.min(watchers, roomKeeps);
  const rest = watchers - onRoom;
  return { onRoom, perRelay: Math.ceil(rest / relays), busyRelays: Math.min(relays, rest) };
}

/** One layout's figures per update and per hour. */
export function evaluate(layout: Layout, f: Figures, prices: Prices = CLOUDFLARE_PRICES, traffic: Traffic = DEFAULT_TRAFFIC): Outcome {
  // The room publishes to the relays that hold sockets only.
  const { onRoom, perRelay, busyRelays } = placement(layout);
  const publishMs = (busyRelays * f.publishUs) / 1000;
  const roomBusyMs = f.decisionMs + publishMs + (onRoom * f.sendUs) / 1000;
  const relayBusyMs = busyRelays === 0 ? 0 : (f.relayFixedUs + perRelay * f.sendUs) / 1000;
  const lastOnRoom = onRoom > 0 ? roomBusyMs : 0;
  // The last relay gets its RPC once the room has issued them all.
  const lastOnRelay = perRelay > 0 ? f.decisionMs + publishMs + f.hopMs + relayBusyMs : 0;
  // On the room's socket the bid waits for the room's update; on a relay's, for the relay's, then goes there and back.
  const bidAnswerMs =
    busyRelays === 0 ? roomBusyMs + f.decisionMs : relayBusyMs + f.hopMs + roomBusyMs + f.decisionMs + f.hopMs + f.relayFixedUs / 1000;
  return {
    ...layout,
    onRoom,
    perRelay,
    busyRelays,
    roomBusyMs,
    relayBusyMs,
    lastWatcherMs: Math.max(lastOnRoom, lastOnRelay),
    bidAnswerMs,
    usdPerHour: hourlyUsd({ ...layout, relays: busyRelays }, roomBusyMs, relayBusyMs, prices, traffic),
  };
}

/**
 * USD per hour (`layout.relays`: the relays that hold sockets): Durable Object requests (each bid and ping an incoming message at 20:1, each upgrade a
 * request, each relay message an RPC call) and duration (each object's busy time per update, at 128 MB; an
 * object with nothing to do is eligible for hibernation and not billed), plus the Worker's upgrades.
 */
export function hourlyUsd(layout: Layout, roomBusyMs: number, relayBusyMs: number, prices: Prices, traffic: Traffic): number {
  const updates = traffic.updatesPerSecond * 3600;
  const incoming = updates + layout.watchers * traffic.pingsPerWatcherHour;
  const upgrades = layout.watchers * traffic.upgradesPerWatcherHour;
  const rpcCalls = updates * layout.relays;
  const doRequests = incoming / prices.wsMessagesPerRequest + upgrades + rpcCalls;
  const activeSeconds = (updates * (roomBusyMs + layout.relays * relayBusyMs)) / 1000;
  const doUsd = (doRequests / 1e6) * prices.doRequestPerMillion + ((activeSeconds * prices.objectGb) / 1e6) * prices.doGbSecondPerMillion;
  const workerUsd =
    (upgrades / 1e6) * prices.workerRequestPerMillion + ((upgrades * traffic.upgradeCpuMs) / 1e6) * prices.workerCpuMsPerMillion;
  return doUsd + workerUsd;
}

/** When relays pay: one room misses the budget, relays meet it, at no more than `maxCostRatio` times one room's cost. */
export interface Criteria {
  /** the last watcher's latency budget, ms */
  lastWatcherBudgetMs: number;
  /** the room's thread may be busy at most this share of the time at the peak update rate */
  maxRoomShare: number;
  /** updates per second at the peak (the final minute) */
  peakUpdatesPerSecond: number;
  maxCostRatio: number;
}

/** Whether an outcome keeps the budget and leaves the room's thread its share at the peak rate. */
export function meets(o: Outcome, c: Criteria): boolean {
  return o.lastWatcherMs <= c.lastWatcherBudgetMs && (o.roomBusyMs / 1000) * c.peakUpdatesPerSecond <= c.maxRoomShare;
}

export interface Verdict {
  room: Outcome;
  /** the fewest relays that meet the criteria within the cost ratio, if any */
  best: Outcome | null;
  pays: boolean;
}

/** At `watchers`: one room, and the fewest of `relayCounts` that meet the criteria; relays pay when one room does not. */
export function verdict(
  watchers: number,
  relayCounts: readonly number[],
  roomKeeps: number,
  f: Figures,
  c: Criteria,
  prices: Prices = CLOUDFLARE_PRICES,
  traffic: Traffic = DEFAULT_TRAFFIC,
): Verdict {
  const room = evaluate({ watchers, relays: 0, roomKeeps }, f, prices, traffic);
  const best =
    [...relayCounts]
      .sort((a, b) => a - b)
      .map((relays) => evaluate({ watchers, relays, roomKeeps }, f, prices, traffic))
      .find((o) => meets(o, c) && o.usdPerHour <= room.usdPerHour * c.maxCostRatio) ?? null;
  return { room, best, pays: !meets(room, c) && best !== null };
}

/** The fewest watchers, in steps of `step` up to `max`, at which relays pay; null when they never do within `max`. */
export function threshold(
  relayCounts: readonly number[],
  roomKeeps: number,
  f: Figures,
  c: Criteria,
  { step = 100, max = 50_000 }: { step?: number; max?: number } = {},
  prices: Prices = CLOUDFLARE_PRICES,
  traffic: Traffic = DEFAULT_TRAFFIC,
): number | null {
  for (let watchers = step; watchers <= max; watchers += step) {
    if (verdict(watchers, relayCounts, roomKeeps, f, c, prices, traffic).pays) return watchers;
  }
  return null;
}
