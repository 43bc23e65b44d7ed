/**
 * 'Lance automático': the member's secret maximum, set or raised with `PUT /api/auctions/{id}/auto-bid`.
 * The fee line follows the amount as it is typed; the API's refusals ('O lance máximo deve ser de pelo menos
 * R$ X', 'O lance máximo não pode ser reduzido', a lot no longer active) show under the field. A maximum far above
 * the current price (the API's 400 'high_maximum', decision record 0038) is asked again in the dialog before it is
 * sent with `confirm_high_maximum`.
 */
import { useState, type FormEvent } from 'react';
import { apiRequest } from '~/client/api-request';
import { newIdempotencyKey } from '~/client/idempotency-key';
import { centsToReais } from '~/domain/money';
import { useApiForm } from '~/hooks/use-api-form';
import { formatReais } from '~/i18n/format';
import { liveText } from '~/i18n/pt-BR-live';
import type { LiveLotMember } from '~/schemas/live';
import type { MaximumAnswer, MaximumView } from '~/schemas/maximum';
import { readMaxAmount } from '~/schemas/maximum-input';
import { Button } from '~/ui/button';
import { Modal } from '~/ui/modal';
import { BidAmountFields } from '../bid-amount-fields';
import * as s from '../bid-modal.css';

const text = liveText.maximum;

/** The API's refusal of a maximum far above the price without its confirmation. */
const isHighMaximum = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && (payload as { reason?: unknown }).reason === 'high_maximum';

export interface MaximumModalProps {
  lotId: number;
  currentPriceCents: number;
  /** the member's maximum so far (null: none) */
  ownMaxCents: number | null;
  onClose: () => void;
  onSaved: (maximum: MaximumView, auction: LiveLotMember) => void;
}

export default function MaximumModal({ lotId, currentPriceCents, ownMaxCents, onClose, onSaved }: MaximumModalProps) {
  const form = useApiForm();
  const [value, setValue] = useState('');
  const [edited, setEdited] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** an attempt that got no answer (network): the same amount again reuses its key */
  const [unanswered, setUnanswered] = useState<{ amountCents: number; key: string } | null>(null);
  /** the server found the maximum far above the price: its words, and the amount and key to send again if confirmed */
  const [highAsk, setHighAsk] = useState<{ message: string; amountCents: number; key: string } | null>(null);
  const check = readMaxAmount(value, currentPriceCents, ownMaxCents);
  const fieldError = refusal ?? (edited && !check.ok ? check.message : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setEdited(true);
    if (!check.ok || form.busy) return;
    const amountCents = check.amountCents;
    await send(amountCents, unanswered?.amountCents === amountCents ? unanswered.key : newIdempotencyKey(), false);
  }

  async function send(amountCents: number, key: string, confirmed: boolean) {
    await form.run(
      async () => {
        const outcome = await apiRequest<MaximumAnswer['data']>(`/api/auctions/${lotId}/auto-bid`, {
          method: 'PUT',
          body: { max_amount: centsToReais(amountCents), ...(confirmed ? { confirm_high_maximum: true } : {}) },
          headers: { 'Idempotency-Key': key },
          fallbackError: text.failed,
        });
        setUnanswered(outcome.ok || outcome.status !== 0 ? null : { amountCents, key });
        return outcome;
      },
      {
        handled: (outcome) => {
          if (outcome.ok || !isHighMaximum(outcome.payload)) return false;
          setHighAsk({ message: outcome.error, amountCents, key });
          return true;
        },
        errorTo: setRefusal,
        successToast: (data) => text.saved(formatReais(data.auto_bid.max_amount)),
        onSuccess: (data) => {
          onSaved(data.auto_bid, data.auction);
          onClose();
        },
      },
    );
  }

  if (highAsk) {
    return (
      <Modal title={text.highTitle} isOpen onClose={onClose} closeLabel={liveText.modal.close}>
        <div className={s.form}>
          <p role="alert" data-testid="high-maximum-question">
            {highAsk.message}
          </p>
          <div className={s.actions}>
            {/* the dialog's content was replaced: focus goes to the safe choice */}
            <Button variant="secondary" autoFocus onPress={() => setHighAsk(null)}>
              {text.highBack}
            </Button>
            <Button
              aria-disabled={form.busy || undefined}
              aria-busy={form.busy || undefined}
              onPress={() => {
                if (!form.busy) void send(highAsk.amountCents, highAsk.key, true);
              }}
            >
              {form.busy ? text.sending : text.highConfirm}
            </Button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={text.title} isOpen onClose={onClose} closeLabel={liveText.modal.close}>
      <form className={s.form} onSubmit={submit} noValidate>
        <BidAmountFields
          currentPriceCents={currentPriceCents}
          label={text.field}
          name="max_amount"
          value={value}
          onChange={(next) => {
            setValue(next);
            setEdited(true);
            setRefusal(null);
          }}
          busy={form.busy}
          check={check}
          fieldError={fieldError}
          feeTestId="auto-bid-fee-line"
          tipsTitle={text.helpTitle}
          tips={text.help}
        />
        <div className={s.actions}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={!check.ok} aria-disabled={form.busy || undefined} aria-busy={form.busy || undefined}>
            {form.busy ? text.sending : text.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
