/**
 * Arremate — renderizador das imagens de demonstração (lotes e banners).
 *
 * Cada imagem é montada como SVG (ilustração de produto em fundo de estúdio) e convertida para WebP
 * com sharp. Tudo é determinístico: a mesma entrada gera exatamente os mesmos bytes (PRNG com semente
 * derivada da chave do lote ou do banner).
 *
 *   renderLotImages(lot)      → [{ key: 'lots/<key>/<n>.webp', contentType, body }]  (1200x900)
 *   renderBannerImage(banner) → { key: 'banners/<key>.webp', contentType, body }      (1600x560)
 *
 * Organização: random, values, color, geometry, svg (utilidades); identity (patrimônio e S/N do lote);
 * defs (contexto de <defs> e gradientes); drawing e box3d (composição); brands, screens, parts, ports,
 * labels, accessories, keyboard-layout (peças comuns); art e kinds/ (parâmetros e desenhistas, um módulo
 * por família de produtos); scene (a cena de um lote) e banners.
 */
import sharp from 'sharp';
import { type BannerSource, bannerSvg } from './banners';
import { type LotSource, lotViewSvg } from './scene';

export type { ArtCommon } from './art';
export type { BannerArt, BannerSource } from './banners';
export type { ArtByKind, ArtKind, LotArt } from './kinds';
export type { LotSource } from './scene';
export { bannerSvg, lotViewSvg };

export interface RenderedImage {
  /** a chave do objeto no R2 */
  key: string;
  contentType: string;
  body: Buffer;
}

const WEBP = { quality: 80 };

async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

/** 2..4 imagens WebP 1200x900 de um lote */
export async function renderLotImages(lot: LotSource): Promise<RenderedImage[]> {
  const count = Math.max(2, Math.min(4, lot.imageCount ?? 3));
  const out: RenderedImage[] = [];
  for (let n = 1; n <= count; n++) {
    const svg = lotViewSvg(lot, n);
    out.push({ key: `lots/${lot.key}/${n}.webp`, contentType: 'image/webp', body: await toWebp(svg) });
  }
  return out;
}

/** um WebP 1600x560 por banner */
export async function renderBannerImage(banner: BannerSource): Promise<RenderedImage> {
  return { key: `banners/${banner.key}.webp`, contentType: 'image/webp', body: await toWebp(bannerSvg(banner)) };
}
