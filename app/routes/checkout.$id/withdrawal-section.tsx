import { useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { formatDateTime } from '~/i18n/format';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Select } from '~/ui/select';
import { useToast } from '~/ui/toasts/toast-provider';
import * as s from './route.css';

const text = checkoutText.withdrawal;
const METHODS = [
  { id: 'pix', label: checkoutText.methods.pix! },
  { id: 'transfer', label: checkoutText.methods.transfer! },
];

/**
 * The withdrawal request: the winner asks once they have paid; once an administrator approves the payment,
 * 'Agendar retirada' opens the scheduling dialog.
 */
export function WithdrawalSection({
  lotId,
  paymentStatus,
  requestedAt,
  onSchedule,
}: {
  lotId: number;
  paymentStatus: string | null;
  requestedAt: string | null;
  onSchedule: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [method, setMethod] = useState('pix');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function request() {
    setBusy(true);
    setError(null);
    const result = await apiRequest(`/api/auctions/${lotId}/request-withdrawal`, {
      method: 'POST',
      body: { method },
      fallbackError: text.failed,
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    toast.show('success', text.success);
    revalidator.revalidate();
  }

  return (
    <section className={s.card} aria-labelledby="withdrawal-title">
      <h2 className={s.cardTitle} id="withdrawal-title">
        {text.title}
      </h2>
      {paymentStatus === 'approved' ? (
        <>
          <p className={s.approved}>{text.approved}</p>
          <div className={s.actions}>
            <Button variant="primary" onPress={onSchedule}>
              {checkoutText.pickup.schedule}
            </Button>
          </div>
        </>
      ) : paymentStatus === 'rejected' ? (
        <p className={`${s.deadline} ${s.overdue}`}>{text.rejected}</p>
      ) : requestedAt ? (
        <p className={s.muted}>
          <strong>{text.requested}.</strong> {text.requestedAt(formatDateTime(requestedAt))}
        </p>
      ) : (
        <>
          <p className={s.muted}>{text.text}</p>
          <Select label={text.method} options={METHODS} value={method} onChange={setMethod} />
          <FormMessage message={error} />
          <div className={s.actions}>
            <Button variant="primary" onPress={() => void request()} isDisabled={busy}>
              {busy ? text.requesting : text.request}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
