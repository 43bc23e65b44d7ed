import { style } from '@vanilla-extract/css';
import { fieldLabel } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';

export const field = style({ display: 'grid', gap: '4px', alignContent: 'start', minWidth: 0 });
export const label = fieldLabel;
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '44px',
  padding: '10px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: vars.text.base,
  background: vars.color.surface,
  color: vars.color.ink,
  selectors: {
    '&[data-focused]': { borderColor: vars.color.focus, outline: 'none' },
    '&[data-invalid]': { borderColor: vars.color.red, background: vars.color.redSoft },
  },
});
export const description = style({ fontSize: vars.text.sm, color: vars.color.muted });
export const error = style({ fontSize: vars.text.sm, fontWeight: 600, color: vars.color.red });
