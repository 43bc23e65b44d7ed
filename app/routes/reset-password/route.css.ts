import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const error = style({ margin: 0, padding: '10px 12px', borderRadius: vars.radius.sm, background: vars.color.redSoft, color: vars.color.red, fontWeight: 600, fontSize: '14px' });
export const success = style({ margin: 0, padding: '12px', borderRadius: vars.radius.sm, background: vars.color.greenSoft, color: vars.color.green, fontWeight: 600 });
