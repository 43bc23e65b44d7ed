import { useState } from 'react';
import { refundState } from '~/components/refund-label';
import { TitledPanel } from '~/components/titled-panel';
import { saoPauloDay } from '~/domain/pickup-slots';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDateTime, formatReais } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { checkoutText } from '~/i18n/pt-BR-checkout';
import { refundText } from '~/i18n/pt-BR-refunds';
import { ReportBlock } from '~/routes/admin/components/report-parts';
import * as s from '~/routes/admin/route.css';
import type { Pagination } from '~/schemas/paging';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable, type Column } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { Pager } from '~/ui/pager';
import { StatusPill, type Tone } from '~/ui/status-pill';
import { TextField } from '~/ui/text-field';

const text = refundText.reconciliation;
const cols = text.columns;
const method = (m: string) => checkoutText.methods[m] ?? m;
const CHARGE_TONE: Record<string, Tone> = { active: 'blue', paid: 'green', expired: 'grey', removed: 'grey' };
const OUTCOME_TONE: Record<string, Tone> = { approved: 'green', unmatched: 'yellow', divergent: 'yellow', late: 'red', duplicate: 'red' };
const REFUND_TONE: Record<string, Tone> = { queued: 'grey', processing: 'blue', refunded: 'green', failed: 'red' };

interface Page<Row> {
  rows: Row[];
  pagination: Pagination;
}

export interface ChargeRow {
  id: number;
  payment_id: number;
  auction_title: string;
  user_name: string;
  method: string;
  txid: string;
  amount: number;
  status: string;
  expires_at: string;
  boleto_linha_digitavel: string | null;
}

export interface ReceiptRow {
  id: number;
  kind: string;
  reference: string;
  payment_id: number | null;
  auction_title: string | null;
  user_name: string | null;
  amount: number;
  payment_total: number | null;
  paid_at: string;
  outcome: string;
  resolution: string | null;
  resolution_note: string | null;
  refund: { status: string; psp_reason: string | null } | null;
}

export interface RefundRow {
  id: number;
  auction_title: string | null;
  user_name: string | null;
  end_to_end_id: string;
  amount: number;
  reason: string;
  status: string;
  psp_reason: string | null;
  created_at: string;
}

export interface Reconciliation {
  sections: {
    charges: Page<ChargeRow>;
    boletos: Page<ChargeRow>;
    receipts: Page<ReceiptRow>;
    refunds: Page<RefundRow>;
    unmatched: Page<ReceiptRow>;
    divergent: Page<ReceiptRow>;
    late: Page<ReceiptRow>;
    duplicate: Page<ReceiptRow>;
  };
}

export type SectionName = keyof Reconciliation['sections'];
type Action = 'approve' | 'link' | 'refund' | 'keep';

const chargeColumns: Column<ChargeRow>[] = [
  { key: 'lot', header: adminPanelText.payments.columns.lot, cell: (c) => refundText.lotAndMember(c.auction_title, c.user_name) },
  { key: 'method', header: cols.method, cell: (c) => method(c.method) },
  { key: 'txid', header: cols.txid, cell: (c) => <code>{c.txid}</code> },
  { key: 'amount', header: cols.amount, numeric: true, cell: (c) => formatReais(c.amount) },
  {
    key: 'status',
    header: cols.status,
    cell: (c) => <StatusPill tone={CHARGE_TONE[c.status]} label={text.chargeStatus[c.status] ?? c.status} />,
  },
  { key: 'expires', header: cols.expiresAt, cell: (c) => formatDateTime(c.expires_at) },
];

const refundColumns: Column<RefundRow>[] = [
  { key: 'lot', header: cols.lot, cell: (r) => r.auction_title ?? '—' },
  { key: 'reference', header: cols.reference, cell: (r) => <code>{r.end_to_end_id}</code> },
  { key: 'amount', header: cols.amount, numeric: true, cell: (r) => formatReais(r.amount) },
  { key: 'status', header: cols.status, cell: (r) => <StatusPill tone={REFUND_TONE[r.status]} label={refundState(r)} /> },
  { key: 'created', header: cols.paidAt, cell: (r) => formatDateTime(r.created_at) },
];

/**
 * The PSP's side of Financeiro: charges, Pix received, boletos and refunds, and the queues of money that
 * approved nothing, each a page newest first. A queued receipt is resolved once (step-up): approve a
 * divergent amount that covers the total, link an unmatched Pix to a pending payment, refund a Pix, or keep
 * the money with a note. The day's movements download as CSV for the accountant.
 */
export function ReconciliationSection({ data, href }: { data: Reconciliation; href: (section: SectionName, page: number) => string }) {
  const { run, busy } = useAdminAction();
  const [resolving, setResolving] = useState<{ row: ReceiptRow; action: Action } | null>(null);
  const [paymentId, setPaymentId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = (row: ReceiptRow, action: Action) => {
    setResolving({ row, action });
    setPaymentId('');
    setNote('');
    setError(null);
  };
  const confirm = () => {
    if (!resolving) return;
    const { row, action } = resolving;
    if (action === 'keep' && note.trim() === '') return setError(text.noteRequired);
    const body = action === 'link' ? { action, payment_id: paymentId } : action === 'keep' ? { action, note } : { action };
    void run(`/api/admin/payments/receipts/${row.id}/resolve`, {
      method: 'POST',
      body,
      fallbackError: adminPanelText.payments.failed,
      success: text.resolved,
    }).then((ok) => ok && setResolving(null));
  };

  const receiptColumns = (queue: boolean): Column<ReceiptRow>[] => [
    { key: 'reference', header: cols.reference, cell: (r) => <code>{r.reference}</code> },
    { key: 'lot', header: cols.lot, cell: (r) => (r.auction_title ? refundText.lotAndMember(r.auction_title, r.user_name ?? '') : '—') },
    {
      key: 'amount',
      header: cols.amount,
      numeric: true,
      cell: (r) => (
        <>
          {formatReais(r.amount)}
          {r.payment_total !== null && r.payment_total !== r.amount && <span className={table.small}>{formatReais(r.payment_total)}</span>}
        </>
      ),
    },
    { key: 'paid', header: cols.paidAt, cell: (r) => formatDateTime(r.paid_at) },
    {
      key: 'outcome',
      header: cols.outcome,
      cell: (r) => (
        <>
          <StatusPill tone={OUTCOME_TONE[r.outcome]} label={text.outcome[r.outcome] ?? r.outcome} />
          {r.resolution && <span className={table.small}>{text.resolution[r.resolution] ?? r.resolution}</span>}
          {r.resolution_note && <span className={table.small}>{r.resolution_note}</span>}
          {r.refund && <span className={table.small}>{`${refundText.refundLabel}: ${refundState(r.refund)}`}</span>}
        </>
      ),
    },
    ...(queue
      ? [
          {
            key: 'actions',
            header: cols.actions,
            cell: (r: ReceiptRow) =>
              r.resolution === null && (
                <div className={table.actions}>
                  {r.outcome === 'divergent' && (
                    <Button size="sm" isDisabled={busy} onPress={() => open(r, 'approve')}>
                      {text.actions.approve}
                    </Button>
                  )}
                  {r.outcome === 'unmatched' && (
                    <Button size="sm" isDisabled={busy} onPress={() => open(r, 'link')}>
                      {text.actions.link}
                    </Button>
                  )}
                  {r.kind === 'pix' && (
                    <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => open(r, 'refund')}>
                      {text.actions.refund}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => open(r, 'keep')}>
                    {text.actions.keep}
                  </Button>
                </div>
              ),
          } satisfies Column<ReceiptRow>,
        ]
      : []),
  ];

  const block = <Row,>(name: SectionName, columns: Column<Row>[], page: Page<Row>, rowKey: (row: Row) => number) => (
    <ReportBlock key={name} title={text.sections[name]}>
      <DataTable label={text.sections[name]} empty={text.empty} rows={page.rows} rowKey={rowKey} columns={columns} />
      <Pager pagination={page.pagination} href={(n) => href(name, n)} text={adminPanelText.pagination} />
    </ReportBlock>
  );
  const { sections } = data;
  return (
    <TitledPanel titleId="reconciliation-title" title={text.title}>
      <form method="get" action="/api/admin/payments/movements.csv" className={s.filters}>
        <label>
          {refundText.movements.dateLabel} <input type="date" name="date" required defaultValue={saoPauloDay(new Date())} />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          {refundText.movements.download}
        </Button>
      </form>
      {block('unmatched', receiptColumns(true), sections.unmatched, (r) => r.id)}
      {block('divergent', receiptColumns(true), sections.divergent, (r) => r.id)}
      {block('late', receiptColumns(false), sections.late, (r) => r.id)}
      {block('duplicate', receiptColumns(false), sections.duplicate, (r) => r.id)}
      {block('charges', chargeColumns, sections.charges, (c) => c.id)}
      {block('receipts', receiptColumns(false), sections.receipts, (r) => r.id)}
      {block('boletos', chargeColumns, sections.boletos, (c) => c.id)}
      {block('refunds', refundColumns, sections.refunds, (r) => r.id)}
      <ConfirmDialog
        title={resolving ? text.actions[resolving.action] : ''}
        isOpen={resolving !== null}
        onCancel={() => setResolving(null)}
        onConfirm={confirm}
        confirmLabel={resolving ? text.actions[resolving.action] : ''}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
        error={error}
      >
        <p className={s.muted}>{resolving && `${resolving.row.reference} — ${formatReais(resolving.row.amount)}`}</p>
        {resolving?.action === 'link' && (
          <TextField label={text.paymentIdLabel} value={paymentId} onChange={setPaymentId} inputMode="numeric" isRequired />
        )}
        {resolving?.action === 'keep' && (
          <TextField label={text.noteLabel} value={note} onChange={setNote} isRequired maxLength={500} multiline />
        )}
      </ConfirmDialog>
    </TitledPanel>
  );
}
