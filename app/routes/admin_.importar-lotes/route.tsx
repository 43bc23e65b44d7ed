/**
 * /admin/importar-lotes 'Importar lotes' (Lotes tab): the CSV and the machines' files, the preview of every
 * row with its errors (nothing written), then the import with its progress and the lots it made. Administrators
 * only; the API checks everything again.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { TitledPanel } from '~/components/titled-panel';
import { hasImportErrors, useLotImport, type ImportProgress } from '~/hooks/use-lot-import';
import { siteText } from '~/i18n/pt-BR';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { requireAdminViewer } from '~/server/auth/page-guards.server';
import { container, visuallyHidden } from '~/styles/utility.css';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { ImportDone } from './import-done';
import { ImportFormat } from './import-format';
import { ImportPickers } from './import-pickers';
import { ImportPreviewTable } from './import-preview';
import * as s from './route.css';

const text = lotImportText;

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(text.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminViewer(context, request);
  return null;
}

/** What the polite live region says: the start, each quarter and the end — not every batch. */
function spokenProgress(progress: ImportProgress, label: (done: number, total: number) => string): string {
  const { done, total } = progress;
  if (total === 0 || done === total) return label(done, total);
  const quarter = Math.floor((done / total) * 4);
  return label(Math.floor((quarter * total) / 4), total);
}

function Progress({ progress, label }: { progress: ImportProgress; label: (done: number, total: number) => string }) {
  return (
    <>
      <ProgressBar
        value={progress.done}
        maxValue={Math.max(progress.total, 1)}
        aria-label={text.progressLabel}
        valueLabel={label(progress.done, progress.total)}
        className={s.progress}
      >
        {({ percentage, valueText }) => (
          <>
            <span>{valueText}</span>
            <div className={s.track}>
              <div className={s.fill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <p className={visuallyHidden} role="status" aria-live="polite">
        {spokenProgress(progress, label)}
      </p>
    </>
  );
}

export default function ImportLotsPage() {
  const lotImport = useLotImport();
  const [csv, setCsv] = useState<File | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [missingCsv, setMissingCsv] = useState(false);
  const { stage, preview, results, progress, error } = lotImport;
  const busy = stage === 'previewing' || stage === 'importing';
  const blocked = hasImportErrors(preview);

  const choose = (next: () => void) => {
    next();
    lotImport.reset();
  };
  const runPreview = () => {
    setMissingCsv(!csv);
    if (csv) void lotImport.runPreview(csv, files);
  };

  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{text.title}</h1>
        <Link to="/admin?aba=lotes">{text.back}</Link>
      </div>
      <TitledPanel titleId="import-files-title" title={text.filesTitle}>
        <p className={s.note}>{text.intro}</p>
        <ImportPickers
          csv={csv}
          files={files}
          onCsv={(file) => choose(() => setCsv(file))}
          onFiles={(list) => choose(() => setFiles(list))}
          isDisabled={busy}
        />
        <div className={s.actions}>
          <Button onPress={runPreview} isDisabled={busy}>
            {stage === 'previewing' ? text.previewing : text.preview}
          </Button>
        </div>
        <FormMessage message={missingCsv ? text.csvRequired : error} />
        {stage === 'previewing' && progress && <Progress progress={progress} label={text.previewProgress} />}
      </TitledPanel>
      {preview && (
        <TitledPanel titleId="import-preview-title" title={text.table.caption}>
          <ImportPreviewTable preview={preview} />
          <div className={s.actions}>
            <Button
              onPress={() => void lotImport.runImport()}
              isDisabled={blocked || stage !== 'previewed'}
              aria-describedby={blocked ? 'import-blocked' : undefined}
            >
              {text.import}
            </Button>
            {blocked && (
              <p className={s.note} id="import-blocked">
                {text.importBlocked}
              </p>
            )}
          </div>
          {stage === 'importing' && progress && <Progress progress={progress} label={text.importing} />}
        </TitledPanel>
      )}
      {stage === 'done' && (
        <TitledPanel titleId="import-done-title" title={text.doneTitle}>
          <ImportDone results={results} />
        </TitledPanel>
      )}
      <TitledPanel titleId="import-format-title" title={text.format.title}>
        <ImportFormat />
      </TitledPanel>
    </div>
  );
}
