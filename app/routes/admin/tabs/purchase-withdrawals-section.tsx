import { useState } from 'react';
import { refundLabel } from '~/components/refund-label';
import { TitledPanel } from '~/components/titled-panel';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDateTime, formatReais } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { refundText } from '~/i18n/pt-BR-refunds';
import { lotColumn, PersonCell } from '~/routes/admin/components/record-cells';
import * as s from '~/routes/admin/route.css';
import type { Pagination } from '~/schemas/paging';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { Pager } from '~/ui/pager';
import { StatusPill, type Tone } from '~/ui/status-pill';
import { TextField } from '~/ui/text-field';

const text = refundText.adminWithdrawals;
const cols = text.columns;
const STATUS_TONE: Record<string, Tone> = { requested: 'yellow', approved: 'green', declined: 'grey' };

export interface AdminPurchaseWithdrawal {
  id: number;
  payment_id: number;
  auction_id: number;
  auction_title: string;
  user_name: string;
  user_email: string;
  total: number;
  reason: string;
  status: string;
  requested_at: string;
  decline_reason: string | null;
  refund_by_psp: boolean;
  refund: { status: string; psp_reason: string | null } | null;
}

type Deciding = { row: AdminPurchaseWithdrawal; approve: boolean };

/**
 * 'Desistências' (under 'Pagamentos'): the winners' requests to give up a paid purchase. Approving refunds
 * the Pix through the PSP, or — without one — asks the administrator to confirm the house refunds by
 * transfer; declining needs a reason. Either asks for the step-up.
 */
export function PurchaseWithdrawalsSection({
  withdrawals,
  pagination,
  href,
}: {
  withdrawals: AdminPurchaseWithdrawal[];
  pagination: Pagination;
  href: (page: number) => string;
}) {
  const { run, busy } = useAdminAction();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [reason, setReason] = useState('');
  const [transfer, setTransfer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = (row: AdminPurchaseWithdrawal, approve: boolean) => {
    setDeciding({ row, approve });
    setReason('');
    setTransfer(false);
    setError(null);
  };
  const confirm = () => {
    if (!deciding) return;
    const { row, approve } = deciding;
    if (!approve && reason.trim() === '') return setError(text.declineReasonRequired);
    if (approve && !row.refund_by_psp && !transfer) return setError(text.transferRequired);
    void run(`/api/admin/payments/purchase-withdrawals/${row.id}/decision`, {
      method: 'POST',
      body: approve ? { decision: 'approve', transfer_confirmed: transfer } : { decision: 'decline', reason },
      fallbackError: adminPanelText.payments.failed,
      success: approve ? text.approved : text.declined,
    }).then((ok) => ok && setDeciding(null));
  };

  return (
    <TitledPanel titleId="purchase-withdrawals-title" title={text.title}>
      <DataTable
        label={text.title}
        empty={text.empty}
        rows={withdrawals}
        rowKey={(w) => w.id}
        rowTestId={(w) => `purchase-withdrawal-${w.id}`}
        columns={[
          lotColumn(cols.lot),
          { key: 'member', header: cols.member, cell: (w) => <PersonCell name={w.user_name} email={w.user_email} /> },
          { key: 'total', header: adminPanelText.payments.columns.total, numeric: true, cell: (w) => formatReais(w.total) },
          { key: 'reason', header: cols.reason, cell: (w) => w.reason },
          { key: 'requested', header: cols.requestedAt, cell: (w) => formatDateTime(w.requested_at) },
          {
            key: 'status',
            header: cols.status,
            cell: (w) => (
              <>
                <StatusPill tone={STATUS_TONE[w.status]} label={refundText.withdrawal.status[w.status] ?? w.status} />
                {w.decline_reason && <span className={table.small}>{w.decline_reason}</span>}
                {w.refund && <span className={table.small}>{refundLabel(w.refund)}</span>}
              </>
            ),
          },
          {
            key: 'actions',
            header: cols.actions,
            cell: (w) =>
              w.status === 'requested' && (
                <div className={table.actions}>
                  <Button size="sm" isDisabled={busy} onPress={() => open(w, true)}>
                    {text.approve}
                  </Button>
                  <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => open(w, false)}>
                    {text.decline}
                  </Button>
                </div>
              ),
          },
        ]}
      />
      <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
      <ConfirmDialog
        title={deciding?.approve ? text.approve : text.decline}
        isOpen={deciding !== null}
        onCancel={() => setDeciding(null)}
        onConfirm={confirm}
        confirmLabel={deciding?.approve ? text.approve : text.decline}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
        error={error}
      >
        <p className={s.muted}>{deciding && `${deciding.row.auction_title} — ${deciding.row.reason}`}</p>
        {deciding && !deciding.approve && (
          <TextField label={text.declineReason} value={reason} onChange={setReason} isRequired maxLength={500} multiline />
        )}
        {deciding?.approve && !deciding.row.refund_by_psp && (
          <Checkbox isSelected={transfer} onChange={setTransfer}>
            {text.transferConfirm}
          </Checkbox>
        )}
      </ConfirmDialog>
    </TitledPanel>
  );
}
