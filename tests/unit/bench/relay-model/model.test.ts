import { describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_PRICES,
  DEFAULT_TRAFFIC,
  evaluate,
  hourlyUsd,
  placement,
  threshold,
  verdict,
  type Criteria,
  type Figures,
} from '../../../../bench/relay-model/model';

/** Round figures, so that every expectation can be worked out by hand. */
const figures: Figures = { sendUs: 30, decisionMs: 2, publishUs: 50, hopMs: 1, relayFixedUs: 100 };
const criteria: Criteria = { lastWatcherBudgetMs: 40, maxRoomShare: 0.5, peakUpdatesPerSecond: 5, maxCostRatio: 2 };
const RELAYS = [1, 2, 4, 8, 16, 32];

describe('placement', () => {
  it('puts every socket on the room when it has no relays', () => {
    expect(placement({ watchers: 5_000, relays: 0, roomKeeps: 1_000 })).toEqual({ onRoom: 5_000, perRelay: 0, busyRelays: 0 });
  });

  it('keeps the room its sockets and spreads the rest over the relays, rounding the fullest up', () => {
    expect(placement({ watchers: 5_000, relays: 3, roomKeeps: 1_000 })).toEqual({ onRoom: 1_000, perRelay: 1_334, busyRelays: 3 });
  });

  it('leaves the relays empty while the crowd fits the room', () => {
    expect(placement({ watchers: 600, relays: 4, roomKeeps: 1_000 })).toEqual({ onRoom: 600, perRelay: 0, busyRelays: 0 });
    expect(placement({ watchers: 1_002, relays: 4, roomKeeps: 1_000 })).toEqual({ onRoom: 1_000, perRelay: 1, busyRelays: 2 });
  });
});

describe('evaluate', () => {
  it('one room: its thread per update is the decision plus every send, and the last watcher waits for all of it', () => {
    const o = evaluate({ watchers: 5_000, relays: 0, roomKeeps: 1_000 }, figures);
    expect(o.roomBusyMs).toBeCloseTo(2 + 150, 9);
    expect(o.lastWatcherMs).toBeCloseTo(152, 9);
    // a bid arriving as the update starts waits for it, then is decided
    expect(o.bidAnswerMs).toBeCloseTo(154, 9);
  });

  it('relays: the room publishes once per relay, and the last relay watcher waits for the publishing, the hop and its relay', () => {
    const o = evaluate({ watchers: 5_000, relays: 4, roomKeeps: 1_000 }, figures);
    // decision 2 + 4 × 0.05 publishing + 1,000 own sends × 0.03
    expect(o.roomBusyMs).toBeCloseTo(32.2, 9);
    // each relay: 0.1 fixed + 1,000 sends × 0.03
    expect(o.relayBusyMs).toBeCloseTo(30.1, 9);
    // 2 + 0.2 + hop 1 + 30.1 on the relay, against 32.2 on the room
    expect(o.lastWatcherMs).toBeCloseTo(33.3, 9);
    // the relay's update (30.1), there (1), the room's update (32.2) and decision (2), back (1), the relay's receipt (0.1)
    expect(o.bidAnswerMs).toBeCloseTo(66.4, 9);
  });

  it('relays without sockets cost nothing: the room publishes to none of them', () => {
    const room = evaluate({ watchers: 600, relays: 0, roomKeeps: 1_000 }, figures);
    const idle = evaluate({ watchers: 600, relays: 8, roomKeeps: 1_000 }, figures);
    expect(idle.roomBusyMs).toBe(room.roomBusyMs);
    expect(idle.usdPerHour).toBe(room.usdPerHour);
  });

  it('a room that keeps none of the sockets is only as late as its relays', () => {
    const o = evaluate({ watchers: 8_000, relays: 8, roomKeeps: 0 }, figures);
    expect(o.onRoom).toBe(0);
    expect(o.lastWatcherMs).toBeCloseTo(2 + 0.4 + 1 + 0.1 + 30, 9);
  });
});

describe('hourlyUsd', () => {
  it('prices requests (incoming messages at 20:1, upgrades, relay calls) and active time at 128 MB', () => {
    const traffic = { ...DEFAULT_TRAFFIC, updatesPerSecond: 1 };
    // 1,000 watchers, 2 relays, the room busy 10 ms and each relay 5 ms per update
    const usd = hourlyUsd({ watchers: 1_000, relays: 2, roomKeeps: 0 }, 10, 5, CLOUDFLARE_PRICES, traffic);
    const incoming = 3_600 + 1_000 * 144; // bids and pings
    const doRequests = incoming / 20 + 1_000 + 3_600 * 2; // + upgrades + relay calls
    const activeSeconds = (3_600 * (10 + 2 * 5)) / 1000;
    const expected =
      (doRequests / 1e6) * 0.15 + ((activeSeconds * 0.128) / 1e6) * 12.5 + (1_000 / 1e6) * 0.3 + ((1_000 * 1.8) / 1e6) * 0.02;
    expect(usd).toBeCloseTo(expected, 12);
  });

  it('charges each relay one request per update', () => {
    const none = hourlyUsd({ watchers: 0, relays: 0, roomKeeps: 0 }, 0, 0, CLOUDFLARE_PRICES, DEFAULT_TRAFFIC);
    const eight = hourlyUsd({ watchers: 0, relays: 8, roomKeeps: 0 }, 0, 0, CLOUDFLARE_PRICES, DEFAULT_TRAFFIC);
    expect(eight - none).toBeCloseTo(((8 * 3_600) / 1e6) * 0.15, 12);
  });
});

describe('verdict and threshold', () => {
  it('at 1,000 watchers one room keeps the budget, so relays do not pay', () => {
    const v = verdict(1_000, RELAYS, 1_000, figures, criteria);
    expect(v.room.lastWatcherMs).toBeCloseTo(32, 9);
    expect(v.pays).toBe(false);
  });

  it('at 5,000 watchers one room misses the budget and the fewest relays that keep it are chosen', () => {
    const v = verdict(5_000, RELAYS, 1_000, figures, criteria);
    expect(v.pays).toBe(true);
    // 2 relays: 2,000 each, 60 ms over budget; 4 relays: 33.3 ms
    expect(v.best?.relays).toBe(4);
  });

  it('a room busy past its share at the peak rate calls for relays even within the latency budget', () => {
    const lenient = { ...criteria, lastWatcherBudgetMs: 1_000, peakUpdatesPerSecond: 10 };
    // one room at 5,000: 152 ms per update × 10 per second = 152 % of its thread
    expect(verdict(5_000, RELAYS, 1_000, figures, lenient).pays).toBe(true);
    expect(verdict(5_000, RELAYS, 1_000, figures, { ...lenient, peakUpdatesPerSecond: 1 }).pays).toBe(false);
  });

  it('no relays when none is cheap enough', () => {
    expect(verdict(5_000, RELAYS, 1_000, figures, { ...criteria, maxCostRatio: 1 }).pays).toBe(false);
  });

  it('finds the first size at which one room misses the budget: (40 − 2) / 0.03 ≈ 1,267 → 1,300', () => {
    expect(threshold(RELAYS, 1_000, figures, criteria)).toBe(1_300);
  });

  it('a cheaper send moves the threshold up in proportion', () => {
    expect(threshold(RELAYS, 1_000, { ...figures, sendUs: 7.5 }, criteria)).toBe(5_100);
  });

  it('is null when relays never pay within the range', () => {
    expect(threshold(RELAYS, 1_000, { ...figures, sendUs: 0.5 }, criteria, { max: 50_000 })).toBeNull();
  });
});
