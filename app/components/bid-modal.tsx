import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BidChannel } from '~/client/bid-channel';
import { newIdempotencyKey } from '~/client/idempotency-key';
import { postBid, socketBidSender } from '~/client/place-bid';
import { liveText } from '~/i18n/pt-BR-live';
import { readBidAmount } from '~/schemas/bid';
import { answeredAtOnce, type LiveBid, type LiveLotMember } from '~/schemas/live';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import { useToast } from '~/ui/toasts/toast-provider';
import { BidAmountFields } from './bid-amount-fields';
import * as s from './bid-modal.css';

export interface BidModalProps {
  lotId: number;
  /** the live current price: the current and minimum bids shown follow it while the modal is open */
  currentPriceCents: number;
  onClose: () => void;
  /** the lot as the answer described it, and our bid when it was accepted */
  onAnswer: (lot: LiveLotMember | null, bid: LiveBid | null) => void;
  /** the lot page's socket for bids; POST /api/auctions/{id}/bid when absent */
  channel?: BidChannel;
}

/** 'Dar Lance': current and minimum bid, the amount in reais with a comma, the tips, confirm. */
export default function BidModal({ lotId, currentPriceCents, onClose, onAnswer, channel }: BidModalProps) {
  const [send] = useState(() => (channel ? socketBidSender(lotId, channel) : postBid(lotId)));
  const toast = useToast();
  const [value, setValue] = useState('');
  const [edited, setEdited] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** an attempt that got no answer (network): retrying the same amount reuses its key */
  const [unanswered, setUnanswered] = useState<{ amountCents: number; key: string } | null>(null);
  const open = useRef(true);
  const inFlight = useRef(false);
  useEffect(() => () => void (open.current = false), []);

  // A retry of an unanswered attempt goes as it was, even if the price has moved since (maybe by that very
  // bid): the server answers it by its key. Anything else must beat the live price.
  const typed = readBidAmount(value);
  const check = typed.ok && typed.amountCents === unanswered?.amountCents ? typed : readBidAmount(value, currentPriceCents);
  const fieldError = edited && !check.ok ? check.message : null;

  function requestClose() {
    if (value.trim() !== '') setConfirmingDiscard(true);
    else onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setEdited(true);
    if (!check.ok || inFlight.current) return;
    inFlight.current = true;
    const amountCents = check.amountCents;
    // A retry after no answer reuses the key, so the server never takes the same bid twice.
    const key = unanswered?.amountCents === amountCents ? unanswered.key : newIdempotencyKey();
    setSending(true);
    setError(null);
    const result = await send(amountCents, key);
    inFlight.current = false;
    if (open.current) {
      setUnanswered(result.ok || result.status !== 0 ? null : { amountCents, key });
      setSending(false);
    }
    if (result.ok) {
      const { seq, amount, created_at, is_auto } = result.data.bid;
      onAnswer(result.data.auction, { seq, amount, created_at, is_auto });
      toast.show('success', answeredAtOnce(seq, result.data.auction) ? liveText.bid.outbidAtOnce : liveText.bid.success);
      onClose();
      return;
    }
    const auction = (result.payload as { auction?: LiveLotMember } | undefined)?.auction;
    if (auction) onAnswer(auction, null);
    if (open.current) setError(result.error);
    toast.show('error', result.error);
  }

  return (
    <Modal title={liveText.modal.title} isOpen onClose={requestClose} closeLabel={liveText.modal.close}>
      <form className={s.form} onSubmit={submit} noValidate>
        <BidAmountFields
          currentPriceCents={currentPriceCents}
          label={liveText.modal.field}
          name="amount"
          value={value}
          onChange={(next) => {
            setValue(next);
            setEdited(true);
            setError(null);
          }}
          busy={sending}
          check={check}
          fieldError={fieldError}
          feeTestId="bid-fee-line"
          tipsTitle={liveText.modal.tipsTitle}
          tips={liveText.modal.tips}
        />
        <FormMessage message={error} />
        <div className={s.actions}>
          <Button variant="secondary" onPress={requestClose}>
            {liveText.modal.cancel}
          </Button>
          {/* While sending, the button keeps focus (a disabled one would drop it, and Escape with it): aria-disabled. */}
          <Button type="submit" isDisabled={!check.ok} aria-disabled={sending || undefined} aria-busy={sending || undefined}>
            {sending ? liveText.modal.sending : liveText.modal.confirm}
          </Button>
        </div>
      </form>
      {confirmingDiscard && (
        <Modal title={liveText.modal.discardTitle} isOpen onClose={() => setConfirmingDiscard(false)} closeLabel={liveText.modal.close}>
          <p className={s.discardText}>{liveText.modal.discardText}</p>
          <div className={s.actions}>
            <Button variant="secondary" onPress={() => setConfirmingDiscard(false)} autoFocus>
              {liveText.modal.keep}
            </Button>
            <Button onPress={onClose}>{liveText.modal.discard}</Button>
          </div>
        </Modal>
      )}
    </Modal>
  );
}
