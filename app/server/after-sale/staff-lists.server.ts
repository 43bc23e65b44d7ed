/** What the back office's after-sale lists (payments, pickups) show first on every row: the lot and its member. */
import { lots, users } from '~/server/db/schema';

/** The lot's title and the member's name and e-mail, for a select joined to `lots` and `users`. */
export const lotAndMemberColumns = { lotTitle: lots.title, userName: users.name, userEmail: users.email };

interface LotAndMemberRow {
  id: number;
  lotId: number;
  lotTitle: string;
  userId: number;
  userName: string;
  userEmail: string;
}

/** The row's own id, its lot and its member, with the API's field names. */
export function lotAndMember(row: LotAndMemberRow) {
  return {
    id: row.id,
    auction_id: row.lotId,
    auction_title: row.lotTitle,
    user_id: row.userId,
    user_name: row.userName,
    user_email: row.userEmail,
  };
}
