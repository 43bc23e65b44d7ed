import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '3px 10px',
  borderRadius: vars.radius.pill,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '.02em',
  textTransform: 'uppercase',
});

export const tone = styleVariants({
  green: { background: vars.color.greenSoft, color: vars.color.green },
  red: { background: vars.color.redSoft, color: vars.color.red },
  yellow: { background: vars.color.yellowSoft, color: vars.color.yellow },
});
