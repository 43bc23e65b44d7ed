import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
