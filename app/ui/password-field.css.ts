import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const toggle = style({
  position: 'absolute',
  right: '6px',
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.text.sm,
  fontWeight: 700,
  padding: '6px 8px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});
export const warning = style({ color: vars.color.yellow, fontWeight: 700 });
export const strength = style({ fontSize: vars.text.sm });
