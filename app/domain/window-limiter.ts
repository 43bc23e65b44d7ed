/**
 * Fixed-window counting in memory, per key: how many attempts a key made in the current window, and how
 * long until it may try again once over the limit. For limits one object or isolate enforces on its own
 * (a lot room's bids per user, a socket's messages); limits shared across isolates count in D1 instead.
 */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

export interface WindowVerdict {
  allowed: boolean;
  /** attempts counted in this window, this one included */
  count: number;
  /** ms until the window ends (0 when allowed) */
  retryAfterMs: number;
}

export class WindowLimiter<K> {
  private readonly windows = new Map<K, { start: number; count: number }>();

  constructor(private readonly rule: WindowRule) {}

  /** Counts one attempt by `key` at `now`. */
  take(key: K, now: number): WindowVerdict {
    const { limit, windowMs } = this.rule;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    const allowed = window.count <= limit;
    return { allowed, count: window.count, retryAfterMs: allowed ? 0 : window.start + windowMs - now };
  }

  /** Forgets the windows that have ended. */
  prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.rule.windowMs) this.windows.delete(key);
  }
}

/** Whole seconds for a Retry-After header (at least 1). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
