import { previewCounts, rowVerdict } from '~/domain/lot-import/preview';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import type { ImportPreview, ImportRowResult } from '~/schemas/lot-import';
import { DataTable, type Column } from '~/ui/data-table';
import * as s from './route.css';

const text = lotImportText;

/** What the row does (never 'Criar' nor 'Atualizar' while it has errors), and why when it is refused. */
function ActionCell({ row }: { row: ImportRowResult }) {
  const verdict = rowVerdict(row);
  return (
    <>
      <span className={s.action[verdict]}>{text.actions[verdict]}</span>
      {verdict !== 'invalid' && row.unchanged && <span className={s.reason}>{text.unchanged}</span>}
      {row.reason && <span className={s.reason}>{row.reason}</span>}
    </>
  );
}

function RowErrors({ row, id, label }: { row: ImportRowResult; id?: string; label?: string }) {
  return (
    <ul className={s.cellErrors} id={id} aria-label={label}>
      {row.errors.map((e) => (
        <li key={`${e.column}:${e.file ?? ''}:${e.message}`}>{text.rowErrorLine(e)}</li>
      ))}
    </ul>
  );
}

const columns: Column<ImportRowResult>[] = [
  { key: 'row', header: text.table.line, numeric: true, cell: (row) => row.row },
  { key: 'tag', header: text.table.tag, rowHeader: true, cell: (row) => row.asset_tag || text.table.none },
  { key: 'title', header: text.table.title, className: s.titleCell, cell: (row) => row.title || text.table.none },
  { key: 'action', header: text.table.action, cell: (row) => <ActionCell row={row} /> },
  {
    key: 'errors',
    header: text.table.errors,
    className: s.errorsCell,
    cell: (row) => (row.errors.length === 0 ? text.table.none : <RowErrors row={row} />),
  },
];

/** A row on a phone: its line and tag, its errors first (they are what the administrator acts on), then the rest. */
function RowCard({ row }: { row: ImportRowResult }) {
  const titleId = `import-card-${row.row}-title`;
  const errorsId = `import-card-${row.row}-errors`;
  const hasErrors = row.errors.length > 0;
  return (
    <article className={s.card} aria-labelledby={titleId} aria-describedby={hasErrors ? errorsId : undefined}>
      <h3 className={s.cardTitle} id={titleId}>
        {text.cards.title(row.row, row.asset_tag)}
      </h3>
      {hasErrors && <RowErrors row={row} id={errorsId} label={text.cards.errors(row.row)} />}
      <dl className={s.cardFields}>
        <dt>{text.table.title}</dt>
        <dd>{row.title || text.table.none}</dd>
        <dt>{text.table.action}</dt>
        <dd>
          <ActionCell row={row} />
        </dd>
      </dl>
    </article>
  );
}

/**
 * The preview: its summary, the errors of the sheet and of stray files, and each CSV row — a table's row on a
 * wide screen, a card on a phone.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <>
      <p className={s.summary} data-testid="import-summary">
        {text.summary(previewCounts(preview.rows))}
      </p>
      {preview.errors.length > 0 && (
        <section aria-labelledby="import-file-errors">
          <h3 className={s.label} id="import-file-errors">
            {text.fileErrors}
          </h3>
          <ul className={s.errorList} data-testid="import-errors">
            {preview.errors.map((e) => (
              <li key={`${e.row}:${e.column}:${e.file ?? ''}:${e.message}`}>{text.errorLine(e)}</li>
            ))}
          </ul>
        </section>
      )}
      <div className={s.wideOnly}>
        <DataTable
          label={text.table.caption}
          caption={text.table.caption}
          columns={columns}
          rows={preview.rows}
          rowKey={(row) => row.row}
          rowTestId={(row) => `import-row-${row.row}`}
        />
      </div>
      <ol className={s.cards} aria-label={text.table.caption}>
        {preview.rows.map((row) => (
          <li key={row.row} data-testid={`import-card-${row.row}`}>
            <RowCard row={row} />
          </li>
        ))}
      </ol>
    </>
  );
}
