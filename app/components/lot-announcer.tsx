import { useEffect, useRef, useState } from 'react';
import { countdownStage, stageToAnnounce } from '~/domain/countdown-stage';
import { useNow } from '~/hooks/use-server-clock';
import { formatBRL } from '~/i18n/format';
import { siteText } from '~/i18n/pt-BR';
import { liveLot } from '~/i18n/pt-BR-lot-live';
import { visuallyHidden } from '~/styles/utility.css';

/**
 * What a screen reader hears about a live lot, politely: the countdown only as it crosses 1 h, 15 min,
 * 5 min, 1 min and the end (the on-screen timer itself stays silent), and each new current bid.
 */
export function LotAnnouncer({ endsAt, priceCents }: { endsAt: string | null; priceCents: number | null }) {
  const stage = countdownStage(endsAt, useNow());
  const [message, setMessage] = useState('');
  const lastStage = useRef<number | null | undefined>(undefined);
  const lastPrice = useRef(priceCents);

  useEffect(() => {
    const announce = stageToAnnounce(lastStage.current, stage);
    lastStage.current = stage;
    if (announce !== null) setMessage(announce === 0 ? siteText.lot.closed : liveLot.endsSoon(liveLot.thresholds[announce]!));
  }, [stage]);

  useEffect(() => {
    if (priceCents !== null && lastPrice.current !== null && priceCents !== lastPrice.current)
      setMessage(liveLot.newBid(formatBRL(priceCents)));
    lastPrice.current = priceCents;
  }, [priceCents]);

  return (
    <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="lot-announcer">
      {message}
    </p>
  );
}
