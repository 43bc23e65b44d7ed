/**
 * The hop between two objects, measured locally on a tiny pair of Durable Objects in Miniflare (its own
 * workerd, not the Worker's configuration): a "room" calling an RPC method of "relay" objects with an update's
 * worth of text. Two figures:
 * - the round trip of one awaited call (wall time, from this process), whose half is the model's hop;
 * - workerd's CPU per relay message when the room publishes each update to R relays at once (the calls of an
 *   update in parallel, the updates one after another). Locally the relays run on the same thread, so this
 *   counts both ends of the call: an upper bound on the room's own share.
 */
import { Miniflare } from 'miniflare';
import { processTree } from '../lib/procfs';

const PAIR = `
import { DurableObject } from 'cloudflare:workers';
export class Relay extends DurableObject {
  receive(message) { this.last = message.length; return this.last; }
}
export class Room extends DurableObject {
  relays(count) { return Array.from({ length: count }, (_, k) => this.env.RELAY.get(this.env.RELAY.idFromName('relay:' + k))); }
  async sequential(calls, message) {
    const [relay] = this.relays(1);
    for (let i = 0; i < calls; i++) await relay.receive(message);
    return calls;
  }
  async publish(updates, relays, message) {
    const stubs = this.relays(relays);
    for (let u = 0; u < updates; u++) await Promise.all(stubs.map((s) => s.receive(message)));
    return updates * relays;
  }
}
export default {
  async fetch(request, env) {
    const q = new URL(request.url).searchParams;
    const room = env.ROOM.get(env.ROOM.idFromName('room'));
    const message = 'x'.repeat(Number(q.get('bytes')));
    const n = Number(q.get('n'));
    const done = q.get('relays') ? await room.publish(n, Number(q.get('relays')), message) : await room.sequential(n, message);
    return Response.json({ done });
  },
};
`;

export interface HopFigures {
  /** one awaited call there and back, ms (median of the batches) */
  roundTripMs: number;
  /** workerd's CPU per relay message when publishing to `relays` at once, µs */
  publishCpuUs: number;
  relays: number;
  /** relay messages the CPU figure is over */
  messages: number;
}

/** workerd's CPU (every runtime process below this one), ms. */
const runtimeCpuMs = () =>
  processTree(process.pid)
    .filter((p) => p.name.startsWith('workerd'))
    .reduce((n, p) => n + p.cpuMs, 0);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `bytes`: an update's size on the wire; `batches` × `calls` awaited calls, then `updates` updates to `relays` relays. */
export async function measureHop({ bytes = 700, calls = 500, batches = 5, relays = 8, updates = 2_000 } = {}): Promise<HopFigures> {
  const mf = new Miniflare({
    modules: true,
    script: PAIR,
    compatibilityDate: '2026-04-26',
    durableObjects: { ROOM: 'Room', RELAY: 'Relay' },
  });
  try {
    const call = (query: string) => mf.dispatchFetch(`http://pair/?bytes=${bytes}&${query}`).then((r) => r.json());
    await call(`n=50`); // warm: both objects made, the code compiled
    await call(`n=50&relays=${relays}`);
    const perCall: number[] = [];
    for (let b = 0; b < batches; b++) {
      const started = performance.now();
      await call(`n=${calls}`);
      perCall.push((performance.now() - started) / calls);
    }
    const cpuBefore = runtimeCpuMs();
    await call(`n=${updates}&relays=${relays}`);
    const publishCpuUs = ((runtimeCpuMs() - cpuBefore) / (updates * relays)) * 1000;
    return { roundTripMs: median(perCall), publishCpuUs, relays, messages: updates * relays };
  } finally {
    await mf.dispose();
  }
}
