import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const hint = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: vars.text.sm,
  color: vars.color.muted,
});

export const boxed = style({ background: vars.color.page, borderRadius: vars.radius.sm, padding: '6px 8px' });
