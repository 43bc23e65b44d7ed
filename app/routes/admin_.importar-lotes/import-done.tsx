import { Link } from '@remix-run/react';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import type { ImportRowResult } from '~/schemas/lot-import';
import * as s from './route.css';

const text = lotImportText;

/** After the import: the counts, a link to each lot created or updated, and the rows refused with why. */
export function ImportDone({ results }: { results: ImportRowResult[] }) {
  const imported = results.filter((r) => r.lot_id !== undefined);
  const refused = results.filter((r) => r.action === 'refuse');
  const count = (pick: (r: ImportRowResult) => boolean) => results.filter(pick).length;
  return (
    <>
      <p className={s.summary} data-testid="import-done">
        {text.done(
          count((r) => r.action === 'create' && r.lot_id !== undefined),
          count((r) => r.action === 'update' && !r.unchanged),
          count((r) => r.unchanged === true),
          refused.length,
        )}
      </p>
      {imported.length > 0 && (
        <section aria-labelledby="import-done-lots">
          <h3 className={s.label} id="import-done-lots">
            {text.doneTitle}
          </h3>
          <ul className={s.lotLinks}>
            {imported.map((r) => (
              <li key={r.row}>
                {r.asset_tag}: <Link to={`/lotes/${r.lot_id}`}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="import-done-refused">
          <h3 className={s.label} id="import-done-refused">
            {text.refusedTitle}
          </h3>
          <ul className={s.errorList}>
            {refused.map((r) => (
              <li key={r.row}>
                {r.asset_tag}: {r.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
