#!/usr/bin/env node
// Pré-visualização das imagens de demonstração.
//
//   node scripts/demo/preview.mjs [outDir]        (padrão: /tmp/arremate-preview)
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
import sharp from 'sharp';
import { CATEGORIES, DEMO_BANNERS, DEMO_LOTS } from './catalogue.mjs';
import { renderBannerImage, renderLotImages } from './render-images.mjs';

const outDir = process.argv[2] ?? '/tmp/arremate-preview';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const brl = (cents) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** executa fn sobre os itens com no máximo `limit` tarefas simultâneas, preservando a ordem */
async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function textStrip(w, h, lines, bg = '#ffffff') {
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

async function thumb(buf, w, h) {
  return sharp(buf).resize(w, h, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
}

/** grade: cells = [{ buf, caption[] }] */
async function gridSheet(file, cells, { cols, tw, th, capH = 40, title }) {
  const pad = 8;
  const headH = title ? 40 : 0;
  const rows = Math.ceil(cells.length / cols);
  const W = pad + cols * (tw + pad);
  const H = headH + pad + rows * (th + capH + pad);
  const comps = [];
  if (title) comps.push({ input: textStrip(W, headH, [title], '#f1f2f4'), left: 0, top: 0 });
  await Promise.all(
    cells.map(async (c, i) => {
      const x = pad + (i % cols) * (tw + pad);
      const y = headH + pad + Math.floor(i / cols) * (th + capH + pad);
      comps.push({ input: await thumb(c.buf, tw, th), left: x, top: y });
      comps.push({ input: textStrip(tw, capH, c.caption), left: x, top: y + th });
    }),
  );
  await sharp({ create: { width: W, height: H, channels: 3, background: '#d9dce1' } })
    .composite(comps)
    .png()
    .toFile(file);
  return file;
}

/** uma linha por lote: legenda à esquerda + todas as vistas */
async function lotRowsSheet(file, lots, rendered, title) {
  const tw = 320;
  const th = 240;
  const capW = 260;
  const pad = 8;
  const headH = 40;
  const W = pad + capW + 4 * (tw + pad);
  const H = headH + pad + lots.length * (th + pad);
  const comps = [{ input: textStrip(W, headH, [title], '#f1f2f4'), left: 0, top: 0 }];
  await Promise.all(
    lots.map(async (lot, r) => {
      const y = headH + pad + r * (th + pad);
      const words = lot.title.split(' ');
      const lines = [];
      let cur = '';
      for (const w of words) {
        if ((cur + ' ' + w).trim().length > 34) {
          lines.push(cur.trim());
          cur = w;
        } else cur += ' ' + w;
      }
      if (cur.trim()) lines.push(cur.trim());
      const cap = [
        lot.key,
        ...lines.slice(0, 6),
        `${lot.condition} · ${brl(lot.startPriceCents)}`,
        `${rendered[r].length} imagens · ${lot.art.kind}`,
      ];
      comps.push({ input: textStrip(capW, th, cap), left: pad, top: y });
      for (const [i, img] of rendered[r].entries())
        comps.push({ input: await thumb(img.body, tw, th), left: pad + capW + pad + i * (tw + pad), top: y });
    }),
  );
  await sharp({ create: { width: W, height: H, channels: 3, background: '#d9dce1' } })
    .composite(comps)
    .png()
    .toFile(file);
  return file;
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

  const sheets = [];
  sheets.push(
    await gridSheet(
      join(outDir, 'contact-all.png'),
      DEMO_LOTS.map((lot, i) => ({
        buf: lotImages[i][0].body,
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
        idx.map((i) => DEMO_LOTS[i]),
        idx.map((i) => lotImages[i]),
        `${cat} — ${idx.length} lotes`,
      ),
    );
  }
  sheets.push(
    await gridSheet(
      join(outDir, 'contact-banners.png'),
      DEMO_BANNERS.map((b, i) => ({
        buf: bannerImages[i].body,
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
