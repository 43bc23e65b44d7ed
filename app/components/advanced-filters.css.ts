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
  fontSize: '15px',
  background: vars.color.surface,
  selectors: { '&[data-disabled], &:disabled': { background: vars.color.page, color: vars.color.muted } },
});
export const fullRow = style({ gridColumn: '1 / -1' });
export const buttons = style({ display: 'flex', gap: vars.space.sm });
