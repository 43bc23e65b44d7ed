/** Primitivas SVG como texto: formatação estável de números, escape e um construtor por elemento. */

export const FONT = 'DejaVu Sans';
export const MONO = 'DejaVu Sans Mono';

/** número → texto curto e estável para atributos SVG */
export function f(n: number): string {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(2);
  return s.replace(/\.?0+$/, '') || '0';
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** atributos opcionais das formas: cantos, traço, opacidade e transformação */
export interface Attrs {
  rx?: number;
  stroke?: string;
  /** espessura do traço (com stroke; padrão 1) */
  sw?: number;
  lj?: 'round';
  lc?: 'round';
  dash?: string;
  op?: number;
  tr?: string;
}

function at(o: Attrs): string {
  let s = '';
  if (o.rx != null) s += ` rx="${f(o.rx)}"`;
  if (o.stroke) s += ` stroke="${o.stroke}" stroke-width="${f(o.sw ?? 1)}"`;
  if (o.lj) s += ` stroke-linejoin="${o.lj}"`;
  if (o.lc) s += ` stroke-linecap="${o.lc}"`;
  if (o.dash) s += ` stroke-dasharray="${o.dash}"`;
  if (o.op != null) s += ` opacity="${o.op}"`;
  if (o.tr) s += ` transform="${o.tr}"`;
  return s;
}

export const R = (x: number, y: number, w: number, h: number, fill: string, o: Attrs = {}): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${at(o)}/>`;
export const C = (cx: number, cy: number, r: number, fill: string, o: Attrs = {}): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${at(o)}/>`;
export const E = (cx: number, cy: number, rx: number, ry: number, fill: string, o: Attrs = {}): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${at(o)}/>`;
export const P = (d: string, fill: string, o: Attrs = {}): string => `<path d="${d}" fill="${fill}"${at(o)}/>`;
export const L = (x1: number, y1: number, x2: number, y2: number, stroke: string, sw = 1, o: Attrs = {}): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(sw)}"${at(o)}/>`;
export const poly = (pts: readonly (readonly [number, number])[], fill: string, o: Attrs = {}): string =>
  `<polygon points="${pts.map((p) => f(p[0]) + ',' + f(p[1])).join(' ')}" fill="${fill}"${at(o)}/>`;
/** grupo com transformação opcional e atributos extras já formatados (ex.: clip-path) */
export const G = (inner: string, tr?: string, extra = ''): string =>
  `<g${tr ? ` transform="${tr}"` : ''}${extra ? ' ' + extra : ''}>${inner}</g>`;

export interface TextOptions {
  size?: number;
  fill?: string;
  weight?: 'bold' | 'normal';
  anchor?: 'middle' | 'end';
  /** espaçamento entre letras */
  ls?: number;
  family?: string;
  op?: number;
  style?: 'italic';
  tr?: string;
}

export function T(x: number, y: number, str: string, o: TextOptions = {}): string {
  const { size = 12, fill = '#222', weight, anchor, ls, family = FONT, op, style, tr } = o;
  return (
    `<text x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${f(size)}" fill="${fill}"` +
    (weight ? ` font-weight="${weight}"` : '') +
    (anchor ? ` text-anchor="${anchor}"` : '') +
    (ls ? ` letter-spacing="${f(ls)}"` : '') +
    (op != null ? ` opacity="${op}"` : '') +
    (style ? ` font-style="${style}"` : '') +
    (tr ? ` transform="${tr}"` : '') +
    `>${esc(str)}</text>`
  );
}

/** retângulo com cantos arredondados só em cima (rt) e/ou embaixo (rb) */
export function rrPath(x: number, y: number, w: number, h: number, rt: number, rb: number): string {
  return (
    `M${f(x + rt)},${f(y)} H${f(x + w - rt)} Q${f(x + w)},${f(y)} ${f(x + w)},${f(y + rt)} ` +
    `V${f(y + h - rb)} Q${f(x + w)},${f(y + h)} ${f(x + w - rb)},${f(y + h)} H${f(x + rb)} ` +
    `Q${f(x)},${f(y + h)} ${f(x)},${f(y + h - rb)} V${f(y + rt)} Q${f(x)},${f(y)} ${f(x + rt)},${f(y)} Z`
  );
}
