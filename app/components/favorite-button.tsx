/**
 * Where a lot's heart goes (card or detail page). Visitors get nothing, and none of the heart's code:
 * it loads for signed-in users only.
 */
import { lazy, Suspense } from 'react';
import { useSessionUser } from '~/hooks/use-session-user';
import type { FavoritePlacement } from './favorite-toggle';
// Its styles ship with the page, so the server-rendered heart is styled before its script arrives.
import './favorite-toggle.css';

const FavoriteToggle = lazy(() => import('./favorite-toggle'));

export function FavoriteButton({ lotId, placement }: { lotId: number; placement: FavoritePlacement }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <FavoriteToggle userId={user.id} lotId={lotId} placement={placement} />
    </Suspense>
  );
}
