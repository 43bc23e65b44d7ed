import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const marks = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px', fontSize: vars.text.sm });
export const grades = style({
  fontWeight: 700,
  color: vars.color.ink,
  textDecorationColor: vars.color.line,
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3px',
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
// 4.8:1 and 5.8:1 on the soft tints: WCAG AA for small text.
export const verified = style({ background: vars.color.greenSoft, color: vars.color.green });
export const wiped = style({ background: vars.color.blueSoft, color: vars.color.blue });
