import { style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { fieldLabel } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';

export const wrapper = style({ marginBottom: vars.space.md });
export const panel = style([
  raised,
  {
    marginTop: vars.space.sm,
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    alignItems: 'end',
    padding: vars.space.md,
  },
]);
export const field = style({ display: 'grid', gap: '4px' });
export const stacked = style({ display: 'grid', alignItems: 'stretch' });
export const label = fieldLabel;
export const input = style({
  minHeight: '40px',
  padding: '8px 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: vars.text.base,
  background: vars.color.surface,
  selectors: { '&[data-disabled], &:disabled': { background: vars.color.page, color: vars.color.muted } },
});
export const fullRow = style({ gridColumn: '1 / -1' });
export const buttons = style({ display: 'flex', gap: vars.space.sm });
/** The equipment filters: a group of their own across the panel, in the same columns. */
export const group = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.line}`,
});
export const legend = style([fieldLabel, { float: 'left', gridColumn: '1 / -1', fontWeight: 700, padding: 0 }]);
export const error = style({ fontSize: vars.text.sm, fontWeight: 600, color: vars.color.red });
export const checkRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const helpLink = style({ fontSize: vars.text.md, color: vars.color.brand, fontWeight: 600 });
