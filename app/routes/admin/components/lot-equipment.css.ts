import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const part = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const heading = style({ margin: 0, fontSize: vars.text.base, fontWeight: 800 });
export const pickers = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
});
export const picker = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
export const pickerLabel = style({ fontSize: vars.text.md, fontWeight: 700, fontFamily: 'ui-monospace, monospace' });
export const chosen = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.inkSoft, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const drives = style({ margin: 0, paddingLeft: '18px', display: 'grid', gap: vars.space.xs });
export const serial = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });
export const errors = style({ margin: 0, paddingLeft: '18px', color: vars.color.red, fontWeight: 600, fontSize: vars.text.md });
export const reason = style({ margin: 0, fontWeight: 600, color: vars.color.inkSoft });
/** The attached summary: term and value side by side, stacked on a phone. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  fontSize: vars.text.base,
  '@media': { 'screen and (max-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '2px' } },
});
