import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
  alignItems: 'start',
});
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });
export const buttons = style({ gridColumn: '1 / -1', display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const error = style({ margin: 0, fontSize: vars.text.sm, fontWeight: 600, color: vars.color.red });
