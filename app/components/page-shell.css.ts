import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({ paddingTop: vars.space.lg, display: 'grid', gap: vars.space.md });
export const title = style({ fontSize: '28px', fontWeight: 800 });
export const note = style({
  margin: 0,
  color: vars.color.inkSoft,
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
