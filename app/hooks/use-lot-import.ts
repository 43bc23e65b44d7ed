/**
 * The import page's steps: read the CSV and the files, check them batch by batch
 * (POST /api/admin/lot-imports/preview, which writes nothing), then import the same batches
 * (POST /api/admin/lot-imports/apply) with the progress in rows. The server checks everything again.
 */
import { useRef, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { importBatches, type ImportBatch } from '~/client/lot-import-batches';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import { importRowTags, type ImportPreview, type ImportRowResult } from '~/schemas/lot-import';

export type ImportStage = 'idle' | 'previewing' | 'previewed' | 'importing' | 'done';

export interface ImportProgress {
  done: number;
  total: number;
}

const PREVIEW_URL = '/api/admin/lot-imports/preview';
const APPLY_URL = '/api/admin/lot-imports/apply';

const filesOf = (batch: ImportBatch<File>) => Promise.all(batch.files.map(async (file) => ({ name: file.name, text: await file.text() })));

/** Whether anything in the preview blocks the import. */
export function hasImportErrors(preview: ImportPreview | null): boolean {
  return !preview || preview.errors.length > 0 || preview.rows.some((row) => row.errors.length > 0);
}

export function useLotImport() {
  const [stage, setStage] = useState<ImportStage>('idle');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [results, setResults] = useState<ImportRowResult[]>([]);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const work = useRef<{ csv: string; batches: ImportBatch<File>[] } | null>(null);

  const reset = () => {
    setStage('idle');
    setPreview(null);
    setResults([]);
    setProgress(null);
    setError(null);
    work.current = null;
  };

  const runPreview = async (csvFile: File, files: File[]) => {
    reset();
    setStage('previewing');
    const csv = await csvFile.text();
    const rows = importRowTags(csv) ?? [];
    // A sheet without readable rows goes alone: its own error comes first, the files wait for a sheet that reads.
    const batches = rows.length ? importBatches(rows, files) : [{ lines: [], files: [] }];
    work.current = { csv, batches };
    const found: ImportPreview = { errors: [], rows: [] };
    setProgress({ done: 0, total: rows.length });
    let done = 0;
    for (const batch of batches) {
      const answer = await apiRequest<ImportPreview>(PREVIEW_URL, {
        method: 'POST',
        body: { csv, rows: rows.length ? batch.lines : undefined, files: await filesOf(batch) },
        fallbackError: lotImportText.requestFailed,
      });
      if (!answer.ok) {
        setError(answer.error);
        setStage('idle');
        setProgress(null);
        return;
      }
      found.errors.push(...answer.data.errors);
      found.rows.push(...answer.data.rows);
      done += batch.lines.length;
      setProgress({ done, total: rows.length });
    }
    setPreview(found);
    setProgress(null);
    setStage('previewed');
  };

  const runImport = async () => {
    const current = work.current;
    if (!current || hasImportErrors(preview)) return;
    setStage('importing');
    setError(null);
    const importId = crypto.randomUUID();
    const total = current.batches.reduce((sum, batch) => sum + batch.lines.length, 0);
    const applied: ImportRowResult[] = [];
    setProgress({ done: 0, total });
    for (const batch of current.batches.filter((b) => b.lines.length > 0)) {
      const answer = await apiRequest<ImportPreview>(APPLY_URL, {
        method: 'POST',
        body: { import_id: importId, csv: current.csv, rows: batch.lines, files: await filesOf(batch) },
        fallbackError: lotImportText.requestFailed,
      });
      if (!answer.ok) {
        // What was imported stands (a new run updates or skips it); the rest waits for a fixed file.
        setError(answer.error);
        const payload = answer.payload as { data?: ImportPreview } | undefined;
        if (payload?.data) setPreview(payload.data);
        setResults(applied);
        setStage('done');
        return;
      }
      applied.push(...answer.data.rows);
      setResults([...applied]);
      setProgress({ done: applied.length, total });
    }
    setStage('done');
  };

  return { stage, preview, results, progress, error, runPreview, runImport, reset };
}
