import { Button, DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { lotImportText } from '~/i18n/pt-BR-lot-import';
import * as s from './route.css';

const text = lotImportText;

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/**
 * The two pickers (the CSV; the machines' files, several at once) and a drop zone that takes both: a dropped
 * .csv is the sheet, everything else a machine's file.
 */
export function ImportPickers({
  csv,
  files,
  onCsv,
  onFiles,
  isDisabled,
}: {
  csv: File | null;
  files: File[];
  onCsv: (file: File) => void;
  onFiles: (files: File[]) => void;
  isDisabled: boolean;
}) {
  const addFiles = (added: File[]) => {
    const names = new Set(added.map((f) => f.name));
    onFiles([...files.filter((f) => !names.has(f.name)), ...added]);
  };
  return (
    <>
      <div className={s.pickers}>
        <div className={s.picker} role="group" aria-labelledby="import-csv-label" aria-describedby="import-csv-help">
          <span className={s.label} id="import-csv-label">
            {text.csvLabel}
          </span>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(list) => list?.[0] && onCsv(list[0])}>
            <Button className={s.pickButton} isDisabled={isDisabled}>
              {text.csvPick}
            </Button>
          </FileTrigger>
          <p className={s.chosen} data-testid="import-csv-name">
            {csv ? csv.name : text.noCsv}
          </p>
          <p className={s.note} id="import-csv-help">
            {text.csvHelp}
          </p>
        </div>
        <div className={s.picker} role="group" aria-labelledby="import-files-label" aria-describedby="import-files-help">
          <span className={s.label} id="import-files-label">
            {text.filesLabel}
          </span>
          <FileTrigger allowsMultiple onSelect={(list) => list && addFiles([...list])}>
            <Button className={s.pickButton} isDisabled={isDisabled}>
              {text.filesPick}
            </Button>
          </FileTrigger>
          <p className={s.chosen} data-testid="import-files-count">
            {text.filesChosen(files.length)}
          </p>
          <p className={s.note} id="import-files-help">
            {text.filesHelp}
          </p>
        </div>
      </div>
      <DropZone
        className={s.dropZone}
        isDisabled={isDisabled}
        aria-label={text.dropZone}
        onDrop={async (e) => {
          const dropped = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
          const sheet = dropped.find(isCsv);
          if (sheet) onCsv(sheet);
          addFiles(dropped.filter((f) => f !== sheet));
        }}
      >
        <Text slot="label">{text.dropZone}</Text>
      </DropZone>
    </>
  );
}
