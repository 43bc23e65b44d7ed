import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { DateField as AriaDateField, DateInput, DateSegment, Label } from 'react-aria-components';
import * as s from './date-field.css';

/**
 * A date typed as dd/mm/aaaa whatever the browser's language (react-aria DateField, in pt-BR from the root),
 * submitted under `name` as yyyy-mm-dd.
 */
export function DateField({ label, name, defaultValue }: { label: string; name: string; defaultValue?: string }) {
  const [value, setValue] = useState<CalendarDate | null>(() => (defaultValue ? parseDate(defaultValue) : null));
  return (
    <>
      <AriaDateField value={value} onChange={setValue} className={s.field} granularity="day">
        <Label className={s.label}>{label}</Label>
        <DateInput className={s.input}>{(segment) => <DateSegment segment={segment} className={s.segment} />}</DateInput>
      </AriaDateField>
      <input type="hidden" name={name} value={value ? value.toString() : ''} />
    </>
  );
}
