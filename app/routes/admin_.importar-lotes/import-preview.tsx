import { lotImportText } from '~/i18n/pt-BR-lot-import';
import type { ImportError, ImportPreview, ImportRowResult } from '~/schemas/lot-import';
import { DataTable, type Column } from '~/ui/data-table';
import * as s from './route.css';

const text = lotImportText;

export const errorLine = (e: ImportError) => text.errorLine(e.row, e.column, e.message);

/** The preview's one-line count: rows, new, updates, refused, rows with errors. */
export function previewSummary(preview: ImportPreview): string {
  const count = (pick: (row: ImportRowResult) => boolean) => preview.rows.filter(pick).length;
  return text.summary(
    preview.rows.length,
    count((r) => r.action === 'create'),
    count((r) => r.action === 'update'),
    count((r) => r.action === 'refuse'),
    count((r) => r.errors.length > 0),
  );
}

export function ActionCell({ row }: { row: ImportRowResult }) {
  return (
    <>
      <span className={s.action[row.action]}>{text.actions[row.action]}</span>
      {row.unchanged && <span className={s.reason}>{text.unchanged}</span>}
      {row.reason && <span className={s.reason}>{row.reason}</span>}
    </>
  );
}

const columns: Column<ImportRowResult>[] = [
  { key: 'row', header: text.table.line, numeric: true, cell: (row) => row.row },
  { key: 'tag', header: text.table.tag, rowHeader: true, cell: (row) => row.asset_tag || text.table.none },
  { key: 'title', header: text.table.title, cell: (row) => row.title || text.table.none },
  { key: 'action', header: text.table.action, cell: (row) => <ActionCell row={row} /> },
  {
    key: 'errors',
    header: text.table.errors,
    cell: (row) =>
      row.errors.length === 0 ? (
        text.table.none
      ) : (
        <ul className={s.cellErrors}>
          {row.errors.map((e) => (
            <li key={`${e.column}:${e.message}`}>{errorLine(e)}</li>
          ))}
        </ul>
      ),
  },
];

/** The preview: its summary, the errors of the sheet and of stray files, and one table row per CSV row. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <>
      <p className={s.summary} data-testid="import-summary">
        {previewSummary(preview)}
      </p>
      {preview.errors.length > 0 && (
        <section aria-labelledby="import-file-errors">
          <h3 className={s.label} id="import-file-errors">
            {text.fileErrors}
          </h3>
          <ul className={s.errorList} data-testid="import-errors">
            {preview.errors.map((e) => (
              <li key={`${e.row}:${e.column}:${e.message}`}>{errorLine(e)}</li>
            ))}
          </ul>
        </section>
      )}
      <DataTable
        label={text.table.caption}
        caption={text.table.caption}
        columns={columns}
        rows={preview.rows}
        rowKey={(row) => row.row}
        rowTestId={(row) => `import-row-${row.row}`}
      />
    </>
  );
}
