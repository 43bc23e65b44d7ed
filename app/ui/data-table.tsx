import { Fragment, type ReactElement, type ReactNode } from 'react';
import { visuallyHidden } from '~/styles/utility.css';
import * as s from './data-table.css';
import { TableScroll } from './table-scroll';

/** One column: its header, how a row fills its cell, and whether it holds figures (aligned right). */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** Figures: the header and the cells are aligned right, in tabular digits. */
  numeric?: boolean;
  /** The cell names its row (`<th scope="row">`), as the first column of a report does. */
  rowHeader?: boolean;
  /** In a table made with `stackOnPhone`, on a phone: this column's cell takes a line of its own, below the others. */
  ownLineOnPhone?: boolean;
  /** A class for this column's cells (not its header). */
  className?: string;
  /** The cell's content; `index` is the row's place in `rows`. */
  cell: (row: Row, index: number) => ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

export interface DataTableProps<Row> {
  label: string;
  /** Read by screen readers only: what this table holds when its label alone does not say it (a page of a list). */
  caption?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  /** A row drawn in the place of the usual one (its own `<tr>`), or null for the usual one. */
  replaceRow?: (row: Row) => ReactElement | null;
  /** Said instead of the table when there are no rows (without it, the table's header stands alone). */
  empty?: ReactNode;
  emptyClassName?: string;
  /**
   * Below 640 px each row becomes a block instead of a line too wide for the screen: its row header (the
   * `rowHeader` column) on top, then the other cells on one line, separated by dots. The column headers are
   * then hidden from sight only, so a screen reader still names each cell's column.
   */
  stackOnPhone?: boolean;
}

/**
 * The table's own roles, written out for a table laid out as blocks (`stackOnPhone`): a browser may otherwise
 * stop exposing a table whose rows and cells no longer have a table's CSS display as a table.
 */
const tableRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;
const noRoles = { table: {}, rowgroup: {}, row: {}, columnheader: {}, rowheader: {}, cell: {} } as const;

/**
 * A table of records in its scrolling frame (a named region, as TableScroll is), or, with no rows, the
 * sentence that says so. Rows keep native table semantics; `rowTestId` marks each `<tr>`, and
 * `replaceRow` may draw a row of its own in a row's place (a row being edited in place).
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  replaceRow,
  empty,
  emptyClassName = s.empty,
  stackOnPhone = false,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p className={emptyClassName}>{empty}</p>;
  const roles = stackOnPhone ? tableRoles : noRoles;
  return (
    <TableScroll label={label}>
      <table className={classes(s.table, stackOnPhone && s.stackOnPhone)} {...roles.table}>
        {caption !== undefined && <caption className={visuallyHidden}>{caption}</caption>}
        <thead {...roles.rowgroup}>
          <tr {...roles.row}>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? s.num : undefined} {...roles.columnheader}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...roles.rowgroup}>
          {rows.map((row, index) => {
            const replacement = replaceRow?.(row);
            if (replacement) return <Fragment key={rowKey(row)}>{replacement}</Fragment>;
            return (
              <tr key={rowKey(row)} data-testid={rowTestId?.(row)} {...roles.row}>
                {columns.map((column) => {
                  const className = classes(column.numeric && s.num, stackOnPhone && column.ownLineOnPhone && s.ownLine, column.className);
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className} {...roles.rowheader}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={className} {...roles.cell}>
                      {column.cell(row, index)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
