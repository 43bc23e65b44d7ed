import { feeCents } from '~/domain/bid-rules';
import { liveText } from '~/i18n/pt-BR-live';
import type { BidInputCheck } from '~/schemas/bid';
import * as s from './bid-modal.css';

/**
 * "Lance R$ X + taxa administrativa de 10 % (R$ Y) = total R$ Z" as the amount is typed: the typed amount
 * once it is valid, the minimum until then. The bid modal and the maximum form show the same line.
 */
export function FeeLine({ typed, minimumCents, testId }: { typed: BidInputCheck; minimumCents: number; testId: string }) {
  const cents = typed.ok ? typed.amountCents : minimumCents;
  return (
    <p className={s.feeLine} data-testid={testId}>
      {liveText.modal.feeLine(cents, feeCents(cents))}
    </p>
  );
}
