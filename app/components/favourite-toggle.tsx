/** The heart itself (signed-in users only; loaded on demand by FavouriteButton): a native toggle button. */
import { useFavourite } from '~/hooks/use-favourites';
import { tl } from '~/i18n/pt-BR-live';
import { HeartIcon } from '~/ui/member-icons';
import * as s from './favourite-toggle.css';

export type FavouritePlacement = 'card' | 'detail';

export default function FavouriteToggle({ userId, lotId, placement }: { userId: number; lotId: number; placement: FavouritePlacement }) {
  const { isFavourite, busy, toggle } = useFavourite(userId, lotId);
  const label = isFavourite ? tl.lot.unfavourite : tl.lot.favourite;
  const button = (
    <button
      type="button"
      className={s.toggle[placement]}
      aria-pressed={isFavourite}
      aria-label={placement === 'card' ? label : undefined}
      title={placement === 'card' ? label : undefined}
      data-busy={busy || undefined}
      onClick={toggle}
    >
      <HeartIcon filled={isFavourite} size={placement === 'card' ? 20 : 18} />
      {placement === 'detail' && <span>{label}</span>}
    </button>
  );
  return placement === 'card' ? <div className={s.cardSlot}>{button}</div> : button;
}
