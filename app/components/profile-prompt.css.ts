import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const text = style({ margin: 0, color: vars.color.inkSoft });
export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
