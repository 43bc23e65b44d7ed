import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });

/** Side by side while both amounts fit on a line, one under the other when they do not (large amounts on a phone). */
export const figures = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const figure = style({
  flex: '1 1 0',
  minWidth: 'fit-content',
  display: 'grid',
  gap: '2px',
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.page,
});
globalStyle(`${figure} dt`, { fontSize: vars.text.sm, fontWeight: 600, color: vars.color.muted });
globalStyle(`${figure} dd`, {
  margin: 0,
  fontSize: vars.text.xl,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
globalStyle(`${figure}:last-child dd`, { color: vars.color.brand });

export const feeLine = style({ margin: 0, fontSize: vars.text.md, color: vars.color.inkSoft, fontVariantNumeric: 'tabular-nums' });

export const tips = style({
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.blueSoft,
  color: vars.color.ink,
  fontSize: vars.text.md,
});
export const tipsTitle = style({ margin: '0 0 4px', fontSize: vars.text.md, fontWeight: 700, color: vars.color.blue });
export const tipList = style({ margin: 0, paddingLeft: '18px', display: 'grid', gap: '2px' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
export const discardText = style({ margin: 0, color: vars.color.inkSoft });
