/** Tables of records (dashboard, back office): header, rows, numbers aligned right, status pills. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { emptyNote } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';

/**
 * Positioned, so that what is positioned inside the table (a visually hidden header's text) is clipped by this
 * frame: against the page instead, it stretched the page past a phone's screen when the table scrolled.
 */
export const wrap = style({ overflowX: 'auto', position: 'relative' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.base });
globalStyle(`${table} th`, {
  textAlign: 'left',
  fontSize: vars.text.sm,
  color: vars.color.inkSoft,
  fontWeight: 700,
  padding: '8px',
  borderBottom: `1px solid ${vars.color.line}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} td`, { padding: '10px 8px', borderBottom: `1px solid ${vars.color.line}`, verticalAlign: 'middle' });
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
// A numeric column's header sits over its figures (the rule above for every header would otherwise win).
globalStyle(`${table} th${num}`, { textAlign: 'right' });
export const small = style({ display: 'block', fontSize: vars.text.sm, color: vars.color.inkSoft });
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
const pill = style({
  display: 'inline-block',
  padding: '1px 10px',
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.text.sm,
  whiteSpace: 'nowrap',
});
export const tone = styleVariants({
  green: [pill, { background: vars.color.greenSoft, color: vars.color.green }],
  red: [pill, { background: vars.color.redSoft, color: vars.color.red }],
  yellow: [pill, { background: vars.color.yellowSoft, color: vars.color.yellow }],
  blue: [pill, { background: vars.color.blueSoft, color: vars.color.blue }],
  grey: [pill, { background: vars.color.page, color: vars.color.inkSoft }],
});
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' });
/** What stands in a table's place when it has no rows. */
export const empty = emptyNote;
