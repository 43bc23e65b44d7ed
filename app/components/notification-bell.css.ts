import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

/** Same size as the bell, so the header does not shift while its script loads. */
export const placeholder = style({ display: 'inline-block', width: '40px', height: '40px' });

export const trigger = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.page },
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.muted, background: vars.color.page },
  },
});

export const badge = style({
  position: 'absolute',
  top: '-6px',
  right: '-8px',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: '#fff',
  fontSize: vars.text.xs,
  fontWeight: 800,
  lineHeight: '20px',
  textAlign: 'center',
  border: `2px solid ${vars.color.surface}`,
  boxSizing: 'content-box',
});

const dotBase = style({
  position: 'absolute',
  bottom: '1px',
  right: '1px',
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
});

export const dot = styleVariants({
  connected: [dotBase, { background: '#1FA65A' }],
  disconnected: [dotBase, { background: vars.color.red }],
  connecting: [dotBase, { background: vars.color.muted }],
});

/** 'WebSocket desconectado': shown while the pointer is over the bell or the bell has focus. */
export const tooltip = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: 40,
  whiteSpace: 'nowrap',
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  background: vars.color.graphite,
  color: '#fff',
  fontSize: vars.text.sm,
  fontWeight: 600,
  pointerEvents: 'none',
  opacity: 0,
  visibility: 'hidden',
  transition: 'opacity .12s',
  selectors: {
    [`${root}:hover &, ${root}:focus-within &`]: { opacity: 1, visibility: 'visible' },
    [`${root}[data-tip-dismissed] &`]: { opacity: 0, visibility: 'hidden' },
  },
});
