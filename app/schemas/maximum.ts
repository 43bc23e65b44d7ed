/** Lance automático at the API's edge: the body of `PUT /api/auctions/{id}/auto-bid` and what it answers. */
import { z } from '~/schemas/zod';
import type { LiveLotMember } from './live';

/** A member's own secret maximum, in reais (only its owner ever sees it while the lot runs). */
export interface MaximumView {
  max_amount: number;
  created_at: string;
  updated_at: string;
}

/** `max_amount` as a number or a typed string ("1.234,56"); read into cents with `readBidAmount`. */
export const maximumBody = z.strictObject({
  max_amount: z.union([z.number(), z.string().max(32)]),
  /** the member confirmed a maximum above k × the current price (decision record 0038) */
  confirm_high_maximum: z.boolean().optional(),
});

export interface MaximumAnswer {
  data: { auto_bid: MaximumView; auction: LiveLotMember };
}

export interface MaximumRead {
  data: { auto_bid: MaximumView | null };
}
