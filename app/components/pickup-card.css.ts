import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderLeft: `4px solid ${vars.color.green}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const title = style({
  margin: 0,
  fontSize: vars.text.lg,
  fontWeight: 800,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const rows = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', fontSize: vars.text.base });
export const term = style({ color: vars.color.muted, fontWeight: 600 });
export const value = style({ margin: 0 });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text['2xl'],
  fontWeight: 800,
  letterSpacing: '0.18em',
});
export const hint = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.muted });
export const details = style({ justifySelf: 'start' });
