/** The bell's pure rules: the unread badge is capped at '99+'; where a notification leads. */
export const UNREAD_BADGE_CAP = 99;

/** The badge text, or null when nothing is unread. */
export function unreadBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(unread));
}

/**
 * Where a notice that names no lot leads, in the bell, its e-mail and its push alike: the search alerts' daily digest
 * (a search_alert without a lot) to the dashboard's 'Alertas' tab, where the lots it lists are found; any other to
 * the dashboard.
 */
export function lotlessNoticeTarget(type: string): string {
  return type === 'search_alert' ? '/dashboard?aba=alertas' : '/dashboard';
}

/** payment_approved, item_ready, second-chance offers and cancelled pickups open the dashboard; others their lot when they name one, else `lotlessNoticeTarget`. */
export function notificationTarget(n: { type: string; auction_id: number | null }): string {
  if (n.type === 'payment_approved' || n.type === 'item_ready' || n.type === 'second_chance_offer' || n.type === 'pickup_cancelled') {
    return '/dashboard';
  }
  return n.auction_id ? `/lotes/${n.auction_id}` : lotlessNoticeTarget(n.type);
}
