import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const steps = style({ margin: 0, display: 'grid', gap: vars.space.md });
export const step = style({ borderLeft: `4px solid ${vars.color.brand}`, paddingLeft: vars.space.md });
export const term = style({ fontWeight: 700, fontSize: vars.text.lg, marginBottom: '4px' });
export const definition = style({ margin: `0 0 4px`, color: vars.color.inkSoft });
