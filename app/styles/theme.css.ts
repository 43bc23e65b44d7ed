import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#C8102E',
    brandDark: '#9E0B23',
    brandSoft: '#FDECEF',
    ink: '#1B1F24',
    inkSoft: '#4A525C',
    // 5.2:1 on the page background, 5.6:1 on white (WCAG AA for small text)
    muted: '#5F6873',
    line: '#E3E6EA',
    surface: '#FFFFFF',
    page: '#F5F6F8',
    graphite: '#22272E',
    focus: '#0B63CE',
    green: '#137A3E',
    greenSoft: '#E3F5EA',
    red: '#B4141F',
    redSoft: '#FDE6E8',
    yellow: '#7A5A00',
    yellowSoft: '#FFF4CC',
    blue: '#0B5CAD',
    blueSoft: '#E5F0FB',
    skeleton: '#E9ECEF',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  /**
   * The type scale: every font size comes from here (ESLint refuses a literal one elsewhere). `base` is the
   * body's size; the fluid steps grow with the screen's width between their two ends.
   */
  text: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    base: '16px',
    lg: '18px',
    xl: '20px',
    '2xl': '22px',
    '3xl': '24px',
    '4xl': '28px',
    '5xl': '32px',
    /** a banner's sentence under its title */
    lead: 'clamp(14px, 1.6vw, 17px)',
    /** a lot's or a certificate's title: 2xl on a phone, 4xl on a wide screen */
    headline: 'clamp(22px, 3vw, 28px)',
    /** a banner's title */
    hero: 'clamp(22px, 3.4vw, 38px)',
  },
  radius: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.10)',
    raised: '0 8px 24px rgba(16,24,40,.14)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  width: { page: '1200px' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.base,
  lineHeight: 1.5,
  color: vars.color.ink,
  background: vars.color.page,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: 'inherit' });
globalStyle('h1, h2, h3', { lineHeight: 1.25, margin: 0 });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[data-focus-visible]', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
