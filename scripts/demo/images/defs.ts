/**
 * Contexto de uma imagem: o PRNG da vista, os dados estáveis do lote e as <defs> do documento
 * (gradientes, padrões, recortes), cada uma criada uma vez por chave e numerada na ordem de criação.
 */
import { darken, lighten } from './color';
import { type Identity, type IdentitySource, lotIdentity } from './identity';
import { hashStr, mulberry32 } from './random';
import { f } from './svg';

/** parada de gradiente: só a cor (posições distribuídas) ou [posição, cor, opacidade?] */
export type Stop = string | readonly [number, string, number?];

function stopsXml(stops: readonly Stop[]): string {
  const n = stops.length;
  return stops
    .map((s, i) => {
      const [o, c, op]: readonly [number, string, number?] = typeof s === 'string' ? [n === 1 ? 0 : i / (n - 1), s, 1] : s;
      return `<stop offset="${f(o)}" stop-color="${c}"${op != null && op !== 1 ? ` stop-opacity="${op}"` : ''}/>`;
    })
    .join('');
}

export class Ctx {
  readonly lot: IdentitySource | null;
  readonly id: Identity;
  private readonly rng: () => number;
  private readonly defs = new Map<string, { id: string; xml: string }>();

  constructor(seed: string, lot: IdentitySource | null = null) {
    this.rng = mulberry32(hashStr(seed));
    this.lot = lot;
    this.id = lot ? lotIdentity(lot) : lotIdentity({ key: seed });
  }
  /** próximo número em [0, 1) */
  r(): number {
    return this.rng();
  }
  /** inteiro em [a, b] */
  ri(a: number, b: number): number {
    return a + Math.floor(this.rng() * (b - a + 1));
  }
  private def(key: string, make: (id: string) => string): string {
    let d = this.defs.get(key);
    if (!d) {
      const id = 'd' + this.defs.size;
      d = { id, xml: make(id) };
      this.defs.set(key, d);
    }
    return d.id;
  }
  /** gradiente linear; stops: ['#c', ...] ou [[offset, '#c', opacity], ...] */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.def(
      'L' + JSON.stringify([stops, x1, y1, x2, y2]),
      (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.def(
      'R' + JSON.stringify([stops, cx, cy, r, fx, fy]),
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** padrão repetido em coordenadas do usuário */
  pat(key: string, w: number, h: number, inner: string): string {
    const id = this.def(
      'P' + key,
      (id) => `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse">${inner}</pattern>`,
    );
    return `url(#${id})`;
  }
  /** clip-path retangular arredondado (coordenadas do usuário) → atributo */
  clipRR(x: number, y: number, w: number, h: number, r: number): string {
    const id = this.def(
      'C' + [x, y, w, h, r].map(f).join(','),
      (id) => `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}"/></clipPath>`,
    );
    return `clip-path="url(#${id})"`;
  }
  defsXml(): string {
    return '<defs>' + [...this.defs.values()].map((d) => d.xml).join('') + '</defs>';
  }
}

/** direção de um gradiente linear: x1, y1, x2, y2 */
export type Direction = readonly [number, number, number, number];

/** paradas em sequência: stops([0, '#a'], [1, '#b']) */
export const stops = (...list: Stop[]): Stop[] => list;

/** paradas de uma só cor com opacidade variável: fade('#000', [0, 0.5], [1, 0]) */
export const fade = (color: string, ...at: (readonly [offset: number, opacity: number])[]): Stop[] =>
  at.map(([o, a]) => [o, color, a] as const);

/** brilho sobre uma cor base: clareada no início, a própria base em `mid` (se houver) e escurecida no fim */
export const shine = (base: string, light: number, dark: number, mid?: number): Stop[] =>
  mid === undefined
    ? stops([0, lighten(base, light)], [1, darken(base, dark)])
    : stops([0, lighten(base, light)], [mid, base], [1, darken(base, dark)]);

/** superfície metálica/plástica: gradiente vertical a partir de uma cor base */
export function surf(ctx: Ctx, base: string, amt = 0.14, dir: Direction = [0, 0, 0, 1]): string {
  return ctx.lin(shine(base, amt, amt * 0.9, 0.55), ...dir);
}

/** volume arredondado (botão, parafuso, concha): gradiente radial com o brilho no alto à esquerda */
export function dome(ctx: Ctx, list: readonly Stop[], cx = 0.4, cy = 0.35, r = 0.7): string {
  return ctx.rad(list, cx, cy, r);
}

/** documento SVG completo: as <defs> do contexto seguidas do conteúdo */
export const svgDocument = (ctx: Ctx, w: number, h: number, inner: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${ctx.defsXml()}${inner}</svg>`;
