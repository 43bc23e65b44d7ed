import { TitledPanel } from '~/components/titled-panel';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDateTime, formatReais } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { lotColumn, PersonCell } from '~/routes/admin/components/record-cells';
import type { Pagination } from '~/schemas/paging';
import { Button } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { Pager } from '~/ui/pager';
import { StatusPill } from '~/ui/status-pill';

const text = adminPanelText.withdrawals;
const cols = text.columns;
const money = (reais: number | null) => (reais === null ? '—' : formatReais(reais));

export interface AdminWithdrawal {
  auction_id: number;
  auction_title: string;
  user_id: number;
  winner_name: string;
  winner_email: string;
  amount: number | null;
  fee: number | null;
  total: number | null;
  payment_approved: boolean;
  requested_at: string;
}

/** 'Solicitações de Retirada': 'Aprovar Pagamento' until approved, then 'Agendamento Liberado'. */
export function WithdrawalsTab({
  requests,
  pagination,
  href,
}: {
  requests: AdminWithdrawal[];
  pagination: Pagination;
  href: (page: number) => string;
}) {
  const { run, busy } = useAdminAction();
  return (
    <TitledPanel titleId="withdrawals-title" title={text.title}>
      <DataTable
        label={text.title}
        empty={text.empty}
        rows={requests}
        rowKey={(r) => `${r.auction_id}-${r.user_id}`}
        rowTestId={(r) => `withdrawal-${r.auction_id}`}
        columns={[
          lotColumn(cols.lot),
          { key: 'winner', header: cols.winner, cell: (r) => <PersonCell name={r.winner_name} email={r.winner_email} /> },
          { key: 'amount', header: cols.amount, numeric: true, cell: (r) => money(r.amount) },
          { key: 'fee', header: cols.fee, numeric: true, cell: (r) => money(r.fee) },
          { key: 'total', header: cols.total, numeric: true, cell: (r) => money(r.total) },
          {
            key: 'status',
            header: cols.status,
            cell: (r) => (
              <StatusPill tone={r.payment_approved ? 'green' : 'yellow'} label={r.payment_approved ? text.approved : text.waiting} />
            ),
          },
          { key: 'requested', header: cols.requested, cell: (r) => formatDateTime(r.requested_at) },
          {
            key: 'actions',
            header: adminPanelText.actions,
            cell: (r) =>
              r.payment_approved ? (
                <span className={table.small}>{text.released}</span>
              ) : (
                <Button
                  size="sm"
                  isDisabled={busy}
                  onPress={() =>
                    void run(`/api/admin/withdrawal-requests/${r.auction_id}/approve-payment`, {
                      method: 'POST',
                      body: { user_id: r.user_id },
                      fallbackError: adminPanelText.payments.failed,
                    })
                  }
                >
                  {text.approve}
                </Button>
              ),
          },
        ]}
      />
      <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
    </TitledPanel>
  );
}
