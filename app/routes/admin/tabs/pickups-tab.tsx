import { useState } from 'react';
import { PAYMENT_TONE, PICKUP_TONE } from '~/components/after-sale-tones';
import { TitledPanel } from '~/components/titled-panel';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatCalendarDay, formatDateTime, formatReais } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { PickupSerialsCheck } from '~/routes/admin/components/pickup-serials';
import { lotColumn, PersonCell } from '~/routes/admin/components/record-cells';
import * as s from '~/routes/admin/route.css';
import type { PickupSerials } from '~/schemas/equipment-sheet';
import type { Pagination } from '~/schemas/paging';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { Pager } from '~/ui/pager';
import { StatusPill } from '~/ui/status-pill';
import { TextField } from '~/ui/text-field';

const text = adminPanelText.pickups;
const cols = text.columns;
const paymentStatus = adminPanelText.payments.status;

export interface AdminPickup {
  id: number;
  auction_id: number;
  auction_title: string;
  user_name: string;
  user_email: string;
  winning_amount: number | null;
  pickup_date: string;
  pickup_time: string;
  status: string;
  notes: string | null;
  authorized_name: string | null;
  created_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  payment_status: string | null;
  locked: boolean;
  /** the serials of the lot's hardware report, to compare with the item (null without a report) */
  equipment_serials: PickupSerials | null;
}

type Dialog = { kind: 'collect'; pickup: AdminPickup } | { kind: 'cancel'; pickup: AdminPickup } | null;

/**
 * 'Agendamentos de Retirada', each with its payment's status: 'Marcar Pronto' (the winner hears it),
 * 'Marcar Retirado' with the release code the winner shows, 'Cancelar' with an optional reason; closing a
 * question does nothing. An appointment locked by 5 wrong codes shows it, and 'Desbloquear' instead of
 * 'Marcar Retirado'.
 */
export function PickupsTab({
  pickups,
  pagination,
  href,
}: {
  pickups: AdminPickup[];
  pagination: Pagination;
  href: (page: number) => string;
}) {
  const { run, busy } = useAdminAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [code, setCode] = useState('');
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const open = (next: Dialog) => {
    setCode('');
    setNotes('');
    setReason('');
    setDialog(next);
  };
  const change = (pickup: AdminPickup, body: Record<string, string>) =>
    run(`/api/admin/scheduled-pickups/${pickup.id}/status`, { method: 'PUT', body, fallbackError: text.failed });
  const unlock = (pickup: AdminPickup) =>
    run(`/api/admin/scheduled-pickups/${pickup.id}/unlock`, { method: 'POST', fallbackError: text.unlockFailed });

  return (
    <TitledPanel titleId="pickups-title" title={text.title}>
      <DataTable
        label={text.title}
        empty={text.empty}
        rows={pickups}
        rowKey={(p) => p.id}
        rowTestId={(p) => `pickup-${p.auction_id}`}
        columns={[
          lotColumn(cols.lot),
          {
            key: 'winner',
            header: cols.winner,
            cell: (p) => (
              <PersonCell name={p.user_name} email={p.user_email}>
                {p.authorized_name && <span className={table.small}>{text.authorized(p.authorized_name)}</span>}
              </PersonCell>
            ),
          },
          {
            key: 'amount',
            header: cols.amount,
            numeric: true,
            cell: (p) => (p.winning_amount === null ? '—' : formatReais(p.winning_amount)),
          },
          { key: 'when', header: cols.when, cell: (p) => `${formatCalendarDay(p.pickup_date)} ${p.pickup_time}` },
          {
            key: 'status',
            header: cols.status,
            cell: (p) => (
              <>
                <StatusPill tone={PICKUP_TONE[p.status]} label={text.status[p.status] ?? p.status} />
                {p.notes && <span className={table.small}>{text.notes(p.notes)}</span>}
                {p.cancel_reason && <span className={table.small}>{text.notes(p.cancel_reason)}</span>}
                {p.locked && (p.status === 'scheduled' || p.status === 'ready') && <span className={table.small}>{text.locked}</span>}
              </>
            ),
          },
          {
            key: 'payment',
            header: cols.payment,
            cell: (p) => (
              <span data-testid="pickup-payment">
                {p.payment_status ? (
                  <StatusPill tone={PAYMENT_TONE[p.payment_status]} label={paymentStatus[p.payment_status] ?? p.payment_status} />
                ) : (
                  '—'
                )}
              </span>
            ),
          },
          { key: 'created', header: cols.created, cell: (p) => formatDateTime(p.created_at) },
          {
            key: 'actions',
            header: adminPanelText.actions,
            cell: (p) =>
              p.status === 'scheduled' || p.status === 'ready' ? (
                <div className={table.actions}>
                  {p.status === 'scheduled' && (
                    <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => void change(p, { status: 'ready' })}>
                      {text.markReady}
                    </Button>
                  )}
                  {p.locked ? (
                    <Button size="sm" isDisabled={busy} onPress={() => void unlock(p)}>
                      {text.unlock}
                    </Button>
                  ) : (
                    <Button size="sm" isDisabled={busy} onPress={() => open({ kind: 'collect', pickup: p })}>
                      {text.markCollected}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => open({ kind: 'cancel', pickup: p })}>
                    {text.cancel}
                  </Button>
                </div>
              ) : (
                <span className={table.small}>
                  {p.status === 'completed' ? text.done : text.cancelled} {text.at(formatDateTime(p.completed_at ?? p.cancelled_at))}
                </span>
              ),
          },
        ]}
      />
      <Pager pagination={pagination} href={href} text={adminPanelText.pagination} />
      <ConfirmDialog
        title={text.codeTitle}
        isOpen={dialog?.kind === 'collect'}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          dialog &&
          void change(dialog.pickup, {
            status: 'completed',
            release_code: code.trim(),
            ...(notes.trim() ? { notes: notes.trim() } : {}),
          }).then((ok) => ok && setDialog(null))
        }
        confirmLabel={text.markCollected}
        cancelLabel={text.keep}
        busy={busy}
      >
        {dialog?.kind === 'collect' && dialog.pickup.equipment_serials && <PickupSerialsCheck serials={dialog.pickup.equipment_serials} />}
        <p className={s.muted}>{text.codeHelp}</p>
        <CodeField label={text.codeLabel} value={code} onChange={setCode} autoFocus />
        <TextField label={text.notesLabel} value={notes} onChange={setNotes} />
      </ConfirmDialog>
      <ConfirmDialog
        title={text.cancelTitle}
        isOpen={dialog?.kind === 'cancel'}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          dialog &&
          void change(dialog.pickup, { status: 'cancelled', ...(reason.trim() ? { reason: reason.trim() } : {}) }).then(
            (ok) => ok && setDialog(null),
          )
        }
        confirmLabel={text.confirmCancel}
        cancelLabel={text.keep}
        busy={busy}
      >
        <TextField label={text.reasonLabel} value={reason} onChange={setReason} autoFocus />
      </ConfirmDialog>
    </TitledPanel>
  );
}
