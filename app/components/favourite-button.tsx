/**
 * Where a lot's heart goes (card or detail page). Visitors get nothing, and none of the heart's code:
 * it loads for signed-in users only.
 */
import { lazy, Suspense } from 'react';
import { useSessionUser } from '~/hooks/use-session-user';
import type { FavouritePlacement } from './favourite-toggle';
// Its styles ship with the page, so the server-rendered heart is styled before its script arrives.
import './favourite-toggle.css';

const FavouriteToggle = lazy(() => import('./favourite-toggle'));

export function FavouriteButton({ lotId, placement }: { lotId: number; placement: FavouritePlacement }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteToggle userId={user.id} lotId={lotId} placement={placement} />
    </Suspense>
  );
}
