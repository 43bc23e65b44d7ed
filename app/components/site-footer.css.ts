import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const footer = style({ background: vars.color.graphite, color: '#D5D9DF', marginTop: 'auto', paddingTop: vars.space.xl });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  fontWeight: 800,
  fontSize: vars.text.xl,
  color: '#fff',
  margin: '0 0 8px',
});
export const text = style({ fontSize: vars.text.md, margin: '8px 0 0', maxWidth: '38ch' });
export const heading = style({
  fontSize: vars.text.md,
  textTransform: 'uppercase',
  letterSpacing: '.06em',
  color: '#fff',
  marginBottom: '8px',
});
export const links = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '6px' });
globalStyle(`${links} a`, { color: '#D5D9DF', textDecoration: 'none' });
globalStyle(`${links} a:hover`, { color: '#fff', textDecoration: 'underline' });
export const bottom = style({
  borderTop: '1px solid rgba(255,255,255,.12)',
  marginTop: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.md}`,
  fontSize: vars.text.sm,
  color: '#9AA3AD',
});
