/**
 * A lot's budget of incoming frames per second, across all its sockets (each socket also has its own limit).
 * Thousands of sockets each within their own limit can still, together, keep the room's one thread reading,
 * parsing and answering instead of deciding bids. Past the budget, frames are dropped unread for the rest of the
 * second; and the noisiest socket of the second is named to be closed, so that whoever spends the budget loses
 * it, not the quiet members. A socket is named only when it sent at least `noisyFrames` frames in the second (a
 * person's client sends a ping every 25 s and a bid now and then), and at most `closesPerSecond` are named each
 * second, so an overload caused by a crowd of quiet sockets drops frames but closes none.
 */
export interface FrameBudgetRule {
  /** frames per second, all the lot's sockets (on this object) together */
  perSecond: number;
  /** frames in one second that make a socket noisy enough to close when the budget is spent */
  noisyFrames: number;
  /** at most this many sockets named for closing per second */
  closesPerSecond: number;
}

export interface FrameVerdict<K> {
  /** whether this frame may be read */
  allowed: boolean;
  /** a socket to close now (the noisiest of the second), or null */
  close: K | null;
}

const SECOND_MS = 1_000;

export class FrameBudget<K> {
  private start = -Infinity;
  private total = 0;
  private closes = 0;
  private counts = new Map<K, number>();
  /** the socket with the most frames this second, kept as frames come (no scan per frame) */
  private top: { key: K; count: number } | null = null;

  constructor(private readonly rule: FrameBudgetRule) {}

  /** Counts one frame from `key` at `now`. */
  take(key: K, now: number): FrameVerdict<K> {
    if (now - this.start >= SECOND_MS) {
      this.start = now;
      this.total = 0;
      this.closes = 0;
      this.counts = new Map();
      this.top = null;
    }
    this.total++;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (!this.top || count > this.top.count) this.top = { key, count };
    if (this.total <= this.rule.perSecond) return { allowed: true, close: null };
    return { allowed: false, close: this.noisiest() };
  }

  /** Forgets a socket (closed): it is not named again this second. */
  forget(key: K): void {
    if (!this.counts.delete(key)) return;
    if (this.top?.key === key) this.top = this.rescan();
  }

  /** The socket with the most frames this second if it is noisy (and closes are left); it is forgotten once named. */
  private noisiest(): K | null {
    if (this.closes >= this.rule.closesPerSecond || !this.top || this.top.count < this.rule.noisyFrames) return null;
    const { key } = this.top;
    this.counts.delete(key);
    this.top = this.rescan();
    this.closes++;
    return key;
  }

  /** The busiest socket left (a scan: at most `closesPerSecond` times a second). */
  private rescan(): { key: K; count: number } | null {
    let top: { key: K; count: number } | null = null;
    for (const [key, count] of this.counts) if (!top || count > top.count) top = { key, count };
    return top;
  }
}

/**
 * The share of a lot's frame budget one object enforces: the whole budget for the room alone; with relays
 * (decision record 0031), in proportion to the sockets the object may hold out of the lot's cap.
 */
export function frameBudgetShare(perSecond: number, objectSocketCap: number, lotSocketCap: number): number {
  if (objectSocketCap >= lotSocketCap) return perSecond;
  return Math.max(1, Math.ceil((perSecond * objectSocketCap) / lotSocketCap));
}
