import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const head = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });
export const title = style({ fontSize: '18px' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0 });
const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '13px',
  fontWeight: 700,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
export const verifiedBadge = style([badge, { background: vars.color.greenSoft, color: vars.color.green }]);
export const wipedBadge = style([
  badge,
  { background: vars.color.blueSoft, color: vars.color.blue, textDecoration: 'underline', textUnderlineOffset: '2px' },
]);
export const subTitle = style({ fontSize: '16px', margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const drives = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const drive = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.md, minWidth: 0 });
export const driveTitle = style({ fontSize: '15px', margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const serial = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '14px' });
export const figure = style({ display: 'block', color: vars.color.inkSoft, fontSize: '14px', marginTop: '2px' });
export const noWipe = style({ color: vars.color.yellow, fontWeight: 600 });
export const files = style({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px', overflowWrap: 'anywhere' });
export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted, fontSize: '14px' });
/** The health line: colour and icon beside the word (never instead of it). */
const healthBase = style({ display: 'inline-flex', alignItems: 'flex-start', gap: '6px', fontWeight: 600 });
export const health = styleVariants({
  healthy: [healthBase, { color: vars.color.green }],
  attention: [healthBase, { color: vars.color.yellow }],
  failing: [healthBase, { color: vars.color.red }],
});
