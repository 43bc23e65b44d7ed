import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// One column that may shrink below its content: the tab list and wide tables scroll inside it on a phone.
export const page = style({
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xl,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: '28px', fontWeight: 800 });
export const section = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});
export const sectionTitle = style({ fontSize: '19px', fontWeight: 800 });
export const filters = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'end' });
export const empty = style({ margin: 0, color: vars.color.muted });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: '14px' });
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', fontSize: '15px' });
export const term = style({ color: vars.color.inkSoft, fontWeight: 600 });
export const value = style({ margin: 0 });
export const linkButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  color: vars.color.blue,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
});
export const contents = style({ display: 'contents' });
