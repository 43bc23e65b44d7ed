/** The bell's pure rules: the unread badge is capped at '99+'; where a notification leads. */
export const UNREAD_BADGE_CAP = 99;

/** The badge text, or null when nothing is unread. */
export function unreadBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(unread));
}

/** payment_approved, item_ready, second-chance offers and cancelled pickups open the dashboard; the alerts' daily digest its 'Alertas' tab; others their lot when they name one. */
export function notificationTarget(n: { type: string; auction_id: number | null }): string {
  if (n.type === 'payment_approved' || n.type === 'item_ready' || n.type === 'second_chance_offer' || n.type === 'pickup_cancelled') {
    return '/dashboard';
  }
  if (n.type === 'search_alert' && !n.auction_id) return '/dashboard?aba=alertas';
  return n.auction_id ? `/lotes/${n.auction_id}` : '/dashboard';
}
