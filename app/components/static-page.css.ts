import { globalStyle, style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';

export const page = style({ maxWidth: '860px', paddingTop: vars.space.lg, display: 'grid', gap: vars.space.md });
export const title = style({ fontSize: vars.text['4xl'], fontWeight: 800 });
export const intro = style({ margin: 0, fontSize: vars.text.lg, color: vars.color.inkSoft });
export const section = style([raised, { padding: vars.space.lg }]);
export const heading = style({ fontSize: vars.text.xl, marginBottom: vars.space.sm });
export const paragraph = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.inkSoft });
export const faqItem = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: `0 ${vars.space.lg}`,
});
export const faqQuestion = style({ cursor: 'pointer', fontWeight: 700, padding: `${vars.space.md} 0`, fontSize: vars.text.lg });
globalStyle(`${faqItem}[open] ${faqQuestion}`, { color: vars.color.brand });
