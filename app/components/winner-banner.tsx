import { formatReais } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { liveLot } from '~/i18n/pt-BR-lot-first-paint';
import { GavelIcon } from '~/ui/icons';
import * as s from './winner-banner.css';

/** 'Você ganhou!' / 'Parabéns! Você venceu este leilão!' with the winning bid, for the winner of a closed lot. */
export function WinnerBanner({ finalPrice }: { finalPrice: number | null }) {
  return (
    <div className={s.banner} data-testid="winner-banner">
      <p className={s.title}>
        <GavelIcon size={18} /> {siteText.card.youWon}
      </p>
      <p className={s.text}>{siteText.card.congratulations}</p>
      {finalPrice !== null && (
        <p className={s.text}>
          {liveLot.winningBid}: <strong>{formatReais(finalPrice)}</strong>
        </p>
      )}
    </div>
  );
}
