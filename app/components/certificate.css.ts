/** The certificate pages (`/lotes/{id}/certificado`, `/certificados/{code}`): a plain document, on screen and on paper. */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({
  maxWidth: '860px',
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
});
export const house = style({ margin: 0, fontWeight: 700, fontSize: vars.text.base, color: vars.color.inkSoft, overflowWrap: 'anywhere' });
export const title = style({ fontSize: vars.text.headline, fontWeight: 800 });
export const intro = style({ margin: 0, color: vars.color.inkSoft });
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 16px',
  '@media': { 'screen and (max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '0' } },
});
export const term = style({ fontWeight: 600, color: vars.color.inkSoft });
export const value = style({ margin: 0, overflowWrap: 'anywhere', '@media': { 'screen and (max-width: 420px)': { marginBottom: '6px' } } });
export const drive = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space.md, minWidth: 0 });
export const driveTitle = style({ fontSize: vars.text.lg, marginBottom: vars.space.sm, overflowWrap: 'anywhere' });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontWeight: 700,
  overflowWrap: 'anywhere',
});
export const confirm = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const backLink = style({ justifySelf: 'start' });
