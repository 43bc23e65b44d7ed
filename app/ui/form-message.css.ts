import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const base = style({ margin: 0, padding: '10px 12px', borderRadius: vars.radius.sm, fontWeight: 600, fontSize: vars.text.md });

export const tone = styleVariants({
  error: [base, { background: vars.color.redSoft, color: vars.color.red }],
  success: [base, { background: vars.color.greenSoft, color: vars.color.green }],
});
