import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const group = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: '8px' });
export const legend = style({ fontWeight: 700, marginBottom: '4px' });
export const help = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.muted });
export const times = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const toggle = style({ display: 'flex', alignItems: 'center', gap: '10px', cursor: 'pointer', fontSize: vars.text.base });
export const track = style({
  width: '40px',
  height: '22px',
  borderRadius: '11px',
  background: vars.color.line,
  position: 'relative',
  flexShrink: 0,
  transition: 'background .15s',
  selectors: {
    [`${toggle}[data-selected] &`]: { background: vars.color.brand },
    [`${toggle}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: '#fff',
  transition: 'transform .15s',
  selectors: { [`${toggle}[data-selected] &`]: { transform: 'translateX(18px)' } },
});
