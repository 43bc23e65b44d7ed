/**
 * The viewer's own secret maximum on a running lot, for the lot page (the same answer as
 * `GET /api/auctions/{id}/auto-bid`): asked of the lot's room, the authority on maxima. Nobody else's, ever;
 * none for visitors, members not approved, or a lot that is not active. A room that cannot answer shows none.
 */
import type { Lot } from '~/schemas/lot';
import type { MaximumView } from '~/schemas/maximum';
import type { Viewer } from '~/schemas/viewer';
import { isApprovedMember } from '~/server/auth/viewer';
import type { Env } from '~/server/platform/env.server';
import { logError } from '~/server/platform/error-log.server';
import { lotRoom } from '~/server/platform/objects/stubs.server';

export async function ownMaximum(rc: { env: Env }, lot: Pick<Lot, 'id' | 'status'>, viewer: Viewer | null): Promise<MaximumView | null> {
  if (!viewer || !isApprovedMember(viewer) || lot.status !== 'active') return null;
  return lotRoom(rc.env, lot.id)
    .maximumOf(viewer.id)
    .catch((error: unknown) => {
      logError('lot page: own maximum', error, { lotId: lot.id });
      return null;
    });
}
