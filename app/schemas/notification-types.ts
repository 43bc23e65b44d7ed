/**
 * The kinds of notice a member receives (bell, push and e-mail): the six a member can turn off in the
 * notification settings, the second-chance offer (always delivered: it asks for an answer), and the notice
 * that a scheduled auction of a category the member follows is about to start (it follows the
 * 'auction_ending' setting: both are "an auction I follow is about to begin or end"), and the notice that a
 * booked pickup was cancelled because its payment stopped being approved or the lot passed to another member
 * (always delivered: the release code the member holds no longer works). A lot extended by a late bid tells
 * its bidders and followers once (it follows 'auction_ending'); a lot closed below its reserve tells its
 * bidders it was not sold and binds nobody (always delivered: it ends what a bid promised). A lot published that
 * matches a member's search alert, or the day's digest of them, is 'search_alert' (its own switch).
 */
export const notificationTypes = [
  'bid_outbid',
  'auction_ending',
  'auction_won',
  'auction_lost',
  'payment_approved',
  'item_ready',
  'second_chance_offer',
  'auction_starting',
  'pickup_cancelled',
  'auction_extended',
  'reserve_not_met',
  'search_alert',
] as const;

export type NotificationType = (typeof notificationTypes)[number];
