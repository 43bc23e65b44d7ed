import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const popover = style({
  width: 'min(380px, calc(100vw - 16px))',
  maxHeight: 'min(560px, calc(100vh - 90px))',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  outline: 'none',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: '12px 14px',
  borderBottom: `1px solid ${vars.color.line}`,
});

export const title = style({ margin: 0, fontSize: vars.text.base, fontWeight: 800 });

export const linkButton = style({
  border: 0,
  background: 'transparent',
  padding: '4px 6px',
  borderRadius: vars.radius.sm,
  color: vars.color.blue,
  fontFamily: 'inherit',
  fontSize: vars.text.sm,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' }, '&:disabled': { color: vars.color.muted, cursor: 'default' } },
});

export const permission = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '8px 14px',
  background: vars.color.blueSoft,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1, minHeight: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '10px 1fr',
  columnGap: '10px',
  padding: '10px 14px',
  textDecoration: 'none',
  color: vars.color.inkSoft,
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: {
    '&:hover': { background: vars.color.page },
    '&[data-unread]': { background: vars.color.brandSoft, color: vars.color.ink },
    '&[data-unread]:hover': { background: '#FBDDE2' },
  },
});

export const marker = style({
  width: '8px',
  height: '8px',
  marginTop: '7px',
  borderRadius: '50%',
  selectors: { [`${item}[data-unread] &`]: { background: vars.color.brand } },
});

export const itemTitle = style({
  display: 'block',
  fontSize: vars.text.md,
  fontWeight: 600,
  selectors: { [`${item}[data-unread] &`]: { fontWeight: 800 } },
});
export const itemMessage = style({ display: 'block', fontSize: vars.text.sm, lineHeight: 1.4, overflowWrap: 'anywhere' });
export const itemTime = style({ display: 'block', marginTop: '2px', fontSize: vars.text.xs, color: vars.color.muted });

export const state = style({ margin: 0, padding: '28px 14px', textAlign: 'center', color: vars.color.muted, fontSize: vars.text.md });

export const footer = style({
  display: 'block',
  padding: '10px 14px',
  textAlign: 'center',
  fontSize: vars.text.md,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  borderTop: `1px solid ${vars.color.line}`,
  selectors: { '&:hover': { background: vars.color.page } },
});
