import { scheduleText } from '~/i18n/pt-BR-schedules';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/text-field';
import * as s from './scheduling.css';

export interface SpecRow {
  key: string;
  value: string;
}

const text = scheduleText.form;

/** The key/value list of a lot's specifications ('Especificações'): rows added and removed freely. */
export function SpecsEditor({ rows, onChange }: { rows: SpecRow[]; onChange: (rows: SpecRow[]) => void }) {
  const set = (i: number, patch: Partial<SpecRow>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{text.specs}</legend>
      {rows.map((row, i) => (
        <div className={s.row} key={i}>
          <div className={s.grow}>
            <TextField label={`${text.specKey} ${i + 1}`} value={row.key} onChange={(key) => set(i, { key })} />
          </div>
          <div className={s.grow}>
            <TextField label={`${text.specValue} ${i + 1}`} value={row.value} onChange={(value) => set(i, { value })} />
          </div>
          <Button size="sm" variant="ghost" onPress={() => onChange(rows.filter((_, j) => j !== i))}>
            {text.removeSpec}
          </Button>
        </div>
      ))}
      <div>
        <Button size="sm" variant="secondary" onPress={() => onChange([...rows, { key: '', value: '' }])}>
          {text.addSpec}
        </Button>
      </div>
    </fieldset>
  );
}

/** A specs map → editor rows, and back (rows without a key are dropped). */
export const specRows = (specs: Record<string, string> | null | undefined): SpecRow[] =>
  Object.entries(specs ?? {}).map(([key, value]) => ({ key, value }));

export const specsOf = (rows: SpecRow[]): Record<string, string> =>
  Object.fromEntries(rows.filter((r) => r.key.trim()).map((r) => [r.key.trim(), r.value.trim()]));
