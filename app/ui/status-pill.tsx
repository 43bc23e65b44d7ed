import * as s from './data-table.css';

export type Tone = keyof typeof s.tone;

/** A status as a coloured pill (the colour repeats what the text says). */
export function StatusPill({ tone, label }: { tone: Tone | undefined; label: string }) {
  return <span className={s.tone[tone ?? 'grey']}>{label}</span>;
}
