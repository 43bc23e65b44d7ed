/** The six kinds of notice a member receives (bell, push and e-mail). */
export const notificationTypes = ['bid_outbid', 'auction_ending', 'auction_won', 'auction_lost', 'payment_approved', 'item_ready'] as const;

export type NotificationType = (typeof notificationTypes)[number];
