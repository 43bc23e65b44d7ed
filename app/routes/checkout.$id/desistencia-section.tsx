import { useState } from 'react';
import { refundState } from '~/components/refund-label';
import { WITHDRAWAL_REASON_MAX, withdrawalReason } from '~/domain/purchase-withdrawal';
import { useApiForm } from '~/hooks/use-api-form';
import { formatDateTime } from '~/i18n/format';
import { refundText } from '~/i18n/pt-BR-refunds';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { TextField } from '~/ui/text-field';
import * as s from './route.css';

const text = refundText.withdrawal;

/** The desistência as the checkout loads it (purchase-withdrawals.server.ts `purchaseWithdrawalState`). */
export interface DesistenciaState {
  can_request: boolean;
  request: {
    status: string;
    reason: string;
    requested_at: string;
    decline_reason: string | null;
    refund: { status: string; psp_reason: string | null } | null;
  } | null;
}

/** What the winner reads of their request: 'Em análise', 'Aprovado — devolução: …' or 'Recusado: motivo'. */
export function desistenciaStatus(request: NonNullable<DesistenciaState['request']>): string {
  if (request.status === 'approved') return request.refund ? text.approvedRefund(refundState(request.refund)) : text.approvedTransfer;
  if (request.status === 'declined') return text.declined(request.decline_reason ?? '');
  return text.status.requested!;
}

/**
 * 'Desistir da compra' (CDC art. 49): while the paid lot was not collected, or within 7 days of collecting
 * it, the winner asks once with a reason (10–500 characters); then the request's state.
 */
export function DesistenciaSection({ lotId, state }: { lotId: number; state: DesistenciaState | null }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const form = useApiForm();
  if (!state || (!state.can_request && !state.request)) return null;

  function send() {
    if (withdrawalReason(reason) === null) return form.setError(text.reasonLength);
    void form
      .submit(
        `/api/auctions/${lotId}/purchase-withdrawal`,
        { method: 'POST', body: { reason }, fallbackError: text.notEligible },
        { successToast: text.sent, revalidate: true },
      )
      .then((ok) => ok && setOpen(false));
  }

  return (
    <section className={s.card} aria-labelledby="desistencia-title" data-testid="checkout-desistencia">
      <h2 className={s.cardTitle} id="desistencia-title">
        {text.title}
      </h2>
      {state.request ? (
        <p className={s.muted}>
          <strong>{desistenciaStatus(state.request)}</strong> {formatDateTime(state.request.requested_at)}
        </p>
      ) : (
        <>
          <p className={s.muted}>{text.intro}</p>
          <div className={s.actions}>
            <Button variant="secondary" onPress={() => setOpen(true)}>
              {text.open}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        title={text.dialogTitle}
        isOpen={open}
        onCancel={() => setOpen(false)}
        onConfirm={send}
        confirmLabel={text.submit}
        cancelLabel={text.cancel}
        busy={form.busy}
        error={form.error}
      >
        <TextField
          label={text.reasonLabel}
          description={text.reasonHelp}
          value={reason}
          onChange={setReason}
          isRequired
          maxLength={WITHDRAWAL_REASON_MAX}
          multiline
        />
      </ConfirmDialog>
    </section>
  );
}
