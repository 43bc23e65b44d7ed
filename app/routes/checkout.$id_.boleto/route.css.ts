/** The boleto page: a bank boleto's fields in ruled boxes, its barcode and its Pix QR Code; on screen and on paper. */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const rule = `1px solid ${vars.color.ink}`;

export const page = style({
  maxWidth: '860px',
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
});
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderBottom: `2px solid ${vars.color.ink}`,
  paddingBottom: vars.space.sm,
});
export const house = style({ margin: 0, fontWeight: 800, fontSize: vars.text.lg, overflowWrap: 'anywhere' });
export const title = style({ margin: 0, fontSize: vars.text.headline, fontWeight: 800 });
export const linha = style({
  margin: 0,
  fontFamily: mono,
  fontSize: vars.text.lg,
  fontWeight: 700,
  wordSpacing: '0.3em',
  overflowWrap: 'anywhere',
});
export const fields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  borderTop: rule,
  borderLeft: rule,
});
export const field = style({ borderRight: rule, borderBottom: rule, padding: '4px 8px', minWidth: 0 });
export const wide = style({ gridColumn: '1 / -1' });
export const term = style({ fontSize: vars.text.xs, fontWeight: 600, color: vars.color.inkSoft });
export const value = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const code = style({ fontFamily: mono, overflowWrap: 'anywhere' });
export const barcode = style({ paddingBlock: vars.space.sm });
export const pix = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  border: rule,
  padding: vars.space.md,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' } },
});
export const pixTitle = style({ margin: 0, fontSize: vars.text.lg, fontWeight: 800 });
export const pixBody = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, width: '100%' });
export const qr = style({ width: '180px', height: '180px', background: '#fff' });
export const muted = style({ margin: 0, color: vars.color.inkSoft });
export const pixCode = style({ margin: 0, fontFamily: mono, fontSize: vars.text.sm, wordBreak: 'break-all' });
export const notice = style({
  margin: 0,
  fontWeight: 700,
  background: vars.color.yellowSoft,
  color: vars.color.yellow,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
