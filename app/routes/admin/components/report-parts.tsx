/**
 * The pieces of the back office's reports ('Financeiro', 'Relatórios'): the cards at their head (one frame,
 * two contents) and the titled blocks under them.
 */
import type { ReactNode } from 'react';
import * as s from '~/routes/admin/route.css';
import { DataTable, type DataTableProps } from '~/ui/data-table';
import * as o from './office.css';

function OfficeCard({ children }: { children: ReactNode }) {
  return <div className={o.card}>{children}</div>;
}

/** One amount: its label, the figure and an optional note under it. */
export function FigureCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <OfficeCard>
      <span className={o.cardLabel}>{label}</span>
      <p className={o.cardValue}>{value}</p>
      {note && <p className={o.cardNote}>{note}</p>}
    </OfficeCard>
  );
}

/** Related counts: the card's title, then label and number per line. */
export function CountCard({ title, counts }: { title: string; counts: [string, number][] }) {
  return (
    <OfficeCard>
      <h3 className={o.subTitle}>{title}</h3>
      <dl className={s.facts}>
        {counts.map(([label, value]) => (
          <div key={label} className={s.contents}>
            <dt className={s.term}>{label}</dt>
            <dd className={s.value}>{value.toLocaleString('pt-BR')}</dd>
          </div>
        ))}
      </dl>
    </OfficeCard>
  );
}

/** A part of a report under its title: a table, or a chart and its table. */
export function ReportBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={o.block}>
      <h3 className={o.subTitle}>{title}</h3>
      {children}
    </div>
  );
}

/** A table under its title, the title naming the table too. */
export function ReportTable<Row>({ title, ...table }: { title: string } & Omit<DataTableProps<Row>, 'label'>) {
  return (
    <ReportBlock title={title}>
      <DataTable label={title} {...table} />
    </ReportBlock>
  );
}
