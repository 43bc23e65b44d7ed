import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.sm, borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.md });
export const title = style({ fontSize: vars.text.base, fontWeight: 700, margin: 0 });
export const text = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.muted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' });
export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.text.md,
  minWidth: 0,
});
export const here = style({ fontSize: vars.text.sm, fontWeight: 700, color: vars.color.green, marginLeft: '6px' });
export const status = style({ margin: 0, fontSize: vars.text.sm, minHeight: '1px' });
