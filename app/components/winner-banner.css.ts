import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const banner = style({
  display: 'grid',
  gap: '2px',
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.greenSoft,
  border: `1px solid ${vars.color.green}`,
  color: vars.color.green,
});
export const title = style({ margin: 0, display: 'flex', alignItems: 'center', gap: '6px', fontSize: vars.text.base, fontWeight: 800 });
export const text = style({ margin: 0, fontSize: vars.text.md, color: vars.color.ink });
