import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// Red on its soft background: 6.1:1 (WCAG AA for small text).
export const note = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: '6px',
  fontSize: vars.text.md,
  color: vars.color.red,
  background: vars.color.redSoft,
  borderRadius: vars.radius.sm,
  padding: '8px 10px',
});
