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

/** Where a table made with `stackOnPhone` turns each row into a block (a 390 px phone, a narrow tablet column). */
const phone = 'screen and (max-width: 639px)';
/**
 * A table whose rows become blocks on a phone: the row header on top, in full; the other cells on a line below
 * it (an `ownLine` cell on a line of its own), a dot between two (not read aloud: its alternative text is
 * empty), figures in bold; the column headers hidden from sight only (positioned inside the frame, which clips
 * them). A row keeps 8 px on either side, as a cell does, so a link's focus ring is not cut by the frame.
 */
export const stackOnPhone = style({ '@media': { [phone]: { display: 'block' } } });
globalStyle(`${stackOnPhone} > tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${stackOnPhone} > thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stackOnPhone} > tbody > tr`, {
  '@media': {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      gap: `2px ${vars.space.xs}`,
      padding: `${vars.space.sm} 8px`,
      borderBottom: `1px solid ${vars.color.line}`,
    },
  },
});
globalStyle(`${stackOnPhone} > tbody > tr > :is(th, td)`, {
  '@media': { [phone]: { display: 'block', padding: 0, border: 0, textAlign: 'left', minWidth: 0, overflowWrap: 'anywhere' } },
});
globalStyle(`${stackOnPhone} > tbody > tr > th`, {
  '@media': { [phone]: { order: -1, flexBasis: '100%', whiteSpace: 'normal', fontSize: vars.text.base, color: vars.color.ink } },
});
globalStyle(`${stackOnPhone} > tbody > tr > td ~ td::before`, {
  '@media': { [phone]: { content: '"·" / ""', marginRight: vars.space.xs, color: vars.color.inkSoft, fontWeight: 400 } },
});
globalStyle(`${stackOnPhone} > tbody > tr > td${num}`, { '@media': { [phone]: { fontWeight: 700 } } });
/** A cell on a line of its own in a stacked row (`ownLineOnPhone`): what would wrap alone to the next line. */
export const ownLine = style({});
globalStyle(`${stackOnPhone} > tbody > tr > td${ownLine}`, { '@media': { [phone]: { flexBasis: '100%' } } });
globalStyle(`${stackOnPhone} > tbody > tr > td ~ td${ownLine}::before`, { '@media': { [phone]: { content: 'none' } } });

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
