import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});

export const chipsScroller = style({ overflowX: 'auto', maxWidth: '100%', flex: '1 1 480px', paddingBottom: '4px' });
export const chips = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: '2px' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  padding: '7px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  textDecoration: 'none',
  fontSize: vars.text.md,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const chipSelected = style({
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: '#fff',
});

export const count = style({
  fontSize: vars.text.xs,
  fontWeight: 700,
  padding: '1px 7px',
  borderRadius: vars.radius.pill,
  background: 'rgba(0,0,0,.07)',
  // On the chosen (brand red) chip, a darker red under the white count: 8.1:1 (a lighter one was 4.1:1).
  selectors: { [`${chipSelected} &`]: { background: 'rgba(0,0,0,.2)' } },
});
