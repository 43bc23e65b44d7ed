/** public/manifest.webmanifest: what a phone needs to install Arremate, in the site's own words and colours. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteText } from '~/i18n/pt-BR';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url));
const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const palette = read('app/styles/theme.css.ts').toString('utf8');
const colour = (name: string) => new RegExp(`\\b${name}: '(#[0-9A-F]{6})'`).exec(palette)?.[1];

/** Width and height from a PNG's IHDR, and whether it has an alpha channel. */
function png(path: string) {
  const bytes = read(`public${path}`);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), alpha: bytes[25] === 6 || bytes[25] === 4 };
}

describe('the web app manifest', () => {
  it("names the app as the site does and opens it at 'Lotes', in a window of its own", () => {
    expect(manifest.name).toBe(siteText.brand.name);
    expect(manifest.short_name).toBe(siteText.brand.name);
    expect(manifest.description).toBe(siteText.brand.tagline);
    expect(manifest.lang).toBe('pt-BR');
    expect(manifest.start_url).toBe('/lotes');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
  });

  it("takes its colours from the site's palette, the same theme colour as the pages", () => {
    expect(manifest.theme_color).toBe(colour('brand'));
    expect(manifest.background_color).toBe(colour('page'));
    expect(read('app/root.tsx').toString('utf8')).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('lists 192 and 512 px icons and a maskable 512, each file of the size it claims', () => {
    const bySize = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
    expect(bySize).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(png(icon.src), icon.src).toMatchObject({ width: w, height: h });
    }
    // The maskable icon is cut to any shape: it fills its square (no alpha channel at all).
    expect(png('/icons/icon-maskable-512.png').alpha).toBe(false);
  });

  it("has iOS's home-screen icon and the notice badge the service worker uses", () => {
    // iOS draws a transparent corner black: the touch icon is opaque.
    expect(png('/icons/apple-touch-icon.png')).toMatchObject({ width: 180, height: 180, alpha: false });
    expect(png('/icons/badge-96.png')).toMatchObject({ width: 96, height: 96, alpha: true });
    expect(read('app/root.tsx').toString('utf8')).toContain("{ rel: 'manifest', href: '/manifest.webmanifest' }");
  });
});
