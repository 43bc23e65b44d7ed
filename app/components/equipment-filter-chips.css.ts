import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const wrapper = style({ marginBottom: vars.space.md });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
