/**
 * The lot socket as the bid form uses it: send a bid, hear the `bid_result` for its key, hear that the
 * socket went away. The lot page keeps one for as long as it is shown and attaches each socket it opens;
 * the bid form (loaded on demand, see place-bid) does the rest. Small on purpose: every lot page loads it.
 */
import type { BidResultMessage } from '~/schemas/live';

interface Waiter {
  answered: (message: BidResultMessage) => void;
  lost: () => void;
}

export class BidChannel {
  private sender: ((message: unknown) => boolean) | null = null;
  private readonly waiting = new Map<string, Waiter>();

  /** A socket opened: bids go on it. */
  attach(sender: (message: unknown) => boolean): void {
    this.sender = sender;
  }

  /** The socket is not open any more: nothing goes out, and the bids waiting for an answer are told. */
  detach(): void {
    this.sender = null;
    for (const waiter of [...this.waiting.values()]) waiter.lost();
  }

  /** false when no socket is open (nothing was sent). */
  send(message: unknown): boolean {
    return this.sender?.(message) ?? false;
  }

  /** Waits for the answer to `key`; returns the way to stop waiting. */
  expect(key: string, waiter: Waiter): () => void {
    this.waiting.set(key, waiter);
    return () => this.waiting.delete(key);
  }

  /** A `bid_result` arrived. */
  answered(message: BidResultMessage): void {
    this.waiting.get(message.key)?.answered(message);
  }
}
