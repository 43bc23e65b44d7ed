import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { PAYMENT_TONE } from '~/components/after-sale-tones';
import { refundLabel } from '~/components/refund-label';
import { TitledPanel } from '~/components/titled-panel';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDateTime, formatReais } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { checkoutText } from '~/i18n/pt-BR-checkout';
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
import { Select } from '~/ui/select';
import { StatusPill } from '~/ui/status-pill';

const text = adminPanelText.payments;
const cols = text.columns;

export interface AdminPayment {
  id: number;
  auction_id: number;
  auction_title: string;
  user_name: string;
  user_email: string;
  method: string | null;
  amount: number;
  fee: number;
  total: number;
  status: string;
  due_at: string | null;
  overdue: boolean;
  approved_at: string | null;
  created_at: string;
  current_winner: boolean;
  second_chance: string | null;
  confirmed_by: string | null;
  charge_methods: string[];
  refund: { status: string; psp_reason: string | null } | null;
  psp_confirms: boolean;
}

/**
 * 'Pagamentos': approve or reject (each disabled when already so; approval also when the PSP confirms the
 * method), how it was confirmed (PSP or by hand) and its charges, a refund's state, the overdue flag, the
 * second chance, and below them the desistências.
 */
export function PaymentsTab({
  payments,
  pagination,
  filters,
  href,
}: {
  payments: AdminPayment[];
  pagination: Pagination;
  filters: { status: string; overdue: boolean };
  href: (params: Record<string, string | number | undefined>) => string;
}) {
  const navigate = useNavigate();
  const { run, busy } = useAdminAction();
  const [offering, setOffering] = useState<AdminPayment | null>(null);
  const setStatus = (payment: AdminPayment, status: 'approved' | 'rejected') =>
    run(`/api/admin/payments/${payment.id}/status`, { method: 'POST', body: { status }, fallbackError: text.failed });
  const filterHref = (next: Partial<typeof filters>) => {
    const merged = { ...filters, ...next };
    return href({ status: merged.status === 'all' ? undefined : merged.status, vencidos: merged.overdue ? 1 : undefined });
  };

  return (
    <TitledPanel titleId="payments-title" title={text.title}>
      <div className={s.filters}>
        <Select
          label={text.statusFilter}
          value={filters.status}
          onChange={(status) => navigate(filterHref({ status }), { preventScrollReset: true })}
          options={[
            { id: 'all', label: adminPanelText.all },
            { id: 'pending', label: text.status.pending! },
            { id: 'approved', label: text.status.approved! },
            { id: 'rejected', label: text.status.rejected! },
          ]}
        />
        <Checkbox isSelected={filters.overdue} onChange={(overdue) => navigate(filterHref({ overdue }), { preventScrollReset: true })}>
          {text.overdueOnly}
        </Checkbox>
      </div>
      <DataTable
        label={text.title}
        empty={text.empty}
        rows={payments}
        rowKey={(p) => p.id}
        rowTestId={(p) => `payment-${p.id}`}
        columns={[
          { key: 'id', header: cols.id, cell: (p) => p.id },
          lotColumn(cols.lot),
          { key: 'user', header: cols.user, cell: (p) => <PersonCell name={p.user_name} email={p.user_email} /> },
          {
            key: 'method',
            header: cols.method,
            cell: (p) => (
              <>
                {p.method ? (checkoutText.methods[p.method] ?? p.method) : '—'}
                {p.charge_methods.length > 0 && (
                  <span className={table.small}>
                    {refundText.chargeMethods(p.charge_methods.map((m) => checkoutText.methods[m] ?? m).join(', '))}
                  </span>
                )}
              </>
            ),
          },
          { key: 'amount', header: cols.amount, numeric: true, cell: (p) => formatReais(p.amount) },
          { key: 'fee', header: cols.fee, numeric: true, cell: (p) => formatReais(p.fee) },
          { key: 'total', header: cols.total, numeric: true, cell: (p) => formatReais(p.total) },
          {
            key: 'status',
            header: cols.status,
            cell: (p) => (
              <>
                <StatusPill
                  tone={p.overdue ? 'red' : PAYMENT_TONE[p.status]}
                  label={p.overdue ? text.overdue : (text.status[p.status] ?? p.status)}
                />
                {p.approved_at && <span className={table.small}>{text.approvedAt(formatDateTime(p.approved_at))}</span>}
                {p.status === 'pending' && p.due_at && !p.overdue && (
                  <span className={table.small}>{text.dueAt(formatDateTime(p.due_at))}</span>
                )}
                {!p.current_winner && <span className={table.small}>{text.notWinnerAnyMore}</span>}
                {p.second_chance && <span className={table.small}>{text.offerStatus[p.second_chance]}</span>}
                {p.confirmed_by && p.status === 'approved' && (
                  <span className={table.small}>{refundText.confirmedBy[p.confirmed_by] ?? p.confirmed_by}</span>
                )}
                {p.refund && <span className={table.small}>{refundLabel(p.refund)}</span>}
              </>
            ),
          },
          { key: 'created', header: cols.created, cell: (p) => formatDateTime(p.created_at) },
          {
            key: 'actions',
            header: adminPanelText.actions,
            cell: (p) => (
              <div className={table.actions}>
                <Button
                  size="sm"
                  isDisabled={busy || p.status === 'approved' || !p.current_winner || p.psp_confirms}
                  aria-describedby={p.psp_confirms ? `payment-${p.id}-psp` : undefined}
                  onPress={() => void setStatus(p, 'approved')}
                >
                  {text.approve}
                </Button>
                {p.psp_confirms && (
                  <span id={`payment-${p.id}-psp`} className={table.small}>
                    {refundText.pspConfirms}
                  </span>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={busy || p.status === 'rejected'}
                  onPress={() => void setStatus(p, 'rejected')}
                >
                  {text.reject}
                </Button>
                {p.current_winner && (p.status === 'rejected' || p.overdue) && p.second_chance !== 'offered' && (
                  <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => setOffering(p)}>
                    {text.secondChance}
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      <Pager
        pagination={pagination}
        href={(page) =>
          href({ status: filters.status === 'all' ? undefined : filters.status, vencidos: filters.overdue ? 1 : undefined, pagina: page })
        }
        text={adminPanelText.pagination}
      />
      <ConfirmDialog
        title={text.secondChance}
        isOpen={offering !== null}
        onCancel={() => setOffering(null)}
        onConfirm={() =>
          void run(`/api/admin/payments/${offering!.id}/second-chance`, {
            method: 'POST',
            fallbackError: text.failed,
            success: text.secondChanceSent,
          }).then((ok) => ok && setOffering(null))
        }
        confirmLabel={text.secondChance}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
      >
        <p className={s.muted}>{offering && text.secondChanceConfirm(offering.auction_title)}</p>
      </ConfirmDialog>
    </TitledPanel>
  );
}
