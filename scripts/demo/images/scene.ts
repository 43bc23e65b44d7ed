/** Cena de um lote: o produto no fundo de estúdio, enquadrado por vista (a de detalhe amplia o foco da drawing). */
import { type View, VIEWS } from './art';
import { Ctx, fade, stops, svgDocument } from './defs';
import { type Drawing, place } from './drawing';
import type { IdentitySource } from './identity';
import { type ArtByKind, type ArtKind, KINDS, type LotArt } from './kinds';
import { E, R } from './svg';

export const IMG_W = 1200;
export const IMG_H = 900;

/** enquadramento por tipo (objetos largos e baixos podem ocupar mais da largura) */
const FIT: Partial<Record<ArtKind, { maxW: number }>> = {
  server: { maxW: 1130 },
  switch: { maxW: 1130 },
  keyboard: { maxW: 1080 },
  combo: { maxW: 1080 },
};

/** fundo de estúdio claro (ciclorama) */
function studio(ctx: Ctx, w: number, h: number): string {
  return (
    R(0, 0, w, h, ctx.lin(stops([0, '#dfe2e6'], [0.5, '#f4f5f7'], [0.7, '#f7f8f9'], [1, '#e3e6ea']))) +
    E(w / 2, h * 0.5, w * 0.62, h * 0.5, ctx.rad(fade('#ffffff', [0, 0.9], [0.7, 0.35], [1, 0]))) +
    R(0, h * 0.78, w, h * 0.22, ctx.lin(stops([0, '#d5d9de', 0], [1, '#cdd1d7', 0.55])))
  );
}

function lotSceneSvg(ctx: Ctx, d: Drawing, view: View, kind: ArtKind): string {
  const W = IMG_W;
  const H = IMG_H;
  const bg = studio(ctx, W, H);
  let body;
  if (view === 'detail' && d.focus) {
    const fo = d.focus;
    const s = Math.min(W / fo.w, H / fo.h);
    const tx = W / 2 - (fo.x + fo.w / 2) * s;
    const ty = H / 2 - (fo.y + fo.h / 2) * s;
    // vinheta
    body =
      place(ctx, d, tx, ty, s, { shadow: 0.6 }) + R(0, 0, W, H, ctx.rad(fade('#000000', [0, 0], [0.7, 0.03], [1, 0.2]), 0.5, 0.5, 0.75));
  } else {
    const maxW = FIT[kind]?.maxW ?? 1000;
    const maxH = 650;
    const s = Math.min(maxW / d.w, maxH / d.h);
    const x = (W - d.w * s) / 2;
    const y = (H - d.h * s) / 2 + 28;
    body = place(ctx, d, x, y, s);
  }
  return svgDocument(ctx, W, H, bg + body);
}

/** o que se desenha de um lote: a chave (semente) e a arte */
export interface LotSource extends IdentitySource {
  art: LotArt;
  /** quantas vistas (2 a 4; padrão 3) */
  imageCount?: number;
}

/** a drawing de uma vista, com os parâmetros do tipo (K liga o tipo aos seus desenhistas) */
function drawView<K extends ArtKind>(ctx: Ctx, kind: K, art: ArtByKind[K], view: View): Drawing {
  const drawers: (typeof KINDS)[K] = KINDS[kind];
  return drawers[view](ctx, art);
}

/** SVG da vista n (1 = frente, 2 = outro ângulo, 3 = detalhe, 4 = kit) de um lote */
export function lotViewSvg(lot: LotSource, n: number): string {
  const { art } = lot;
  if (!Object.hasOwn(KINDS, art.kind)) throw new Error(`render-images: tipo de arte desconhecido "${art.kind}" no lote ${lot.key}`);
  const view = VIEWS[n - 1] ?? 'hero';
  const ctx = new Ctx(`${lot.key}#${n}`, lot);
  return lotSceneSvg(ctx, drawView(ctx, art.kind, art, view), view, art.kind);
}
