import { formatBRL, formatDateTime } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import type { Pagination } from '~/schemas/paging';
import { Button } from '~/ui/button';
import * as table from '~/ui/data-table.css';
import { Pager } from '~/ui/pager';
import { StatusPill } from '~/ui/status-pill';
import { TableScroll } from '~/ui/table-scroll';
import * as s from './route.css';
import { useAdminAction } from './use-admin-action';

const text = adminPanelText.withdrawals;
const cols = text.columns;
const money = (reais: number | null) => (reais === null ? '—' : formatBRL(Math.round(reais * 100)));

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
    <section className={s.section} aria-labelledby="withdrawals-title">
      <h2 className={s.sectionTitle} id="withdrawals-title">
        {text.title}
      </h2>
      {requests.length === 0 ? (
        <p className={s.empty}>{text.empty}</p>
      ) : (
        <TableScroll label={text.title}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{cols.lot}</th>
                <th scope="col">{cols.winner}</th>
                <th scope="col" className={table.num}>
                  {cols.amount}
                </th>
                <th scope="col" className={table.num}>
                  {cols.fee}
                </th>
                <th scope="col" className={table.num}>
                  {cols.total}
                </th>
                <th scope="col">{cols.status}</th>
                <th scope="col">{cols.requested}</th>
                <th scope="col">{adminPanelText.actions}</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={`${r.auction_id}-${r.user_id}`} data-testid={`withdrawal-${r.auction_id}`}>
                  <td>
                    #{r.auction_id} <span className={table.small}>{r.auction_title}</span>
                  </td>
                  <td>
                    {r.winner_name} <span className={table.small}>{r.winner_email}</span>
                  </td>
                  <td className={table.num}>{money(r.amount)}</td>
                  <td className={table.num}>{money(r.fee)}</td>
                  <td className={table.num}>{money(r.total)}</td>
                  <td>
                    <StatusPill tone={r.payment_approved ? 'green' : 'yellow'} label={r.payment_approved ? text.approved : text.waiting} />
                  </td>
                  <td>{formatDateTime(r.requested_at)}</td>
                  <td>
                    {r.payment_approved ? (
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
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
    </section>
  );
}
