import { useState } from 'react';
import { STATUS_TONE } from '~/domain/lot-status';
import { saoPauloDateTimeInput } from '~/domain/sao-paulo-day';
import { useAdminAction } from '~/hooks/use-admin-action';
import { formatDateTime, formatReais } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import { equipmentAdminText } from '~/i18n/pt-BR-equipment-admin';
import * as s from '~/routes/admin/route.css';
import type { AdminLot } from '~/server/admin/lot-list.server';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DataTable } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';
import { StatusPill } from '~/ui/status-pill';
import { LotEditRow } from './lot-edit-row';
import { LotEquipmentModal } from './lot-equipment-modal';
import { LotImagesModal } from './lot-images-modal';
import { LotTermsModal } from './lot-terms-modal';

const text = adminLotsText;
const cols = text.table.columns;
const money = (reais: number | null) => (reais === null ? text.table.noValue : formatReais(reais));
const when = (iso: string | null) => (iso ? formatDateTime(iso) : text.table.noValue);

function Winner({ lot }: { lot: AdminLot }) {
  if (!lot.winner) return <>{text.table.noValue}</>;
  return (
    <>
      {lot.winner.name ?? text.table.winnerId(lot.winner.id)}
      {lot.winner.email && <span className={table.small}>{lot.winner.email}</span>}
    </>
  );
}

/**
 * The lots table of 'Lotes' ('Leilões cadastrados') and 'Leilões': ID, Título, Categoria, Atual, Maior
 * lance, Vencedor, Início, Fim, Status (the reserve under the current price), and per row Editar (inline),
 * Imagens, Condições (reserve, extension window, asset tag, grades, specs), Relatório da máquina (the
 * hardware report and the wipe certificate), Encerrar (active lots) and Excluir (with a warning when the lot has bids, which the server refuses to delete).
 */
export function AdminLotTable({ lots, categories }: { lots: AdminLot[]; categories: string[] }) {
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<number | null>(null);
  const [images, setImages] = useState<AdminLot | null>(null);
  const [terms, setTerms] = useState<AdminLot | null>(null);
  const [machine, setMachine] = useState<AdminLot | null>(null);
  const [closing, setClosing] = useState<AdminLot | null>(null);
  const [removing, setRemoving] = useState<AdminLot | null>(null);

  return (
    <>
      <DataTable
        label={text.table.title}
        empty={text.table.empty}
        rows={lots}
        rowKey={(lot) => lot.id}
        rowTestId={(lot) => `lot-${lot.id}`}
        replaceRow={(lot) =>
          editing === lot.id ? (
            <LotEditRow lot={lot} categories={categories} endsAt={saoPauloDateTimeInput(lot.ends_at)} onDone={() => setEditing(null)} />
          ) : null
        }
        columns={[
          { key: 'id', header: cols.id, cell: (lot) => lot.id },
          { key: 'title', header: cols.title, cell: (lot) => lot.title },
          { key: 'category', header: cols.category, cell: (lot) => lot.category },
          {
            key: 'current',
            header: cols.current,
            numeric: true,
            cell: (lot) => (
              <>
                {money(lot.current_price)}
                <span className={table.small} data-testid="lot-reserve">
                  {lot.reserve_price === null ? text.terms.noReserve : `${text.terms.reserveLabel}: ${formatReais(lot.reserve_price)}`}
                </span>
              </>
            ),
          },
          { key: 'topBid', header: cols.topBid, numeric: true, cell: (lot) => money(lot.top_bid_amount) },
          { key: 'winner', header: cols.winner, cell: (lot) => <Winner lot={lot} /> },
          { key: 'starts', header: cols.starts, cell: (lot) => when(lot.starts_at) },
          { key: 'ends', header: cols.ends, cell: (lot) => when(lot.ends_at) },
          {
            key: 'status',
            header: cols.status,
            cell: (lot) => <StatusPill tone={STATUS_TONE[lot.status]} label={text.table.status[lot.status]} />,
          },
          {
            key: 'actions',
            header: adminPanelText.actions,
            cell: (lot) => (
              <div className={table.actions}>
                <Button size="sm" variant="secondary" isDisabled={busy || lot.status === 'closed'} onPress={() => setEditing(lot.id)}>
                  {text.edit.open}
                </Button>
                <Button size="sm" variant="secondary" isDisabled={busy || lot.status === 'closed'} onPress={() => setImages(lot)}>
                  {text.editImages.open}
                </Button>
                <Button size="sm" variant="secondary" isDisabled={busy || lot.status === 'closed'} onPress={() => setTerms(lot)}>
                  {text.terms.open}
                </Button>
                <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => setMachine(lot)}>
                  {equipmentAdminText.dialog.open}
                </Button>
                {lot.status === 'active' && (
                  <Button size="sm" isDisabled={busy} onPress={() => setClosing(lot)}>
                    {text.close.open}
                  </Button>
                )}
                <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => setRemoving(lot)}>
                  {text.remove.open}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {images && <LotImagesModal lot={images} onClose={() => setImages(null)} />}
      {terms && <LotTermsModal lot={terms} onClose={() => setTerms(null)} />}
      {machine && <LotEquipmentModal lot={machine} onClose={() => setMachine(null)} />}
      <ConfirmDialog
        title={text.close.title}
        isOpen={closing !== null}
        onCancel={() => setClosing(null)}
        onConfirm={() =>
          closing &&
          void run(`/api/auctions/${closing.id}/close`, {
            method: 'POST',
            fallbackError: text.close.failed,
            success: text.close.done,
          }).then((ok) => ok && setClosing(null))
        }
        confirmLabel={text.close.open}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
      >
        <p>{text.close.confirm}</p>
        {closing && <p className={s.muted}>{`#${closing.id} · ${closing.title}`}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        title={text.remove.title}
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void run(`/api/auctions/${removing.id}`, { method: 'DELETE', fallbackError: text.remove.failed, success: text.remove.done }).then(
            (ok) => ok && setRemoving(null),
          )
        }
        confirmLabel={text.remove.open}
        cancelLabel={adminPanelText.cancel}
        busy={busy}
        error={removing && removing.bid_count > 0 ? text.remove.hasBids : null}
      >
        <p className={s.muted}>{removing && text.remove.confirm(removing.title)}</p>
      </ConfirmDialog>
    </>
  );
}
