import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const head = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });
export const title = style({ fontSize: vars.text.lg });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0 });
const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  fontSize: vars.text.sm,
  fontWeight: 700,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
export const verifiedBadge = style([badge, { background: vars.color.greenSoft, color: vars.color.green }]);
export const wipedBadge = style([
  badge,
  { background: vars.color.blueSoft, color: vars.color.blue, textDecoration: 'underline', textUnderlineOffset: '2px' },
]);
export const subTitle = style({ fontSize: vars.text.base, margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const drives = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const drive = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.md, minWidth: 0 });
export const driveTitle = style({ fontSize: vars.text.base, margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const serial = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.text.md });
export const figure = style({ display: 'block', color: vars.color.inkSoft, fontSize: vars.text.md, marginTop: '2px' });
export const noWipe = style({ color: vars.color.yellow, fontWeight: 600 });
export const files = style({ margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px', overflowWrap: 'anywhere' });
export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted, fontSize: vars.text.md });
/** The health line: colour and icon beside the word (never instead of it). */
const healthBase = style({ display: 'inline-flex', alignItems: 'flex-start', gap: '6px', fontWeight: 600 });
export const health = styleVariants({
  healthy: [healthBase, { color: vars.color.green }],
  attention: [healthBase, { color: vars.color.yellow }],
  failing: [healthBase, { color: vars.color.red }],
  unknown: [healthBase, { color: vars.color.inkSoft }],
});
