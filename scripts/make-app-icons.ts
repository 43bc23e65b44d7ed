/**
 * Draws the installed app's PNG icons from public/favicon.svg with Debian's Chromium (the one the e2e tests use),
 * into public/icons/. Run it again when the favicon changes: `npx tsx scripts/make-app-icons.ts`.
 * - icon-192 / icon-512: the favicon as it is (purpose "any").
 * - icon-maskable-512: the mark on a full-bleed brand background, inside the central 60 % (the maskable safe zone
 *   is the inner circle of 80 %), for launchers that cut their own shape.
 * - apple-touch-icon (180): full square, no transparency (iOS rounds the corners itself).
 * - badge-96: the gavel alone, white on transparent (Android draws a badge as a silhouette in the status bar).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url);
const favicon = await readFile(new URL('public/favicon.svg', root), 'utf8');
const BRAND = /fill="(#[0-9A-Fa-f]{6})"/.exec(favicon)?.[1] ?? '#C8102E';
/** The favicon's gavel (its strokes), without the rounded square behind it. */
const glyph = /<g[\s\S]*<\/g>/.exec(favicon)?.[0];
if (!glyph) throw new Error('public/favicon.svg has no <g> with the mark');

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${inner}</svg>`;
/** The gavel scaled by `scale` about the centre (its 24-unit drawing starts at 4,4 in the favicon). */
const centred = (scale: number, colour: string) => {
  const offset = 16 - 12 * scale;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">${glyph.replace('transform="translate(4 4)"', '').replace('stroke="#fff"', `stroke="${colour}"`)}</g>`;
};

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: svg(`<rect width="32" height="32" fill="${BRAND}"/>${centred(0.8, '#fff')}`) },
  { file: 'apple-touch-icon.png', size: 180, svg: svg(`<rect width="32" height="32" fill="${BRAND}"/>${centred(0.95, '#fff')}`) },
  { file: 'badge-96.png', size: 96, svg: svg(centred(1.2, '#fff')) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await mkdir(new URL('public/icons/', root), { recursive: true });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${icon.size}" height="${icon.size}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await writeFile(new URL(`public/icons/${icon.file}`, root), png);
    console.log(`public/icons/${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
