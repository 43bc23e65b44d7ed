/** Cells the back office's lists share: a lot by number and title, a member by name and email. */
import type { ReactNode } from 'react';
import type { Column } from '~/ui/data-table';
import * as table from '~/ui/data-table.css';

/** '#12', the lot's title on a line under it. */
function LotCell({ id, title }: { id: number; title: string }) {
  return (
    <>
      #{id} <span className={table.small}>{title}</span>
    </>
  );
}

/** The 'Lote' column of a list of records about a lot (a payment, a withdrawal request, a pickup). */
export function lotColumn<Row extends { auction_id: number; auction_title: string }>(header: string): Column<Row> {
  return { key: 'lot', header, cell: (row) => <LotCell id={row.auction_id} title={row.auction_title} /> };
}

/** The member's name, the email on a line under it, then any further lines. */
export function PersonCell({ name, email, children }: { name: string; email: string; children?: ReactNode }) {
  return (
    <>
      {name} <span className={table.small}>{email}</span>
      {children}
    </>
  );
}
