import { useState } from 'react';
import { saoPauloDateTimeInput } from '~/domain/sao-paulo-day';
import { formatBRL, formatDateTime } from '~/i18n/format';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { adminLotsText } from '~/i18n/pt-BR-admin-lots';
import type { AdminLot } from '~/server/admin-lots.server';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import * as table from '~/ui/data-table.css';
import { StatusPill, type Tone } from '~/ui/status-pill';
import { TableScroll } from '~/ui/table-scroll';
import { LotEditRow } from './lot-edit-row';
import { LotImagesModal } from './lot-images-modal';
import * as s from './route.css';
import { useAdminAction } from './use-admin-action';

const text = adminLotsText;
const cols = text.table.columns;
const TONE: Record<string, Tone> = { active: 'green', closed: 'red', pending: 'yellow' };
const money = (reais: number | null) => (reais === null ? text.table.noValue : formatBRL(Math.round(reais * 100)));
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
 * lance, Vencedor, Início, Fim, Status, and per row Editar (inline), Imagens, Encerrar (active lots) and
 * Excluir (with a warning when the lot has bids, which the server refuses to delete).
 */
export function AdminLotTable({ lots, categories }: { lots: AdminLot[]; categories: string[] }) {
  const { run, busy } = useAdminAction();
  const [editing, setEditing] = useState<number | null>(null);
  const [images, setImages] = useState<AdminLot | null>(null);
  const [closing, setClosing] = useState<AdminLot | null>(null);
  const [removing, setRemoving] = useState<AdminLot | null>(null);

  if (lots.length === 0) return <p className={s.empty}>{text.table.empty}</p>;
  return (
    <>
      <TableScroll label={text.table.title}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{cols.id}</th>
              <th scope="col">{cols.title}</th>
              <th scope="col">{cols.category}</th>
              <th scope="col" className={table.num}>
                {cols.current}
              </th>
              <th scope="col" className={table.num}>
                {cols.topBid}
              </th>
              <th scope="col">{cols.winner}</th>
              <th scope="col">{cols.starts}</th>
              <th scope="col">{cols.ends}</th>
              <th scope="col">{cols.status}</th>
              <th scope="col">{adminPanelText.actions}</th>
            </tr>
          </thead>
          <tbody>
            {lots.map((lot) =>
              editing === lot.id ? (
                <LotEditRow
                  key={lot.id}
                  lot={lot}
                  categories={categories}
                  endsAt={saoPauloDateTimeInput(lot.ends_at)}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <tr key={lot.id} data-testid={`lot-${lot.id}`}>
                  <td>{lot.id}</td>
                  <td>{lot.title}</td>
                  <td>{lot.category}</td>
                  <td className={table.num}>{money(lot.current_price)}</td>
                  <td className={table.num}>{money(lot.top_bid_amount)}</td>
                  <td>
                    <Winner lot={lot} />
                  </td>
                  <td>{when(lot.starts_at)}</td>
                  <td>{when(lot.ends_at)}</td>
                  <td>
                    <StatusPill tone={TONE[lot.status]} label={text.table.status[lot.status] ?? lot.status} />
                  </td>
                  <td>
                    <div className={table.actions}>
                      <Button size="sm" variant="secondary" isDisabled={busy || lot.status === 'closed'} onPress={() => setEditing(lot.id)}>
                        {text.edit.open}
                      </Button>
                      <Button size="sm" variant="secondary" isDisabled={busy || lot.status === 'closed'} onPress={() => setImages(lot)}>
                        {text.editImages.open}
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
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      {images && <LotImagesModal lot={images} onClose={() => setImages(null)} />}
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
