import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const valid = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  justifySelf: 'start',
  padding: '6px 14px',
  borderRadius: vars.radius.pill,
  background: vars.color.greenSoft,
  color: vars.color.green,
  fontWeight: 800,
  fontSize: vars.text.lg,
});
export const drives = style({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '6px', overflowWrap: 'anywhere' });
