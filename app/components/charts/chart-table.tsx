/** A chart's table alternative: the same figures as rows, folded under 'Ver como tabela' (with any further table after it). */
import type { ReactNode } from 'react';
import { DataTable } from '~/ui/data-table';
import * as s from './charts.css';

export function ChartTable({
  summary,
  headers,
  rows,
  children,
}: {
  summary: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  children?: ReactNode;
}) {
  return (
    <details className={s.details}>
      <summary className={s.summary}>{summary}</summary>
      <DataTable
        label={summary}
        rows={rows}
        rowKey={([label]) => label ?? ''}
        columns={headers.map((header, i) => ({
          key: header,
          header,
          numeric: i > 0,
          rowHeader: i === 0,
          cell: (row: readonly string[]) => row[i],
        }))}
      />
      {children}
    </details>
  );
}
