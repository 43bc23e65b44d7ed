import { style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';

export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const searchField = style({ flex: '1 1 220px', minWidth: 0 });
export const section = style([raised, { padding: vars.space.lg, display: 'grid', gap: vars.space.md, minWidth: 0 }]);
export const sectionTitle = style({ margin: 0, fontSize: vars.text.xl, fontWeight: 700 });
export const models = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const model = style({ display: 'grid', gap: '2px', overflowWrap: 'anywhere' });
export const modelLink = style({ fontWeight: 700 });
export const note = style({ margin: 0, color: vars.color.inkSoft });
export const error = style({ margin: 0, color: vars.color.brandDark, fontWeight: 600 });
/** A lot's title wraps in its row header (headers keep to one line otherwise), so a phone shows it whole. */
export const lotTitle = style({ display: 'inline-block', minWidth: '10rem', whiteSpace: 'normal' });
