import { style } from '@vanilla-extract/css';
import { fieldLabel } from '~/styles/text.css';
import { vars } from '~/styles/theme.css';

export const field = style({ display: 'grid', gap: '4px' });
export const label = fieldLabel;
export const input = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: '8px 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.text.base,
  selectors: { '&[data-focus-within]': { borderColor: vars.color.focus } },
});
export const segment = style({
  padding: '0 1px',
  borderRadius: '3px',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&[data-focused]': { background: vars.color.focus, color: '#fff' },
  },
});
