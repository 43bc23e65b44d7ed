import { useState } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { formatDateTime } from '~/i18n/format';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Select } from '~/ui/select';
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
  const [method, setMethod] = useState('pix');
  const form = useApiForm();

  function request() {
    void form.submit(
      `/api/auctions/${lotId}/request-withdrawal`,
      { method: 'POST', body: { method }, fallbackError: text.failed },
      { successToast: text.success, revalidate: true },
    );
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
          <FormMessage {...form.banner} />
          <div className={s.actions}>
            <Button variant="primary" onPress={request} isDisabled={form.busy}>
              {form.busy ? text.requesting : text.request}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
