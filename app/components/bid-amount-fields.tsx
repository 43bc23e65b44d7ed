import { useId } from 'react';
import { minimumBidCents } from '~/domain/bid-rules';
import { formatBRL } from '~/i18n/format';
import { liveText } from '~/i18n/pt-BR-live';
import type { BidInputCheck } from '~/schemas/bid';
import { TextField } from '~/ui/text-field';
import * as s from './bid-modal.css';
import { FeeLine } from './fee-line';

/**
 * What the bid modal and the maximum's form both show: the current and minimum bids, the amount field, the
 * fee line for the amount typed and the form's tips.
 */
export function BidAmountFields({
  currentPriceCents,
  label,
  name,
  value,
  onChange,
  busy,
  check,
  fieldError,
  feeTestId,
  tipsTitle,
  tips,
}: {
  currentPriceCents: number;
  label: string;
  name: string;
  value: string;
  onChange: (next: string) => void;
  busy: boolean;
  check: BidInputCheck;
  fieldError: string | null;
  feeTestId: string;
  tipsTitle: string;
  tips: readonly string[];
}) {
  const tipsId = useId();
  const minimumCents = minimumBidCents(currentPriceCents);
  return (
    <>
      <dl className={s.figures}>
        <div className={s.figure}>
          <dt>{liveText.modal.currentBid}</dt>
          <dd data-testid="bid-current">{formatBRL(currentPriceCents)}</dd>
        </div>
        <div className={s.figure}>
          <dt>{liveText.modal.minimumBid}</dt>
          <dd data-testid="bid-minimum">{formatBRL(minimumCents)}</dd>
        </div>
      </dl>
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        inputMode="decimal"
        autoComplete="off"
        placeholder={liveText.modal.placeholder}
        isRequired
        isReadOnly={busy}
        isInvalid={fieldError !== null}
        errorMessage={fieldError}
        autoFocus
      />
      <FeeLine typed={check} minimumCents={minimumCents} testId={feeTestId} />
      <section className={s.tips} aria-labelledby={tipsId}>
        <h3 id={tipsId} className={s.tipsTitle}>
          {tipsTitle}
        </h3>
        <ul className={s.tipList}>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
