/**
 * The room's notices, each delivered to its user's inbox (UserInbox), which stores it once, pushes and e-mails;
 * and its events for the administrators' live dashboard (AdminPulse).
 */
import { eq } from 'drizzle-orm';
import type { LotPulseEvent } from '~/schemas/admin-pulse';
import type { Db } from '~/server/db/client.server';
import { favorites } from '~/server/db/schema';
import type { Env } from '~/server/platform/env.server';
import { adminPulse, userInbox } from '~/server/platform/objects/stubs.server';
import type { NoticeRequest } from '~/server/platform/objects/user-inbox-api.server';

export class LotNotices {
  constructor(
    private readonly env: Env,
    private readonly db: Db,
  ) {}

  /** One user's notices, in one call to their inbox. */
  async send(userId: number, notices: NoticeRequest[]): Promise<void> {
    await userInbox(this.env, userId).deliverMany(notices);
  }

  /** The room's events for the dashboard, in the order they happened. */
  async pulse(events: LotPulseEvent[]): Promise<void> {
    await adminPulse(this.env).lotEvents(events);
  }

  /**
   * To the lot's bidders and the members who follow it: 'auction_ending' and, on the lot's first extension,
   * 'auction_extended', each keyed by the lot: one of each per member per lot, however often the end moves or a
   * delivery is retried (decision record 0039).
   */
  async announce(type: 'auction_ending' | 'auction_extended', lotId: number, endsAt: string, bidders: readonly number[]): Promise<void> {
    const followers = await this.db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.lotId, lotId));
    const audience = new Set([...bidders, ...followers.map((f) => f.userId)]);
    const key = type === 'auction_ending' ? `ending:${lotId}` : `extended:${lotId}`;
    await Promise.all([...audience].map((userId) => this.send(userId, [{ userId, type, lotId, amountCents: null, key, endsAt }])));
  }
}
