import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', background: vars.color.skeleton });
export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '6px',
  color: vars.color.muted,
  background: 'linear-gradient(135deg, #EEF0F3, #E2E5EA)',
  fontSize: vars.text.md,
  fontWeight: 600,
});
