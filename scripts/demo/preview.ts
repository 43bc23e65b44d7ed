// Pré-visualização das imagens de demonstração.
//
//   npx tsx scripts/demo/preview.ts [outDir]        (padrão: /tmp/arremate-preview)
//
// Renderiza todas as imagens dos lotes e banners, grava os WebP em outDir
// (mesmas chaves usadas no R2) e monta folhas de contato em PNG:
//   contact-all.png            — a imagem principal de cada lote, numa grade
//   contact-<categoria>.png    — todas as vistas de cada lote, uma linha por lote
//   contact-banners.png        — os banners
// Também informa quanto tempo levou a renderização.

import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp, { type OverlayOptions } from 'sharp';
import { CATEGORIES, DEMO_BANNERS, DEMO_LOTS, type DemoLotEntry } from './catalogue';
import { renderBannerImage, renderLotImages, type RenderedImage } from './images';
import { esc } from './images/svg';

const outDir = process.argv[2] ?? '/tmp/arremate-preview';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const brl = (cents: number) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** executa fn sobre os itens com no máximo `limit` tarefas simultâneas, preservando a ordem */
async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** faixa de texto: a primeira linha em negrito */
function textStrip(w: number, h: number, lines: readonly string[], bg = '#ffffff'): Buffer {
  const rows = lines
    .map(
      (l, i) =>
        `<text x="8" y="${18 + i * 17}" font-family="DejaVu Sans" font-size="${i === 0 ? 13 : 11}" font-weight="${i === 0 ? 'bold' : 'normal'}" fill="${i === 0 ? '#111' : '#555'}">${esc(l)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${bg}"/>${rows}</svg>`,
  );
}

async function thumb(buf: Buffer, w: number, h: number): Promise<Buffer> {
  return sharp(buf).resize(w, h, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
}

/** grava a folha W × H, com as peças sobre o fundo cinza */
async function writeSheet(file: string, W: number, H: number, comps: OverlayOptions[]): Promise<string> {
  await sharp({ create: { width: W, height: H, channels: 3, background: '#d9dce1' } })
    .composite(comps)
    .png()
    .toFile(file);
  return file;
}

interface Cell {
  buf: Buffer;
  caption: string[];
}

/** grade de miniaturas com legenda */
async function gridSheet(file: string, cells: readonly Cell[], o: { cols: number; tw: number; th: number; capH?: number; title?: string }) {
  const { cols, tw, th, capH = 40, title } = o;
  const pad = 8;
  const headH = title ? 40 : 0;
  const rows = Math.ceil(cells.length / cols);
  const W = pad + cols * (tw + pad);
  const H = headH + pad + rows * (th + capH + pad);
  const comps: OverlayOptions[] = [];
  if (title) comps.push({ input: textStrip(W, headH, [title], '#f1f2f4'), left: 0, top: 0 });
  await Promise.all(
    cells.map(async (c, i) => {
      const x = pad + (i % cols) * (tw + pad);
      const y = headH + pad + Math.floor(i / cols) * (th + capH + pad);
      comps.push({ input: await thumb(c.buf, tw, th), left: x, top: y });
      comps.push({ input: textStrip(tw, capH, c.caption), left: x, top: y + th });
    }),
  );
  return writeSheet(file, W, H, comps);
}

/** o título quebrado em linhas de até 34 caracteres */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if ((cur + ' ' + w).trim().length > 34) {
      lines.push(cur.trim());
      cur = w;
    } else cur += ' ' + w;
  }
  if (cur.trim()) lines.push(cur.trim());
  return lines;
}

/** uma linha por lote: legenda à esquerda + todas as vistas */
async function lotRowsSheet(file: string, lots: readonly DemoLotEntry[], rendered: readonly RenderedImage[][], title: string) {
  const tw = 320;
  const th = 240;
  const capW = 260;
  const pad = 8;
  const headH = 40;
  const W = pad + capW + 4 * (tw + pad);
  const H = headH + pad + lots.length * (th + pad);
  const comps: OverlayOptions[] = [{ input: textStrip(W, headH, [title], '#f1f2f4'), left: 0, top: 0 }];
  await Promise.all(
    lots.map(async (lot, r) => {
      const y = headH + pad + r * (th + pad);
      const views = rendered[r]!;
      const cap = [
        lot.key,
        ...wrap(lot.title).slice(0, 6),
        `${lot.condition} · ${brl(lot.startPriceCents)}`,
        `${views.length} imagens · ${lot.art.kind}`,
      ];
      comps.push({ input: textStrip(capW, th, cap), left: pad, top: y });
      for (const [i, img] of views.entries())
        comps.push({ input: await thumb(img.body, tw, th), left: pad + capW + pad + i * (tw + pad), top: y });
    }),
  );
  return writeSheet(file, W, H, comps);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const limit = Math.max(1, availableParallelism());

  const t0 = performance.now();
  const lotImages = await pool(DEMO_LOTS, limit, (lot) => renderLotImages(lot));
  const t1 = performance.now();
  const bannerImages = await pool(DEMO_BANNERS, limit, (b) => renderBannerImage(b));
  const t2 = performance.now();

  const all = [...lotImages.flat(), ...bannerImages];
  await Promise.all(
    all.map(async (img) => {
      const file = join(outDir, img.key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, img.body);
    }),
  );

  const sheets: string[] = [];
  sheets.push(
    await gridSheet(
      join(outDir, 'contact-all.png'),
      DEMO_LOTS.map((lot, i) => ({
        buf: lotImages[i]![0]!.body,
        caption: [lot.title.slice(0, 44), `${lot.category} · ${brl(lot.startPriceCents)}`],
      })),
      { cols: 8, tw: 280, th: 210, title: `Arremate — ${DEMO_LOTS.length} lotes (imagem principal)` },
    ),
  );
  for (const cat of CATEGORIES) {
    const idx = DEMO_LOTS.map((l, i) => (l.category === cat ? i : -1)).filter((i) => i >= 0);
    sheets.push(
      await lotRowsSheet(
        join(outDir, `contact-${slug(cat)}.png`),
        idx.map((i) => DEMO_LOTS[i]!),
        idx.map((i) => lotImages[i]!),
        `${cat} — ${idx.length} lotes`,
      ),
    );
  }
  sheets.push(
    await gridSheet(
      join(outDir, 'contact-banners.png'),
      DEMO_BANNERS.map((b, i) => ({
        buf: bannerImages[i]!.body,
        caption: [b.title, `${b.linkUrl} · CTA: ${b.ctaLabel ?? '(padrão) Ver leilões'}`],
      })),
      { cols: 1, tw: 1200, th: 420, title: 'Banners (1600x560) — o texto é sobreposto pelo site à esquerda' },
    ),
  );
  const t3 = performance.now();

  const bytes = all.reduce((a, x) => a + x.body.length, 0);
  const nLot = lotImages.reduce((a, x) => a + x.length, 0);
  console.log(`Lotes: ${DEMO_LOTS.length} (${nLot} imagens 1200x900) · Banners: ${DEMO_BANNERS.length} (1600x560)`);
  console.log(`Renderização das imagens dos lotes: ${((t1 - t0) / 1000).toFixed(2)} s`);
  console.log(`Renderização dos banners:           ${((t2 - t1) / 1000).toFixed(2)} s`);
  console.log(
    `Total de renderização:              ${((t2 - t0) / 1000).toFixed(2)} s  (${limit} tarefas em paralelo, ${(bytes / 1024 / 1024).toFixed(1)} MB em WebP)`,
  );
  console.log(`Folhas de contato (${((t3 - t2) / 1000).toFixed(2)} s):`);
  for (const s of sheets) console.log('  ' + s);
  console.log(`Imagens gravadas em ${outDir}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
