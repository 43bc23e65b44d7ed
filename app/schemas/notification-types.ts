/**
 * The kinds of notice a member receives (bell, push and e-mail): the six a member can turn off in the
 * notification settings, and the second-chance offer (always delivered: it asks for an answer).
 */
export const notificationTypes = [
  'bid_outbid',
  'auction_ending',
  'auction_won',
  'auction_lost',
  'payment_approved',
  'item_ready',
  'second_chance_offer',
] as const;

export type NotificationType = (typeof notificationTypes)[number];
