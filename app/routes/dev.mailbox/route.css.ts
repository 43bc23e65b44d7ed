import { style } from '@vanilla-extract/css';
import { raised } from '~/styles/surface.css';
import { vars } from '~/styles/theme.css';

export const intro = style({ margin: 0, color: vars.color.inkSoft });
export const mail = style([raised, { padding: vars.space.lg, display: 'grid', gap: '6px' }]);
export const subject = style({ fontSize: '18px' });
export const meta = style({ margin: 0, fontSize: '13px', color: vars.color.muted });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: '15px', overflowWrap: 'anywhere' });
