/** A chart's table alternative: the same figures as rows, folded under 'Ver como tabela'. */
import * as table from '~/ui/data-table.css';
import { TableScroll } from '~/ui/table-scroll';
import * as s from './charts.css';

export function ChartTable({
  summary,
  headers,
  rows,
}: {
  summary: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <details className={s.details}>
      <summary className={s.summary}>{summary}</summary>
      <TableScroll label={summary}>
        <table className={table.table}>
          <thead>
            <tr>
              {headers.map((h, i) => (
                <th key={h} scope="col" className={i > 0 ? table.num : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, ...values]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {values.map((v, i) => (
                  <td key={headers[i + 1] ?? i} className={table.num}>
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
