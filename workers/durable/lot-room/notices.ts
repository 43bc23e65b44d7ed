/**
 * The room's notices, each delivered to its user's inbox (UserInbox), which stores it once, pushes and e-mails;
 * and its events for the administrators' live dashboard (AdminPulse).
 */
import { eq } from 'drizzle-orm';
import type { LotPulseEvent } from '~/schemas/admin-pulse';
import type { Db } from '~/server/db/client.server';
import { favorites } from '~/server/db/schema';
import { adminPulse, userInbox } from '~/server/platform/durable-objects.server';
import type { Env } from '~/server/platform/env.server';
import type { NotifyPayload } from './outbox';

export class LotNotices {
  constructor(
    private readonly env: Env,
    private readonly db: Db,
  ) {}

  /** One user's notices, in one call to their inbox. */
  async send(userId: number, notices: NotifyPayload[]): Promise<void> {
    await userInbox(this.env, userId).deliverMany(notices);
  }

  /** The room's events for the dashboard, in the order they happened. */
  async pulse(events: LotPulseEvent[]): Promise<void> {
    await adminPulse(this.env).lotEvents(events);
  }

  /** 'auction_ending': the lot's bidders and the members who follow it, once per end time. */
  async announceEnding(lotId: number, endsAt: string, bidders: readonly number[]): Promise<void> {
    const followers = await this.db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.lotId, lotId));
    const audience = new Set([...bidders, ...followers.map((f) => f.userId)]);
    await Promise.all(
      [...audience].map((userId) =>
        this.send(userId, [{ userId, type: 'auction_ending', auctionId: lotId, amountCents: null, key: `ending:${lotId}:${endsAt}` }]),
      ),
    );
  }
}
