/** The heart itself (signed-in users only; loaded on demand by FavoriteButton): a native toggle button. */
import { useFavorite } from '~/hooks/use-favorites';
import { liveText } from '~/i18n/pt-BR-live';
import { HeartIcon } from '~/ui/member-icons';
import * as s from './favorite-toggle.css';

export type FavoritePlacement = 'card' | 'detail';

export default function FavoriteToggle({ userId, lotId, placement }: { userId: number; lotId: number; placement: FavoritePlacement }) {
  const { isFavorite, busy, toggle } = useFavorite(userId, lotId);
  const label = isFavorite ? liveText.lot.unfavorite : liveText.lot.favorite;
  const button = (
    <button
      type="button"
      className={s.toggle[placement]}
      aria-pressed={isFavorite}
      aria-label={placement === 'card' ? label : undefined}
      title={placement === 'card' ? label : undefined}
      data-busy={busy || undefined}
      onClick={toggle}
    >
      <HeartIcon filled={isFavorite} size={placement === 'card' ? 20 : 18} />
      {placement === 'detail' && <span>{label}</span>}
    </button>
  );
  return placement === 'card' ? <div className={s.cardSlot}>{button}</div> : button;
}
