import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const title = style({ fontSize: vars.text.lg, marginBottom: vars.space.sm });
export const list = style({ margin: 0, display: 'grid' });
/** Term and value side by side, stacked on a narrow phone; long values wrap. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.sm,
  padding: '6px 0',
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { 'screen and (max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '2px' } },
});
export const term = style({ color: vars.color.muted, fontSize: vars.text.md, fontWeight: 600, overflowWrap: 'anywhere' });
export const value = style({ margin: 0, color: vars.color.ink, overflowWrap: 'anywhere' });
