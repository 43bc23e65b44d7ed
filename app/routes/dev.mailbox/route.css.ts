import { style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';

export const intro = style({ margin: 0, color: vars.color.inkSoft });
export const mail = style([raised, { padding: vars.space.lg, display: 'grid', gap: '6px' }]);
export const subject = style({ fontSize: vars.text.lg });
export const meta = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.muted });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: vars.text.base, overflowWrap: 'anywhere' });
