// Arremate — renderizador de imagens de demonstração (lotes e banners).
//
// Cada imagem é montada como SVG (ilustração de produto em fundo de estúdio)
// e convertida para WebP com sharp. Tudo é determinístico: a mesma entrada
// gera exatamente os mesmos bytes (PRNG com semente derivada de lot.key).
//
//   renderLotImages(lot)      → [{ key: 'lots/<key>/<n>.webp', contentType, body }]  (1200x900)
//   renderBannerImage(banner) → { key: 'banners/<key>.webp', contentType, body }      (1600x560)
//
// Organização do arquivo:
//   1. utilidades (PRNG, cores, números)          5. telas (wallpapers)
//   2. contexto de <defs> (gradientes, padrões)   6. peças comuns (portas, LEDs, etiquetas, caixas, cabos)
//   3. primitivas SVG                             7. um desenhista por tipo de produto (KINDS)
//   4. marcas e logotipos                         8. cena / composição / banners / API

import sharp from 'sharp';

const IMG_W = 1200;
const IMG_H = 900;
const BANNER_W = 1600;
const BANNER_H = 560;
const FONT = 'DejaVu Sans';
const MONO = 'DejaVu Sans Mono';
const WEBP = { quality: 80 };

// ───────────────────────────── 1. utilidades ─────────────────────────────

function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (const ch of String(s)) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** número → texto curto e estável para atributos SVG */
function f(n) {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(2);
  return s.replace(/\.?0+$/, '') || '0';
}

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function hex2rgb(h) {
  let s = h.replace('#', '');
  if (s.length === 3)
    s = s
      .split('')
      .map((c) => c + c)
      .join('');
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
function rgb2hex(rgb) {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
function mix(a, b, t) {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const isDark = (c) => {
  const [r, g, b] = hex2rgb(c);
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
};
const darken = (c, t) => mix(c, '#000000', t);
const lerp = (a, b, t) => a + (b - a) * t;
const range = (n) => Array.from({ length: n }, (_, i) => i);

/** dados estáveis de um lote: número de patrimônio, número de série */
function lotIdentity(lot) {
  const h = hashStr(lot.key);
  const r = mulberry32(h ^ 0x9e3779b9);
  const alnum = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const sn = (n) =>
    range(n)
      .map(() => alnum[Math.floor(r() * alnum.length)])
      .join('');
  return {
    tagNo: lot.art?.tagNo ?? String(1000 + (h % 98000)).padStart(6, '0'),
    serial: sn(7),
    serialLong: sn(4) + '-' + sn(4) + '-' + sn(4),
    year: 2017 + (h % 6),
    anatel: `${String((h % 90000) + 10000).padStart(5, '0')}-${String(16 + (h % 8))}-0${(h % 9000) + 1000}`,
  };
}

// ───────────────────────── 2. contexto de <defs> ─────────────────────────

class Ctx {
  constructor(seed, lot = null) {
    this.rng = mulberry32(hashStr(seed));
    this.defs = new Map();
    this.lot = lot;
    this.id = lot ? lotIdentity(lot) : lotIdentity({ key: seed });
  }
  r() {
    return this.rng();
  }
  ri(a, b) {
    return a + Math.floor(this.rng() * (b - a + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.rng() * arr.length)];
  }
  def(key, make) {
    let d = this.defs.get(key);
    if (!d) {
      const id = 'd' + this.defs.size;
      d = { id, xml: make(id) };
      this.defs.set(key, d);
    }
    return d.id;
  }
  /** gradiente linear; stops: ['#c', ...] ou [[offset, '#c', opacity], ...] */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.def(
      'L' + JSON.stringify([stops, x1, y1, x2, y2]),
      (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.def(
      'R' + JSON.stringify([stops, cx, cy, r, fx, fy]),
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** padrão repetido em coordenadas do usuário */
  pat(key, w, h, inner) {
    const id = this.def(
      'P' + key,
      (id) => `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse">${inner}</pattern>`,
    );
    return `url(#${id})`;
  }
  /** clip-path retangular arredondado (coordenadas do usuário) → atributo */
  clipRR(x, y, w, h, r) {
    const id = this.def(
      'C' + [x, y, w, h, r].map(f).join(','),
      (id) => `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}"/></clipPath>`,
    );
    return `clip-path="url(#${id})"`;
  }
  blur(sd) {
    const id = this.def(
      'B' + sd,
      (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  defsXml() {
    return '<defs>' + [...this.defs.values()].map((d) => d.xml).join('') + '</defs>';
  }
}

function stopsXml(stops) {
  const n = stops.length;
  return stops
    .map((s, i) => {
      const [o, c, op] = Array.isArray(s) ? s : [n === 1 ? 0 : i / (n - 1), s, 1];
      return `<stop offset="${f(o)}" stop-color="${c}"${op != null && op !== 1 ? ` stop-opacity="${op}"` : ''}/>`;
    })
    .join('');
}

// ───────────────────────────── 3. primitivas ─────────────────────────────

function at(o) {
  let s = '';
  if (o.rx != null) s += ` rx="${f(o.rx)}"`;
  if (o.ry != null) s += ` ry="${f(o.ry)}"`;
  if (o.stroke) s += ` stroke="${o.stroke}" stroke-width="${f(o.sw ?? 1)}"`;
  if (o.lj) s += ` stroke-linejoin="${o.lj}"`;
  if (o.lc) s += ` stroke-linecap="${o.lc}"`;
  if (o.dash) s += ` stroke-dasharray="${o.dash}"`;
  if (o.op != null) s += ` opacity="${o.op}"`;
  if (o.fo != null) s += ` fill-opacity="${o.fo}"`;
  if (o.tr) s += ` transform="${o.tr}"`;
  if (o.filter) s += ` filter="${o.filter}"`;
  return s;
}
const R = (x, y, w, h, fill, o = {}) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${at(o)}/>`;
const C = (cx, cy, r, fill, o = {}) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${at(o)}/>`;
const E = (cx, cy, rx, ry, fill, o = {}) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${at(o)}/>`;
const P = (d, fill, o = {}) => `<path d="${d}" fill="${fill}"${at(o)}/>`;
const L = (x1, y1, x2, y2, stroke, sw = 1, o = {}) =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(sw)}"${at(o)}/>`;
const poly = (pts, fill, o = {}) => `<polygon points="${pts.map((p) => f(p[0]) + ',' + f(p[1])).join(' ')}" fill="${fill}"${at(o)}/>`;
const G = (inner, tr, extra = '') => `<g${tr ? ` transform="${tr}"` : ''}${extra ? ' ' + extra : ''}>${inner}</g>`;

function T(x, y, str, o = {}) {
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
function rrPath(x, y, w, h, rt, rb) {
  return (
    `M${f(x + rt)},${f(y)} H${f(x + w - rt)} Q${f(x + w)},${f(y)} ${f(x + w)},${f(y + rt)} ` +
    `V${f(y + h - rb)} Q${f(x + w)},${f(y + h)} ${f(x + w - rb)},${f(y + h)} H${f(x + rb)} ` +
    `Q${f(x)},${f(y + h)} ${f(x)},${f(y + h - rb)} V${f(y + rt)} Q${f(x)},${f(y)} ${f(x + rt)},${f(y)} Z`
  );
}

/** mapeamento bilinear de um quadrilátero: (u,v) ∈ [0,1]² → ponto */
function quadMap(tl, tr, br, bl) {
  return (u, v) => {
    const top = [lerp(tl[0], tr[0], u), lerp(tl[1], tr[1], u)];
    const bot = [lerp(bl[0], br[0], u), lerp(bl[1], br[1], u)];
    return [lerp(top[0], bot[0], v), lerp(top[1], bot[1], v)];
  };
}
const quadPts = (m, u0, v0, u1, v1) => [m(u0, v0), m(u1, v0), m(u1, v1), m(u0, v1)];

/** superfície metálica/plástica: gradiente vertical a partir de uma cor base */
function surf(ctx, base, amt = 0.14, dir = [0, 0, 0, 1]) {
  return ctx.lin(
    [
      [0, lighten(base, amt)],
      [0.55, base],
      [1, darken(base, amt * 0.9)],
    ],
    ...dir,
  );
}

/**
 * caixa em projeção oblíqua (frente plana, topo e lateral direita em perspectiva).
 * faces: front(w,h) em (0..w,0..h); top(w,d) com t=0 no fundo, t=d na borda frontal; side(d,h) com s=0 na frente.
 */
function box3d(ctx, o) {
  const { w, h, d, k = 0.42, ang = 32, body = '#888', front, top, side, topColor, sideColor, edge = true } = o;
  const a = (ang * Math.PI) / 180;
  const kc = (d * k * Math.cos(a)) / d;
  const ks = (d * k * Math.sin(a)) / d;
  const dx = d * kc;
  const dy = d * ks;
  const tc = topColor ?? lighten(body, 0.16);
  const sc = sideColor ?? darken(body, 0.22);
  const topM = `matrix(1,0,${f(-kc)},${f(ks)},${f(dx)},0)`;
  const sideM = `matrix(${f(kc)},${f(-ks)},0,1,${f(w)},${f(dy)})`;
  let s = '';
  s += poly(
    [
      [0, dy],
      [dx, 0],
      [w + dx, 0],
      [w, dy],
    ],
    ctx.lin([
      [0, darken(tc, 0.06)],
      [1, lighten(tc, 0.08)],
    ]),
  );
  if (top) s += G(top(w, d), topM);
  s += poly(
    [
      [w, dy],
      [w + dx, 0],
      [w + dx, h],
      [w, h + dy],
    ],
    ctx.lin(
      [
        [0, lighten(sc, 0.05)],
        [1, darken(sc, 0.12)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  if (side) s += G(side(d, h), sideM);
  s += R(0, dy, w, h, surf(ctx, body, 0.1));
  if (front) s += G(front(w, h), `translate(0,${f(dy)})`);
  if (edge) {
    s += L(0, dy, w, dy, '#ffffff', 1.4, { op: 0.45 });
    s += L(w, dy, w + dx, 0, '#ffffff', 1.2, { op: 0.3 });
    s += L(w, dy, w, h + dy, '#000000', 1, { op: 0.18 });
  }
  return {
    svg: s,
    w: w + dx,
    h: h + dy,
    dx,
    dy,
    shadow: { cx: (w + dx) / 2, cy: h + dy * 0.5, rx: (w + dx) * 0.53, ry: dy * 0.55 + 10 },
  };
}

/** drawing = { svg, w, h, shadow?, focus? } ; posiciona com sombra de contato */
function shadowSvg(ctx, sh, strength = 1) {
  const g1 = ctx.rad([
    [0, '#000000', 0.34 * strength],
    [0.6, '#000000', 0.12 * strength],
    [1, '#000000', 0],
  ]);
  const g2 = ctx.rad([
    [0, '#000000', 0.5 * strength],
    [1, '#000000', 0],
  ]);
  return E(sh.cx, sh.cy, sh.rx * 1.12, sh.ry * 1.25 + 12, g1) + E(sh.cx, sh.cy, sh.rx * 0.96, sh.ry * 0.8, g2);
}
function defShadow(d) {
  return d.shadow ?? { cx: d.w / 2, cy: d.h - 2, rx: d.w * 0.5, ry: Math.max(10, d.h * 0.035) };
}
function place(ctx, d, x, y, s = 1, o = {}) {
  const sh = o.noShadow || d.noShadow ? '' : shadowSvg(ctx, defShadow(d), o.shadow ?? 1);
  return G(sh + d.svg, `translate(${f(x)},${f(y)}) scale(${f(s)})`);
}

/** combina várias drawings numa só: items = [{ d, x, y, s }] (x,y = canto sup. esq.) */
function arrange(ctx, items, o = {}) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const it of items) {
    const s = it.s ?? 1;
    minX = Math.min(minX, it.x);
    minY = Math.min(minY, it.y);
    maxX = Math.max(maxX, it.x + it.d.w * s);
    maxY = Math.max(maxY, it.y + it.d.h * s);
  }
  const svg = items.map((it) => place(ctx, it.d, it.x - minX, it.y - minY, it.s ?? 1, it)).join('');
  const out = { svg, w: maxX - minX, h: maxY - minY, noShadow: true };
  if (o.focus) out.focus = { ...o.focus, x: o.focus.x - minX, y: o.focus.y - minY };
  return out;
}

/** posiciona uma drawing apoiada numa linha de base (y = base) e centrada em cx, com altura alvo */
const onBase = (d, cx, base, hgt) => {
  const s = hgt / d.h;
  return { d, s, x: cx - (d.w * s) / 2, y: base - d.h * s };
};

// ───────────────────────── 4. marcas e logotipos ─────────────────────────

const BRANDS = {
  dell: { name: 'DELL', accent: '#0076CE' },
  hp: { name: 'hp', accent: '#0096D6' },
  hpe: { name: 'Hewlett Packard Enterprise', accent: '#01A982' },
  lenovo: { name: 'Lenovo', accent: '#E2231A' },
  apple: { name: 'Apple', accent: '#8e8e93' },
  samsung: { name: 'SAMSUNG', accent: '#1428A0' },
  lg: { name: 'LG', accent: '#A50034' },
  aoc: { name: 'AOC', accent: '#D7000F' },
  philips: { name: 'PHILIPS', accent: '#0B5ED7' },
  asus: { name: 'ASUS', accent: '#00539B' },
  acer: { name: 'acer', accent: '#83B81A' },
  positivo: { name: 'Positivo', accent: '#F26522' },
  cisco: { name: 'cisco', accent: '#049FD9' },
  ubiquiti: { name: 'UBIQUITI', accent: '#006FFF' },
  mikrotik: { name: 'MikroTik', accent: '#E4002B' },
  tplink: { name: 'tp-link', accent: '#4ACBD6' },
  intelbras: { name: 'intelbras', accent: '#00A335' },
  logitech: { name: 'logitech', accent: '#00B8FC' },
  microsoft: { name: 'Microsoft', accent: '#737373' },
  epson: { name: 'EPSON', accent: '#003399' },
  brother: { name: 'brother', accent: '#0D2D6C' },
  sms: { name: 'SMS', accent: '#0061AF' },
  apc: { name: 'APC', accent: '#3DCD58' },
  ragtech: { name: 'RAGTECH', accent: '#E30613' },
  kingston: { name: 'Kingston', accent: '#C8102E' },
  corsair: { name: 'CORSAIR', accent: '#FFD100' },
  crucial: { name: 'Crucial', accent: '#0079C1' },
  seagate: { name: 'SEAGATE', accent: '#6EBE49' },
  wd: { name: 'WD', accent: '#7B2D8E' },
  intel: { name: 'intel', accent: '#0071C5' },
  amd: { name: 'AMD', accent: '#ED1C24' },
  nvidia: { name: 'NVIDIA', accent: '#76B900' },
  msi: { name: 'msi', accent: '#E60012' },
  gigabyte: { name: 'GIGABYTE', accent: '#F28A00' },
  galax: { name: 'GALAX', accent: '#E4002B' },
  motorola: { name: 'motorola', accent: '#5C92FA' },
  xiaomi: { name: 'Xiaomi', accent: '#FF6900' },
  jabra: { name: 'jabra', accent: '#FFD400' },
  hyperx: { name: 'HyperX', accent: '#E31837' },
  generic: { name: '', accent: '#C8102E' },
};
const brandOf = (b) => BRANDS[b] ?? { name: String(b ?? '').toUpperCase(), accent: '#C8102E' };

const APPLE_PATH =
  'M80.6 53.2c-.1-9.3 7.6-13.8 7.9-14-4.3-6.3-11-7.2-13.4-7.3-5.7-.6-11.1 3.4-14 3.4-2.9 0-7.3-3.3-12-3.2-6.2.1-11.9 3.6-15.1 9.1-6.4 11.2-1.6 27.7 4.6 36.8 3.1 4.4 6.7 9.4 11.5 9.2 4.6-.2 6.4-3 12-3 5.6 0 7.2 3 12.1 2.9 5-.1 8.1-4.5 11.1-9 3.5-5.1 5-10.1 5-10.4-.1 0-9.6-3.7-9.7-14.5zM71.5 25.9c2.5-3.1 4.3-7.4 3.8-11.7-3.7.2-8.1 2.5-10.8 5.6-2.3 2.7-4.4 7.1-3.9 11.3 4.1.3 8.3-2.1 10.9-5.2z';

/** logotipo centrado em (cx,cy); s ≈ altura de referência */
function logo(brand, cx, cy, s, color, o = {}) {
  if (!brand || brand === 'none') return '';
  const t = (str, k = 1, extra = {}) =>
    T(cx, cy + s * 0.36 * k, str, { size: s * k, anchor: 'middle', fill: color, weight: 'bold', ...extra });
  switch (brand) {
    case 'dell':
      return (
        C(cx, cy, s * 0.78, 'none', { stroke: color, sw: s * 0.1 }) +
        T(cx, cy + s * 0.2, 'DELL', { size: s * 0.56, anchor: 'middle', fill: color, weight: 'bold', ls: -s * 0.01 })
      );
    case 'hp':
      return (
        C(cx, cy, s * 0.7, color) +
        T(cx - s * 0.02, cy + s * 0.2, 'hp', { size: s * 0.66, anchor: 'middle', fill: o.bg ?? '#ffffff', weight: 'bold', style: 'italic' })
      );
    case 'apple':
      return G(P(APPLE_PATH, color), `translate(${f(cx - s * 0.52)},${f(cy - s * 0.58)}) scale(${f(s / 90)})`);
    case 'lenovo':
      if (o.box)
        return (
          R(cx - s * 2, cy - s * 0.55, s * 4, s * 1.1, BRANDS.lenovo.accent) +
          T(cx, cy + s * 0.3, 'Lenovo', { size: s * 0.85, anchor: 'middle', fill: '#fff', weight: 'bold', ls: -s * 0.02 })
        );
      return t('Lenovo', 0.9, { ls: -s * 0.02 });
    case 'thinkpad':
      return (
        T(cx, cy + s * 0.32, 'ThinkPad', { size: s * 0.9, anchor: 'middle', fill: color, weight: 'bold', style: 'italic', ls: -s * 0.03 }) +
        C(cx - s * 0.73, cy - s * 0.34, s * 0.1, '#E2231A')
      );
    case 'thinkcentre':
      return T(cx, cy + s * 0.32, 'ThinkCentre', {
        size: s * 0.8,
        anchor: 'middle',
        fill: color,
        weight: 'bold',
        style: 'italic',
        ls: -s * 0.03,
      });
    case 'cisco': {
      const hs = [0.35, 0.6, 0.35, 0.6, 1, 0.6, 0.35, 0.6, 0.35];
      const bw = s * 0.09;
      let b = '';
      hs.forEach((h, i) => {
        const x = cx - s * 0.95 + i * s * 0.24;
        b += R(x, cy - s * 0.2 - h * s * 0.55, bw, h * s * 0.55, color, { rx: bw / 2 });
      });
      return b + T(cx, cy + s * 0.42, 'cisco', { size: s * 0.62, anchor: 'middle', fill: color, weight: 'bold' });
    }
    case 'ubiquiti':
    case 'unifi': {
      const w = s * 0.7;
      return P(
        `M${f(cx - w / 2)},${f(cy - s * 0.5)} v${f(s * 0.55)} a${f(w / 2)},${f(w / 2)} 0 0 0 ${f(w)},0 v${f(-s * 0.55)} h${f(-w * 0.3)} v${f(s * 0.55)} a${f(w * 0.2)},${f(w * 0.2)} 0 0 1 ${f(-w * 0.4)},0 v${f(-s * 0.55)} z`,
        color,
      );
    }
    case 'samsung':
      return t('SAMSUNG', 0.8, { ls: s * 0.1 });
    case 'intel':
      return t('intel', 1, { weight: 'normal', ls: -s * 0.02 });
    case 'logitech':
      return t('logitech', 0.85, { weight: 'normal' });
    case 'tplink':
      return t('tp-link', 0.95, { weight: 'normal' });
    case 'intelbras':
      return t('intelbras', 0.9, { weight: 'bold', ls: -s * 0.02 });
    case 'mikrotik':
      return t('MikroTik', 0.9, { style: 'italic' });
    case 'motorola':
      return (
        C(cx, cy, s * 0.62, 'none', { stroke: color, sw: s * 0.08 }) +
        P(
          `M${f(cx - s * 0.38)},${f(cy + s * 0.3)} L${f(cx - s * 0.2)},${f(cy - s * 0.32)} L${f(cx)},${f(cy + s * 0.12)} L${f(cx + s * 0.2)},${f(cy - s * 0.32)} L${f(cx + s * 0.38)},${f(cy + s * 0.3)}`,
          'none',
          { stroke: color, sw: s * 0.11, lj: 'round' },
        )
      );
    case 'xiaomi':
      return (
        R(cx - s * 0.55, cy - s * 0.55, s * 1.1, s * 1.1, BRANDS.xiaomi.accent, { rx: s * 0.3 }) +
        T(cx, cy + s * 0.2, 'mi', { size: s * 0.62, anchor: 'middle', fill: '#fff', weight: 'bold' })
      );
    case 'wd':
      return t('WD', 1, { style: 'italic' });
    case 'acer':
      return t('acer', 1, { weight: 'normal', ls: -s * 0.03 });
    case 'hpe':
      return (
        R(cx - s * 0.7, cy - s * 0.42, s * 1.4, s * 0.5, 'none', { stroke: BRANDS.hpe.accent, sw: s * 0.14 }) +
        T(cx, cy + s * 0.55, 'Hewlett Packard Enterprise', { size: s * 0.26, anchor: 'middle', fill: color, weight: 'bold' })
      );
    default: {
      const b = brandOf(brand);
      return t(b.name || String(brand), 0.85);
    }
  }
}

// ─────────────────────────── 5. telas (wallpapers) ───────────────────────────

/** conteúdo de tela em coordenadas locais 0..w, 0..h (recortado por <svg> aninhado) */
function screen(ctx, x, y, w, h, style = 'win11', o = {}) {
  const body = (SCREENS[style] ?? SCREENS.win11)(ctx, w, h, o);
  const glare =
    o.glare === false
      ? ''
      : poly(
          [
            [w * 0.52, 0],
            [w * 0.8, 0],
            [w * 0.38, h],
            [w * 0.1, h],
          ],
          ctx.lin([
            [0, '#ffffff', 0.09],
            [1, '#ffffff', 0.02],
          ]),
        );
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${f(w)} ${f(h)}" overflow="hidden">${body}${glare}</svg>`;
}

function taskbarIcons(ctx, cx, cy, s, n = 7) {
  const cols = ['#0078d4', '#f4b400', '#1fa463', '#e8eaed', '#6264a7', '#d83b01', '#00a4ef', '#7e57c2'];
  let out = '';
  const start = cx - ((n - 1) * s * 1.5) / 2;
  for (let i = 0; i < n; i++) {
    const x = start + i * s * 1.5;
    if (i === 0) {
      for (const [dx, dy] of [
        [-1, -1],
        [0.08, -1],
        [-1, 0.08],
        [0.08, 0.08],
      ])
        out += R(x + dx * s * 0.42, cy + dy * s * 0.42, s * 0.38, s * 0.38, '#1c8cf0');
    } else out += R(x - s / 2, cy - s / 2, s, s, cols[(i + 2) % cols.length], { rx: s * 0.22 });
  }
  return out;
}

const SCREENS = {
  win11(ctx, w, h, o) {
    const dark = o.dark ?? true;
    let s = R(0, 0, w, h, ctx.lin(dark ? ['#061636', '#0d2f77', '#1f5fc4'] : ['#dfe9f7', '#b9d2f1', '#8fb6ea'], 0, 0, 1, 1));
    const cx = w * 0.5;
    const cy = h * 0.62;
    const pet = ctx.lin(
      [
        [0, '#b6e0ff'],
        [0.5, '#3c8df2'],
        [1, '#0a3cae', 0.9],
      ],
      0,
      0,
      1,
      1,
    );
    for (const a of [-64, -36, -12, 12, 36, 64]) {
      s += E(cx, cy - h * 0.23, w * 0.075, h * 0.27, pet, { tr: `rotate(${a} ${f(cx)} ${f(cy)})`, op: 0.88 });
    }
    s += E(cx, cy, w * 0.06, h * 0.05, '#dff1ff', { op: 0.6 });
    const tb = h * 0.065;
    s += R(0, h - tb, w, tb, dark ? '#1c2333' : '#f3f5f8', { op: 0.92 });
    s += taskbarIcons(ctx, w / 2, h - tb / 2, tb * 0.5);
    s += T(w - tb * 0.4, h - tb * 0.38, '14:32', { size: tb * 0.32, anchor: 'end', fill: dark ? '#e8eaed' : '#222' });
    // ícones da área de trabalho
    for (let i = 0; i < 3; i++) {
      s += R(w * 0.02, h * 0.03 + i * h * 0.11, h * 0.055, h * 0.05, ['#e8eaed', '#f4c542', '#4aa3f0'][i], { rx: 2, op: 0.9 });
    }
    return s;
  },
  win10(ctx, w, h) {
    let s = R(0, 0, w, h, ctx.lin(['#001b3d', '#003a80', '#0063b1'], 0, 1, 1, 0));
    s += poly(
      [
        [w * 0.55, h * 0.3],
        [w * 0.78, h * 0.2],
        [w * 0.78, h * 0.72],
        [w * 0.55, h * 0.66],
      ],
      ctx.lin(['#7fc4ff', '#1a7fe0'], 0, 0, 1, 1),
      { op: 0.9 },
    );
    s += L(w * 0.55, h * 0.48, w * 0.78, h * 0.46, '#001b3d', h * 0.012);
    s += L(w * 0.665, h * 0.25, w * 0.665, h * 0.69, '#001b3d', h * 0.012);
    s += poly(
      [
        [0, h * 0.3],
        [w * 0.55, h * 0.3],
        [w * 0.55, h * 0.66],
        [0, h * 0.95],
      ],
      '#5fb2ff',
      { op: 0.1 },
    );
    const tb = h * 0.06;
    s += R(0, h - tb, w, tb, '#101318', { op: 0.95 });
    s += R(tb * 0.3, h - tb * 0.75, tb * 0.5, tb * 0.5, '#e8eaed', { op: 0.9 });
    s += R(tb * 1.2, h - tb * 0.8, w * 0.2, tb * 0.6, '#2b2f36');
    s += taskbarIcons(ctx, w * 0.36, h - tb / 2, tb * 0.42, 5);
    return s;
  },
  mac(ctx, w, h) {
    let s = R(0, 0, w, h, ctx.lin(['#1b1f5c', '#6b2d8c', '#d4467a', '#f59b52'], 0, 0, 1, 1));
    s += P(
      `M0,${f(h * 0.62)} C${f(w * 0.3)},${f(h * 0.4)} ${f(w * 0.6)},${f(h * 0.9)} ${f(w)},${f(h * 0.55)} V${f(h)} H0 Z`,
      ctx.lin(['#ff7a59', '#5b2a86']),
      { op: 0.7 },
    );
    s += P(
      `M0,${f(h * 0.8)} C${f(w * 0.35)},${f(h * 0.6)} ${f(w * 0.7)},${f(h * 1.0)} ${f(w)},${f(h * 0.75)} V${f(h)} H0 Z`,
      ctx.lin(['#2a1b5e', '#12123a']),
      { op: 0.8 },
    );
    s += R(0, 0, w, h * 0.035, '#ffffff', { op: 0.35 });
    const ds = h * 0.07;
    const n = 9;
    s += R(w / 2 - (n * ds * 1.15) / 2 - ds * 0.2, h - ds * 1.35, n * ds * 1.15 + ds * 0.4, ds * 1.25, '#ffffff', {
      rx: ds * 0.3,
      op: 0.35,
    });
    const cols = ['#3d8af7', '#f2f2f7', '#34c759', '#ff9f0a', '#ff375f', '#5e5ce6', '#64d2ff', '#ffd60a', '#8e8e93'];
    for (let i = 0; i < n; i++)
      s += R(w / 2 - (n * ds * 1.15) / 2 + i * ds * 1.15 + ds * 0.07, h - ds * 1.23, ds, ds, cols[i], { rx: ds * 0.24 });
    return s;
  },
  ubuntu(ctx, w, h) {
    let s = R(0, 0, w, h, ctx.lin(['#2c001e', '#77216f', '#e95420'], 0, 0, 1, 1));
    s += C(w * 0.62, h * 0.48, h * 0.2, 'none', { stroke: '#ffffff', sw: h * 0.03, op: 0.5 });
    s += R(0, 0, w, h * 0.035, '#000000', { op: 0.8 });
    s += R(0, h * 0.035, h * 0.09, h, '#1d1d1d', { op: 0.85 });
    for (let i = 0; i < 6; i++)
      s += R(h * 0.015, h * 0.07 + i * h * 0.1, h * 0.06, h * 0.06, ['#e95420', '#3584e4', '#f6d32d', '#33d17a', '#9141ac', '#ffffff'][i], {
        rx: h * 0.012,
      });
    return s;
  },
  dashboard(ctx, w, h) {
    let s = R(0, 0, w, h, '#eef1f5');
    s += R(0, 0, w, h * 0.05, '#1f2937');
    s += R(0, h * 0.05, w * 0.16, h, '#273449');
    for (let i = 0; i < 7; i++) s += R(w * 0.02, h * 0.1 + i * h * 0.07, w * 0.11, h * 0.025, '#5b6b85', { rx: 2 });
    const cards = ['#C8102E', '#2563eb', '#16a34a', '#f59e0b'];
    for (let i = 0; i < 4; i++) {
      const x = w * 0.19 + i * w * 0.2;
      s += R(x, h * 0.09, w * 0.18, h * 0.15, '#ffffff', { rx: 4 });
      s += R(x + w * 0.015, h * 0.12, w * 0.06, h * 0.02, '#9aa3b2');
      s += R(x + w * 0.015, h * 0.165, w * 0.1, h * 0.045, cards[i]);
    }
    s += R(w * 0.19, h * 0.28, w * 0.48, h * 0.62, '#ffffff', { rx: 4 });
    for (let i = 0; i < 12; i++) {
      const bh = h * (0.12 + ((i * 37) % 11) * 0.035);
      s += R(w * 0.22 + i * w * 0.036, h * 0.84 - bh, w * 0.022, bh, i % 3 === 2 ? '#C8102E' : '#3b82f6');
    }
    s += R(w * 0.69, h * 0.28, w * 0.28, h * 0.62, '#ffffff', { rx: 4 });
    s += C(w * 0.83, h * 0.52, h * 0.15, 'none', { stroke: '#3b82f6', sw: h * 0.05 });
    s += P(`M${f(w * 0.83)},${f(h * 0.37)} A${f(h * 0.15)},${f(h * 0.15)} 0 0 1 ${f(w * 0.83 + h * 0.15)},${f(h * 0.52)}`, 'none', {
      stroke: '#C8102E',
      sw: h * 0.05,
    });
    for (let i = 0; i < 4; i++) s += R(w * 0.71, h * 0.73 + i * h * 0.04, w * 0.22, h * 0.018, '#d5dae2');
    return s;
  },
  sheet(ctx, w, h) {
    let s = R(0, 0, w, h, '#ffffff');
    s += R(0, 0, w, h * 0.09, '#1d6f42');
    s += R(0, h * 0.09, w, h * 0.06, '#f3f3f3');
    const rh = h * 0.045;
    for (let r = 0; r < 18; r++) s += L(0, h * 0.15 + r * rh, w, h * 0.15 + r * rh, '#d9d9d9', 1);
    for (let c = 0; c < 10; c++) s += L(w * 0.04 + c * w * 0.1, h * 0.15, w * 0.04 + c * w * 0.1, h, '#d9d9d9', 1);
    for (let r = 1; r < 17; r++)
      for (let c = 0; c < 6; c++)
        s += R(w * 0.05 + c * w * 0.1, h * 0.16 + r * rh, w * (0.04 + ((r * 7 + c * 3) % 5) * 0.01), rh * 0.4, c === 0 ? '#444' : '#888');
    s += R(w * 0.66, h * 0.2, w * 0.3, h * 0.4, '#ffffff', { stroke: '#bbb' });
    for (let i = 0; i < 6; i++)
      s += R(w * 0.69 + i * w * 0.042, h * 0.55 - h * (0.05 + i * 0.045), w * 0.028, h * (0.05 + i * 0.045), '#2e7d32');
    return s;
  },
  photo(ctx, w, h) {
    let s = R(0, 0, w, h, ctx.lin(['#1b4f8a', '#5aa0d8', '#f3c98b']));
    s += C(w * 0.7, h * 0.45, h * 0.08, '#fff3cf', { op: 0.9 });
    s += poly(
      [
        [0, h * 0.62],
        [w * 0.18, h * 0.32],
        [w * 0.36, h * 0.58],
        [w * 0.52, h * 0.36],
        [w * 0.74, h * 0.6],
        [w * 0.9, h * 0.42],
        [w, h * 0.55],
        [w, h * 0.7],
        [0, h * 0.7],
      ],
      ctx.lin(['#3b4d6b', '#223047']),
    );
    s += poly(
      [
        [w * 0.18, h * 0.32],
        [w * 0.23, h * 0.4],
        [w * 0.15, h * 0.38],
      ],
      '#eef3fa',
    );
    s += poly(
      [
        [w * 0.52, h * 0.36],
        [w * 0.57, h * 0.43],
        [w * 0.49, h * 0.41],
      ],
      '#eef3fa',
    );
    s += R(0, h * 0.68, w, h * 0.32, ctx.lin(['#2f6fa3', '#0f2f4f']));
    s += R(0, h * 0.86, w, h * 0.14, '#1e3b1f');
    return s;
  },
  ios(ctx, w, h, o) {
    let s = R(0, 0, w, h, ctx.lin(o.wall ?? ['#2b1055', '#7597de', '#f0b9c8'], 0, 0, 1, 1));
    s += E(w * 0.2, h * 0.75, w * 0.6, h * 0.2, '#ffffff', { op: 0.12 });
    const cols = [
      '#34c759',
      '#0a84ff',
      '#ff9f0a',
      '#ff375f',
      '#5e5ce6',
      '#ffd60a',
      '#64d2ff',
      '#ffffff',
      '#30d158',
      '#bf5af2',
      '#ff453a',
      '#8e8e93',
    ];
    const is = w * 0.16;
    const gap = (w - 4 * is) / 5;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 4; c++) {
        const x = gap + c * (is + gap);
        const y = h * 0.09 + r * (is + gap * 1.6);
        s += R(x, y, is, is, cols[(r * 4 + c + 3) % cols.length], { rx: is * 0.23 });
        s += R(x + is * 0.15, y + is * 1.1, is * 0.7, is * 0.09, '#ffffff', { rx: 1, op: 0.75 });
      }
    s += R(gap * 0.5, h - is * 1.55, w - gap, is * 1.35, '#ffffff', { rx: is * 0.35, op: 0.3 });
    for (let c = 0; c < 4; c++)
      s += R(gap + c * (is + gap), h - is * 1.37, is, is, ['#34c759', '#0a84ff', '#ffffff', '#ff9f0a'][c], { rx: is * 0.23 });
    s += T(w * 0.12, h * 0.04, '9:41', { size: h * 0.022, fill: '#fff', weight: 'bold' });
    s += R(w * 0.78, h * 0.024, w * 0.09, h * 0.015, '#ffffff', { rx: 3 });
    return s;
  },
  android(ctx, w, h, o) {
    let s = R(0, 0, w, h, ctx.lin(o.wall ?? ['#0f3b3a', '#1c7c7d', '#7ad3c0'], 0, 0, 1, 1));
    s += C(w * 0.85, h * 0.3, w * 0.55, '#ffffff', { op: 0.08 });
    s += C(w * 0.1, h * 0.7, w * 0.45, '#000000', { op: 0.1 });
    s += T(w / 2, h * 0.22, '10:08', { size: w * 0.2, anchor: 'middle', fill: '#fff' });
    s += T(w / 2, h * 0.27, 'qua., 12 de mar.', { size: w * 0.05, anchor: 'middle', fill: '#fff', op: 0.9 });
    const is = w * 0.14;
    const gap = (w - 4 * is) / 5;
    const cols = ['#ea4335', '#34a853', '#fbbc05', '#4285f4', '#ffffff', '#25d366', '#1877f2', '#ff0000'];
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 4; c++) s += C(gap + c * (is + gap) + is / 2, h * 0.66 + r * (is + gap * 1.5), is / 2, cols[r * 4 + c]);
    s += R(gap, h * 0.86, w - 2 * gap, is * 0.8, '#ffffff', { rx: is * 0.4, op: 0.85 });
    s += C(gap + is * 0.45, h * 0.86 + is * 0.4, is * 0.22, '#4285f4');
    s += T(w * 0.07, h * 0.03, '10:08', { size: h * 0.02, fill: '#fff' });
    return s;
  },
  androidTab(ctx, w, h, o) {
    let s = R(0, 0, w, h, ctx.lin(o.wall ?? ['#0f3b3a', '#1c7c7d', '#7ad3c0'], 0, 0, 1, 1));
    s += C(w * 0.85, h * 0.2, h * 0.6, '#ffffff', { op: 0.07 }) + C(w * 0.15, h * 0.9, h * 0.5, '#000000', { op: 0.1 });
    s +=
      T(w * 0.06, h * 0.24, '10:08', { size: h * 0.15, fill: '#fff' }) +
      T(w * 0.065, h * 0.32, 'qua., 12 de mar.', { size: h * 0.045, fill: '#fff', op: 0.9 });
    const cols = ['#ea4335', '#34a853', '#fbbc05', '#4285f4', '#ffffff', '#25d366', '#1877f2', '#ff0000', '#9c27b0', '#00bcd4'];
    const is = h * 0.1;
    for (let r = 0; r < 2; r++) for (let c = 0; c < 5; c++) s += C(w * 0.5 + c * w * 0.09, h * 0.2 + r * h * 0.2, is / 2, cols[r * 5 + c]);
    s += R(w * 0.22, h * 0.8, w * 0.56, is * 1.3, '#ffffff', { rx: is * 0.65, op: 0.3 });
    for (let c = 0; c < 6; c++) s += C(w * 0.28 + c * w * 0.088, h * 0.8 + is * 0.65, is * 0.42, cols[(c + 3) % cols.length]);
    s += T(w * 0.02, h * 0.04, '10:08', { size: h * 0.03, fill: '#fff' });
    return s;
  },
  ipados(ctx, w, h) {
    let s = R(0, 0, w, h, ctx.lin(['#0b2a6f', '#4b7be6', '#c7a0f0', '#f7c4a5'], 0, 0, 1, 1));
    const cols = ['#34c759', '#0a84ff', '#ff9f0a', '#ff375f', '#5e5ce6', '#ffd60a', '#64d2ff', '#ffffff', '#30d158', '#bf5af2'];
    const is = h * 0.11;
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 6; c++)
        s += R(w * 0.1 + c * w * 0.14, h * 0.12 + r * h * 0.2, is, is, cols[(r * 6 + c) % cols.length], { rx: is * 0.24 });
    s += R(w * 0.25, h - is * 1.5, w * 0.5, is * 1.3, '#ffffff', { rx: is * 0.35, op: 0.3 });
    for (let c = 0; c < 6; c++) s += R(w * 0.28 + c * w * 0.075, h - is * 1.35, is, is, cols[(c + 4) % cols.length], { rx: is * 0.24 });
    return s;
  },
  blank(ctx, w, h) {
    return R(0, 0, w, h, '#f5f5f7');
  },
  off(ctx, w, h) {
    return R(0, 0, w, h, ctx.lin(['#2a2d33', '#0d0e10'], 0, 0, 1, 1));
  },
  boot(ctx, w, h, o) {
    return (
      R(0, 0, w, h, '#050505') +
      logo(o.brand ?? 'dell', w / 2, h * 0.45, h * 0.1, '#cfd3d8') +
      C(w / 2, h * 0.7, h * 0.03, 'none', { stroke: '#cfd3d8', sw: h * 0.006, dash: `${f(h * 0.02)} ${f(h * 0.01)}` })
    );
  },
};

// ─────────────────────────── 6. peças comuns ───────────────────────────

function led(ctx, x, y, r, color, on = true) {
  if (!on) return C(x, y, r, darken(color, 0.6)) + C(x - r * 0.3, y - r * 0.3, r * 0.35, '#ffffff', { op: 0.15 });
  return (
    C(
      x,
      y,
      r * 3.2,
      ctx.rad([
        [0, color, 0.55],
        [1, color, 0],
      ]),
    ) +
    C(x, y, r, lighten(color, 0.25)) +
    C(x - r * 0.25, y - r * 0.25, r * 0.4, '#ffffff', { op: 0.8 })
  );
}

function screw(ctx, x, y, r, color = '#9aa0a6') {
  return (
    C(
      x,
      y,
      r,
      ctx.rad(
        [
          [0, lighten(color, 0.35)],
          [1, darken(color, 0.25)],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ) +
    L(x - r * 0.6, y, x + r * 0.6, y, darken(color, 0.55), r * 0.28) +
    L(x, y - r * 0.6, x, y + r * 0.6, darken(color, 0.55), r * 0.28)
  );
}

/** furação hexagonal de ventilação */
function ventHex(ctx, x, y, w, h, pitch = 8, hole = '#111', bg = null, op = 0.85) {
  const p = ctx.pat(
    `hex${pitch}${hole}`,
    pitch,
    pitch * 1.732,
    C(pitch / 2, pitch * 0.433, pitch * 0.32, hole) + C(0, pitch * 1.299, pitch * 0.32, hole) + C(pitch, pitch * 1.299, pitch * 0.32, hole),
  );
  return (bg ? R(x, y, w, h, bg) : '') + R(x, y, w, h, p, { op });
}
/** rasgos de ventilação */
function ventSlots(ctx, x, y, w, h, pitch = 8, hole = '#111', vertical = false, op = 0.85) {
  const p = vertical
    ? ctx.pat(`slv${pitch}${hole}`, pitch, h, R(pitch * 0.25, 0, pitch * 0.5, h, hole, { rx: pitch * 0.25 }))
    : ctx.pat(`slh${pitch}${hole}`, w, pitch, R(0, pitch * 0.25, w, pitch * 0.5, hole, { rx: pitch * 0.25 }));
  return G(R(0, 0, w, h, p, { op }), `translate(${f(x)},${f(y)})`);
}
function ventGrid(ctx, x, y, w, h, pitch = 6, hole = '#111', op = 0.8) {
  const p = ctx.pat(`sq${pitch}${hole}`, pitch, pitch, R(pitch * 0.15, pitch * 0.15, pitch * 0.7, pitch * 0.7, hole));
  return R(x, y, w, h, p, { op });
}

// ── conectores (x,y = canto superior esquerdo; w = largura) ──
function usbA(ctx, x, y, w, tongue = '#1f5fbf') {
  const h = w * 0.42;
  return (
    R(x, y, w, h, ctx.lin(['#e6e8eb', '#8e949b']), { rx: w * 0.04 }) +
    R(x + w * 0.07, y + h * 0.14, w * 0.86, h * 0.72, '#0c0d0f') +
    R(x + w * 0.12, y + h * 0.22, w * 0.76, h * 0.28, tongue)
  );
}
function usbC(ctx, x, y, w) {
  const h = w * 0.36;
  return (
    R(x, y, w, h, ctx.lin(['#e8eaed', '#8a9097']), { rx: h / 2 }) +
    R(x + w * 0.1, y + h * 0.22, w * 0.8, h * 0.56, '#0c0d0f', { rx: h * 0.28 }) +
    R(x + w * 0.22, y + h * 0.42, w * 0.56, h * 0.16, '#8b8f96', { rx: 1 })
  );
}
function hdmi(ctx, x, y, w) {
  const h = w * 0.32;
  const c = w * 0.12;
  return (
    P(
      `M${f(x)},${f(y)} h${f(w)} v${f(h * 0.6)} l${f(-c)},${f(h * 0.4)} h${f(-(w - 2 * c))} l${f(-c)},${f(-h * 0.4)} z`,
      ctx.lin(['#e6e8eb', '#868c93']),
    ) +
    P(
      `M${f(x + w * 0.08)},${f(y + h * 0.16)} h${f(w * 0.84)} v${f(h * 0.4)} l${f(-c * 0.8)},${f(h * 0.3)} h${f(-(w * 0.84 - 1.6 * c))} l${f(-c * 0.8)},${f(-h * 0.3)} z`,
      '#0c0d0f',
    ) +
    R(x + w * 0.2, y + h * 0.3, w * 0.6, h * 0.16, '#2a2c30')
  );
}
function dport(ctx, x, y, w) {
  const h = w * 0.36;
  const c = h * 0.45;
  return (
    P(`M${f(x)},${f(y)} h${f(w)} v${f(h - c)} l${f(-c)},${f(c)} h${f(-(w - c))} z`, ctx.lin(['#e6e8eb', '#868c93'])) +
    P(
      `M${f(x + w * 0.08)},${f(y + h * 0.18)} h${f(w * 0.84)} v${f(h * 0.64 - c * 0.6)} l${f(-c * 0.6)},${f(c * 0.6)} h${f(-(w * 0.84 - c * 0.6))} z`,
      '#0c0d0f',
    ) +
    R(x + w * 0.18, y + h * 0.36, w * 0.6, h * 0.14, '#2a2c30')
  );
}
function vga(ctx, x, y, w, color = '#2d5fb8') {
  const h = w * 0.36;
  const sw = w * 0.17;
  let s = R(x, y - h * 0.25, w, h * 1.5, ctx.lin(['#dfe2e6', '#9aa0a7']), { rx: 2 });
  s += screw(ctx, x + sw * 0.45, y + h * 0.5, sw * 0.28, '#b8bcc2') + screw(ctx, x + w - sw * 0.45, y + h * 0.5, sw * 0.28, '#b8bcc2');
  const ix = x + sw;
  const iw = w - 2 * sw;
  s += P(`M${f(ix)},${f(y)} h${f(iw)} l${f(-iw * 0.07)},${f(h)} h${f(-iw * 0.86)} z`, color, { stroke: darken(color, 0.4), sw: 0.8 });
  for (let r = 0; r < 3; r++) {
    const n = r === 1 ? 5 : 5;
    for (let i = 0; i < n; i++) s += C(ix + iw * (0.14 + i * 0.18 + (r === 1 ? 0.04 : 0)), y + h * (0.22 + r * 0.28), w * 0.016, '#101010');
  }
  return s;
}
function rj45(ctx, x, y, w, o = {}) {
  const h = w * 0.82;
  const flip = !!o.flip;
  const notch = w * 0.32;
  const inner = w * 0.78;
  const ix = x + (w - inner) / 2;
  const iy = y + h * 0.12;
  const ih = h * 0.7;
  let s = R(x, y, w, h, ctx.lin([o.shell ?? '#c9cdd2', darken(o.shell ?? '#c9cdd2', 0.3)]), { rx: w * 0.04 });
  s += R(ix, iy, inner, ih, '#0b0c0e');
  const ny = flip ? iy - h * 0.06 : iy + ih;
  s += R(x + (w - notch) / 2, ny, notch, h * 0.12, '#0b0c0e');
  const cy = flip ? iy + ih - ih * 0.3 : iy + ih * 0.06;
  for (let i = 0; i < 8; i++) s += R(ix + inner * (0.14 + i * 0.1), cy, inner * 0.04, ih * 0.24, '#c9a227');
  if (o.leds !== false) {
    const ly = flip ? y + h - h * 0.08 : y + h * 0.05;
    s += R(x + w * 0.06, ly, w * 0.16, h * 0.05, o.l1 ?? '#38e05a') + R(x + w * 0.78, ly, w * 0.16, h * 0.05, o.l2 ?? '#f5a623');
  }
  return s;
}
function sfp(ctx, x, y, w) {
  const h = w * 0.55;
  return (
    R(x, y, w, h, ctx.lin(['#d9dcdf', '#8f959c']), { rx: 1 }) +
    R(x + w * 0.1, y + h * 0.16, w * 0.8, h * 0.68, '#101214') +
    R(x + w * 0.16, y + h * 0.42, w * 0.68, h * 0.1, '#4a4f55')
  );
}
function audioJack(ctx, x, y, r, ring = '#3bb54a') {
  return C(x, y, r, ring) + C(x, y, r * 0.62, '#111') + C(x, y, r * 0.3, '#3a3a3a');
}
function iecInlet(ctx, x, y, w) {
  const h = w * 0.8;
  const c = w * 0.2;
  let s = P(`M${f(x + c)},${f(y)} h${f(w - 2 * c)} l${f(c)},${f(c)} v${f(h - c)} h${f(-w)} v${f(-(h - c))} z`, '#161719', {
    stroke: '#45484d',
    sw: 1,
  });
  s +=
    R(x + w * 0.2, y + h * 0.45, w * 0.1, h * 0.28, '#b9bcc0') +
    R(x + w * 0.45, y + h * 0.3, w * 0.1, h * 0.28, '#b9bcc0') +
    R(x + w * 0.7, y + h * 0.45, w * 0.1, h * 0.28, '#b9bcc0');
  return s;
}
function dcJack(ctx, x, y, r) {
  return C(x, y, r, '#26282c', { stroke: '#6b6f75', sw: r * 0.2 }) + C(x, y, r * 0.35, '#b9bcc0');
}
function powerButton(ctx, x, y, r, glow = null) {
  let s = C(
    x,
    y,
    r,
    ctx.rad(
      [
        [0, '#3b3e43'],
        [1, '#151618'],
      ],
      0.4,
      0.35,
      0.7,
    ),
    { stroke: '#5b5f66', sw: r * 0.12 },
  );
  const c = glow ?? '#cfd3d8';
  s += P(`M${f(x - r * 0.35)},${f(y - r * 0.28)} A${f(r * 0.48)},${f(r * 0.48)} 0 1 0 ${f(x + r * 0.35)},${f(y - r * 0.28)}`, 'none', {
    stroke: c,
    sw: r * 0.13,
    lc: 'round',
  });
  s += L(x, y - r * 0.55, x, y - r * 0.05, c, r * 0.13, { lc: 'round' });
  return s;
}

// ── etiquetas ──
function barcode(ctx, x, y, w, h, color = '#111') {
  let s = '';
  let cx = x;
  const unit = w / 90;
  while (cx < x + w - unit * 3) {
    const bw = unit * ctx.ri(1, 3);
    if (cx + bw > x + w) break;
    s += R(cx, y, bw, h, color);
    cx += bw + unit * ctx.ri(1, 3);
  }
  return s;
}
/** plaqueta de patrimônio (adesivo metalizado com código de barras) */
function assetTag(ctx, x, y, w, o = {}) {
  const h = w * 0.46;
  let s = R(x + w * 0.01, y + h * 0.03, w, h, '#000000', { rx: w * 0.03, op: 0.18 });
  s += R(x, y, w, h, ctx.lin(['#f4f5f6', '#c9cdd2', '#eceef0'], 0, 0, 1, 1), { rx: w * 0.03, stroke: '#9aa0a6', sw: w * 0.006 });
  s += R(x, y, w, h * 0.28, o.band ?? '#1b3a6b', { rx: w * 0.03 }) + R(x, y + h * 0.14, w, h * 0.14, o.band ?? '#1b3a6b');
  s += T(x + w / 2, y + h * 0.205, 'PATRIMÔNIO', { size: h * 0.16, anchor: 'middle', fill: '#ffffff', weight: 'bold', ls: w * 0.012 });
  s += T(x + w / 2, y + h * 0.52, ctx.id.tagNo, {
    size: h * 0.24,
    anchor: 'middle',
    fill: '#111',
    weight: 'bold',
    family: MONO,
    ls: w * 0.01,
  });
  s += barcode(ctx, x + w * 0.1, y + h * 0.6, w * 0.8, h * 0.28);
  s += T(x + w / 2, y + h * 0.96, o.org ?? 'PROPRIEDADE — NÃO REMOVER', { size: h * 0.065, anchor: 'middle', fill: '#333' });
  return s;
}
/** etiqueta de fabricante com modelo, S/N, código de barras e homologação */
function serialLabel(ctx, x, y, w, o = {}) {
  const h = w * (o.ratio ?? 0.5);
  const b = brandOf(o.brand);
  const fs = h * 0.085;
  let s = R(x, y, w, h, o.bg ?? '#f7f7f5', { rx: w * 0.015, stroke: '#c4c4c0', sw: w * 0.004 });
  s += T(x + w * 0.05, y + h * 0.15, b.name || 'Made in', {
    size: fs * 1.35,
    fill: o.brand === 'lenovo' ? BRANDS.lenovo.accent : '#111',
    weight: 'bold',
  });
  s += T(x + w * 0.95, y + h * 0.15, o.model ?? '', { size: fs, fill: '#111', anchor: 'end', weight: 'bold' });
  const lines = o.lines ?? [];
  const all = [`S/N: ${ctx.id.serial}`, ...lines];
  all.forEach((ln, i) => {
    s += T(x + w * 0.05, y + h * (0.3 + i * 0.11), ln, { size: fs, fill: '#222', family: MONO });
  });
  const by = y + h * (0.3 + all.length * 0.11);
  s += barcode(ctx, x + w * 0.05, by - fs * 0.6, w * 0.55, h * 0.16);
  s += T(x + w * 0.05, by + h * 0.21, ctx.id.serialLong, { size: fs * 0.8, fill: '#222', family: MONO });
  // selos
  s += R(x + w * 0.68, y + h * 0.66, w * 0.13, h * 0.2, 'none', { stroke: '#222', sw: w * 0.004, rx: 2 });
  s += T(x + w * 0.745, y + h * 0.8, 'CE', { size: h * 0.13, anchor: 'middle', fill: '#222', weight: 'bold' });
  s += T(x + w * 0.9, y + h * 0.73, 'Anatel', { size: fs * 0.95, anchor: 'middle', fill: '#0a4a8c', weight: 'bold' });
  s += T(x + w * 0.9, y + h * 0.83, ctx.id.anatel.slice(0, 11), { size: fs * 0.6, anchor: 'middle', fill: '#222', family: MONO });
  s += T(x + w * 0.05, y + h * 0.95, o.foot ?? 'Made in China · Fabricado na China', { size: fs * 0.65, fill: '#555' });
  return s;
}
/** adesivo "intel CORE" / "AMD RYZEN" de palm rest */
function cpuSticker(ctx, x, y, w, cpu = 'i5') {
  const h = w * 1.1;
  if (/ryzen/i.test(cpu)) {
    return (
      R(x, y, w, h, ctx.lin(['#3a3a3a', '#0e0e0e']), { rx: w * 0.06 }) +
      T(x + w / 2, y + h * 0.36, 'AMD', { size: w * 0.24, anchor: 'middle', fill: '#fff', weight: 'bold' }) +
      T(x + w / 2, y + h * 0.62, 'RYZEN', { size: w * 0.2, anchor: 'middle', fill: '#ED1C24', weight: 'bold' }) +
      T(x + w / 2, y + h * 0.86, cpu.replace(/ryzen/i, '').trim() || '5', {
        size: w * 0.22,
        anchor: 'middle',
        fill: '#fff',
        weight: 'bold',
      })
    );
  }
  const col = { i3: '#0a6bc2', i5: '#0071c5', i7: '#0a4ea3', i9: '#2a2a8a', u5: '#0054ae', u7: '#0054ae' }[cpu] ?? '#0071c5';
  return (
    R(x, y, w, h, ctx.lin([lighten(col, 0.25), col, darken(col, 0.3)], 0, 0, 1, 1), { rx: w * 0.06 }) +
    T(x + w * 0.3, y + h * 0.3, 'intel', { size: w * 0.2, anchor: 'middle', fill: '#fff' }) +
    T(x + w / 2, y + h * 0.6, 'CORE', { size: w * 0.21, anchor: 'middle', fill: '#fff', weight: 'bold' }) +
    R(x + w * 0.25, y + h * 0.7, w * 0.5, h * 0.22, '#ffffff', { rx: 2 }) +
    T(x + w / 2, y + h * 0.87, cpu, { size: w * 0.2, anchor: 'middle', fill: col, weight: 'bold' })
  );
}

// ── acessórios ──
/** cabo enrolado (bobina elíptica) */
function cableCoil(ctx, cx, cy, r, color = '#1c1d20', loops = 6) {
  let s = '';
  for (let i = 0; i < loops; i++) {
    const a = (i / loops) * 0.5 - 0.25;
    s += E(cx + a * r * 0.25, cy + a * r * 0.12, r * (0.95 + (i % 2) * 0.05), r * 0.42, 'none', { stroke: color, sw: r * 0.075 });
    s += E(cx + a * r * 0.25, cy + a * r * 0.12 - r * 0.015, r * (0.95 + (i % 2) * 0.05), r * 0.42, 'none', {
      stroke: lighten(color, 0.35),
      sw: r * 0.015,
      op: 0.5,
    });
  }
  return s;
}
function coilDrawing(ctx, color = '#1c1d20', plug = 'usb') {
  const r = 100;
  let s = cableCoil(ctx, 120, 70, r, color);
  // ponta com conector
  s += P('M190,95 C230,120 250,130 270,128', 'none', { stroke: color, sw: 8, lc: 'round' });
  if (plug === 'usb') s += R(262, 118, 44, 20, '#2a2c30', { rx: 4 }) + R(302, 121, 24, 14, ctx.lin(['#e6e8eb', '#8e949b']));
  else if (plug === 'br') s += R(262, 110, 46, 36, '#1a1b1d', { rx: 9 }) + C(312, 122, 3, '#bbb') + C(312, 134, 3, '#bbb');
  else s += R(262, 114, 40, 28, '#1a1b1d', { rx: 5 });
  return { svg: s, w: 330, h: 150, shadow: { cx: 130, cy: 110, rx: 120, ry: 26 } };
}
/** fonte de notebook (carregador) com cabo */
function chargerDrawing(ctx, brand = 'dell') {
  const d = box3d(ctx, {
    w: 220,
    h: 36,
    d: 110,
    k: 0.6,
    body: '#1b1c1f',
    top: (w, dd) =>
      R(6, 6, w - 12, dd - 12, '#222327', { rx: 14 }) +
      logo(brand, w / 2, dd / 2, 18, '#6d7178') +
      R(w * 0.62, dd * 0.25, w * 0.3, dd * 0.5, '#b8bbbf', { op: 0.35 }),
  });
  const coil = cableCoil(ctx, d.w + 60, d.h - 20, 62, '#1a1b1d', 5);
  return {
    svg:
      coil +
      d.svg +
      P(`M${f(d.w - 10)},${f(d.h - 30)} C${f(d.w + 20)},${f(d.h - 40)} ${f(d.w)},${f(d.h - 10)} ${f(d.w + 10)},${f(d.h - 20)}`, 'none', {
        stroke: '#1a1b1d',
        sw: 7,
      }),
    w: d.w + 130,
    h: d.h + 10,
    shadow: { cx: (d.w + 130) / 2, cy: d.h - 10, rx: (d.w + 130) * 0.5, ry: 30 },
  };
}
/** caixa: 'retail' (com arte da marca) ou 'kraft' (papelão) */
function boxDrawing(ctx, o) {
  const { w = 520, h = 360, d = 140, brand = 'generic', model = '', style = 'retail', art = null, color } = o;
  const b = brandOf(brand);
  if (style === 'kraft') {
    return box3d(ctx, {
      w,
      h,
      d,
      body: '#c49a5c',
      topColor: '#d3ab70',
      sideColor: '#a87f45',
      k: 0.5,
      top: (W, D) => R(W * 0.44, 0, W * 0.12, D, '#b9a27a', { op: 0.85 }) + R(0, D * 0.48, W, D * 0.04, '#9c7a46', { op: 0.5 }),
      front: (W, H) =>
        R(W * 0.44, 0, W * 0.12, H * 0.18, '#b9a27a', { op: 0.85 }) +
        R(W * 0.08, H * 0.3, W * 0.46, H * 0.36, '#ffffff') +
        T(W * 0.1, H * 0.38, 'LOTE / ITEM', { size: H * 0.045, fill: '#333', weight: 'bold' }) +
        T(W * 0.1, H * 0.47, model.slice(0, 26), { size: H * 0.042, fill: '#111' }) +
        barcode(ctx, W * 0.1, H * 0.51, W * 0.38, H * 0.1) +
        T(W * 0.1, H * 0.645, `PAT. ${ctx.id.tagNo}`, { size: H * 0.035, fill: '#333', family: MONO }) +
        T(W * 0.75, H * 0.82, '↑↑', { size: H * 0.12, anchor: 'middle', fill: '#3a2a14', op: 0.75 }) +
        T(W * 0.75, H * 0.92, 'FRÁGIL', { size: H * 0.06, anchor: 'middle', fill: '#3a2a14', weight: 'bold', op: 0.75 }),
    });
  }
  const col =
    color ?? (['apple', 'samsung', 'xiaomi', 'motorola'].includes(brand) ? '#fbfbfb' : brand === 'corsair' ? '#1b1b1b' : '#ffffff');
  const ink = isDark(col) ? '#ffffff' : '#111111';
  return box3d(ctx, {
    w,
    h,
    d,
    body: col,
    k: 0.5,
    top: (W, D) => logo(brand, W / 2, D / 2, Math.min(D * 0.35, 40), darken(col, 0.3)),
    side: (D, H) => R(D * 0.1, H * 0.6, D * 0.8, H * 0.3, '#ffffff', { op: 0.9 }) + barcode(ctx, D * 0.15, H * 0.66, D * 0.7, H * 0.12),
    front: (W, H) =>
      R(0, H * 0.86, W, H * 0.14, b.accent) +
      (art ? G(art.svg, `translate(${f(W * 0.5 - art.w * art.s * 0.5)},${f(H * 0.12)}) scale(${f(art.s)})`) : '') +
      logo(brand, W * 0.13, H * 0.1, H * 0.055, ink === '#ffffff' ? '#ffffff' : '#222222') +
      T(W * 0.06, H * 0.81, model, { size: H * 0.055, fill: ink, weight: 'bold' }),
  });
}
/** kit: produto na frente, caixa atrás à esquerda, acessório à direita */
function kitScene(ctx, product, o = {}) {
  const items = [];
  const base = 600;
  const boxD = o.box ?? boxDrawing(ctx, { brand: o.brand, model: o.model, style: o.style ?? 'retail', art: o.boxArt });
  items.push({ ...onBase(boxD, 300, base - 90, o.boxH ?? 380) });
  items.push({ ...onBase(product, 560, base + 40, o.prodH ?? 330) });
  if (o.acc) items.push({ ...onBase(o.acc, 880, base + 70, o.accH ?? 120) });
  if (o.acc2) items.push({ ...onBase(o.acc2, 170, base + 80, o.acc2H ?? 90) });
  return arrange(ctx, items);
}
/** versão miniatura de uma drawing para impressão na caixa */
function boxArt(d, maxW, maxH) {
  return { svg: d.svg, w: d.w, h: d.h, s: Math.min(maxW / d.w, maxH / d.h) };
}

// ─────────────────────── 7. desenhistas por tipo (KINDS) ───────────────────────
// Cada tipo expõe views: hero (frente), alt (outro ângulo / traseira),
// detail (close-up: drawing com .focus), kit (com caixa/acessórios).
// Uma "drawing" é { svg, w, h, shadow?, focus? } em coordenadas locais.

// ── teclados (compartilhado por notebook e teclado avulso) ──
const k1 = (str) => [...str].map((c) => [c, 1]);
const KB_LAPTOP = [
  { h: 0.62, keys: [['Esc', 1], ...range(12).map((i) => ['F' + (i + 1), 1]), ['Ins', 1], ['Del', 1]] },
  { h: 1, keys: [["'", 1], ...k1('1234567890-='), ['⌫', 2]] },
  { h: 1, keys: [['Tab', 1.5], ...k1('QWERTYUIOP´['), ['', 1.5]] },
  { h: 1, keys: [['Caps', 1.75], ...k1('ASDFGHJKLÇ~'), ['Enter', 2.25]] },
  { h: 1, keys: [['⇧', 1.25], ['\\', 1], ...k1('ZXCVBNM,.;/'), ['⇧', 1.75]] },
  {
    h: 1,
    keys: [
      ['Ctrl', 1.25],
      ['Fn', 1],
      ['⊞', 1],
      ['Alt', 1.25],
      ['', 5.25],
      ['AltGr', 1.25],
      ['Ctrl', 1],
      ['◀', 1],
      ['▲▼', 1, 'split'],
      ['▶', 1],
    ],
  },
];
const KB_FULL_MAIN = [
  {
    h: 1,
    keys: [
      ['Esc', 1],
      [null, 1],
      ...range(4).map((i) => ['F' + (i + 1), 1]),
      [null, 0.5],
      ...range(4).map((i) => ['F' + (i + 5), 1]),
      [null, 0.5],
      ...range(4).map((i) => ['F' + (i + 9), 1]),
    ],
  },
  KB_LAPTOP[1],
  KB_LAPTOP[2],
  KB_LAPTOP[3],
  KB_LAPTOP[4],
  {
    h: 1,
    keys: [
      ['Ctrl', 1.25],
      ['⊞', 1.25],
      ['Alt', 1.25],
      ['', 6.25],
      ['AltGr', 1.25],
      ['⊞', 1.25],
      ['≣', 1.25],
      ['Ctrl', 1.25],
    ],
  },
];
const KB_NAV = [
  ['PrtSc', 'ScrLk', 'Pause'],
  ['Ins', 'Home', 'PgUp'],
  ['Del', 'End', 'PgDn'],
  [null, null, null],
  [null, '▲', null],
  ['◀', '▼', '▶'],
];
const KB_NUM = [
  [null, null, null, null],
  ['Num', '/', '*', '-'],
  ['7', '8', '9', '+'],
  ['4', '5', '6', null],
  ['1', '2', '3', '↵'],
  ['0', null, ',', null],
];
function kbFullRows() {
  return KB_FULL_MAIN.map((row, i) => ({
    h: row.h,
    keys: [
      ...row.keys,
      [null, 0.4],
      ...KB_NAV[i].map((k) => [k, 1]),
      [null, 0.4],
      ...KB_NUM[i]
        .map((k, j) => [k, i === 5 && j === 0 ? 2 : 1, (i === 2 && j === 3) || (i === 4 && j === 3) ? 'tall' : undefined])
        .filter((k, j) => !(i === 5 && j === 1)),
    ],
  }));
}

/** desenha as teclas mapeadas num quadrilátero (m = quadMap da área do teclado) */
function drawKeys(ctx, m, rows, o = {}) {
  const totalH = rows.reduce((a, r) => a + r.h, 0);
  const totalW = rows[1].keys.reduce((a, k) => a + k[1], 0);
  const gu = (o.gap ?? 0.12) / totalW;
  const gv = (o.gap ?? 0.12) / totalH;
  const keyC = o.key ?? '#151618';
  const topC = o.keyTop ?? lighten(keyC, 0.06);
  const legend = o.legend ?? '#cfd2d6';
  let s = '';
  const cap = (u0, v0, u1, v1, label) => {
    const pts = quadPts(m, u0 + gu, v0 + gv, u1 - gu, v1 - gv);
    if (o.tall) {
      s += poly(pts, darken(keyC, 0.25));
      const lift = (pts[3][1] - pts[0][1]) * 0.16;
      const ins = (pts[1][0] - pts[0][0]) * 0.08;
      const top = [
        [pts[0][0] + ins, pts[0][1] - lift * 0.2],
        [pts[1][0] - ins, pts[1][1] - lift * 0.2],
        [pts[2][0] - ins, pts[2][1] - lift],
        [pts[3][0] + ins, pts[3][1] - lift],
      ];
      s += poly(top, topC);
      s += L(top[0][0], top[0][1], top[1][0], top[1][1], '#ffffff', 0.8, { op: 0.12 });
    } else {
      s += poly(pts, topC, { stroke: darken(keyC, 0.35), sw: 0.6 });
      s += L(pts[0][0], pts[0][1], pts[1][0], pts[1][1], '#ffffff', 0.7, { op: 0.1 });
    }
    if (label && o.legends !== false) {
      const c = m((u0 + u1) / 2, (v0 + v1) / 2);
      const hpx = Math.abs(m((u0 + u1) / 2, v1)[1] - m((u0 + u1) / 2, v0)[1]);
      const size = label.length > 1 && !/^[▲▼◀▶⌫⇧⊞↵≣]+$/.test(label) ? hpx * 0.24 : hpx * 0.4;
      s += T(c[0], c[1] + size * 0.36 - (o.tall ? hpx * 0.08 : 0), label, { size, anchor: 'middle', fill: legend });
    }
  };
  let v = 0;
  for (const row of rows) {
    let u = 0;
    for (const [label, kw, flag] of row.keys) {
      if (label !== null) {
        const u0 = u / totalW;
        const u1 = (u + kw) / totalW;
        const v0 = v / totalH;
        const v1 = (v + row.h * (flag === 'tall' ? 2 : 1)) / totalH;
        if (flag === 'split') {
          const vm = (v0 + v1) / 2;
          cap(u0, v0, u1, vm, '▲');
          cap(u0, vm, u1, v1, '▼');
        } else cap(u0, v0, u1, v1, label);
      }
      u += kw;
    }
    v += row.h;
  }
  return s;
}

// ── notebook ──
const NB_PAL = {
  black: { lid: '#2b2e33', deck: '#2e3136', edge: '#1b1d20', key: '#121315', legend: '#c9cdd2', bezel: '#0b0c0d', pad: '#33363b' },
  silver: { lid: '#c3c7cc', deck: '#cfd2d6', edge: '#a3a8ae', key: '#1c1e21', legend: '#e0e3e6', bezel: '#0c0d0f', pad: '#c0c4c9' },
  grey: { lid: '#6b6f75', deck: '#787c82', edge: '#52555a', key: '#121315', legend: '#d4d7db', bezel: '#0b0c0d', pad: '#72767c' },
  blue: { lid: '#2c3a52', deck: '#34435c', edge: '#1e2838', key: '#151b26', legend: '#c8d2e0', bezel: '#0b0c0e', pad: '#3a4963' },
};
const nbPal = (p) => NB_PAL[p.color ?? 'black'] ?? NB_PAL.black;

function notebookOpen(ctx, p, o = {}) {
  const pal = nbPal(p);
  const W = 640;
  const fl = 34;
  const lidH = 408;
  const deckH = 196;
  const edgeH = 13;
  const lx = fl;
  const thinkpad = p.brand === 'lenovo' && /thinkpad/i.test(p.model ?? '');
  let s = '';
  // tampa (moldura + tela)
  s += P(rrPath(lx, 0, W, lidH, 16, 4), surf(ctx, pal.lid, 0.1));
  s += P(rrPath(lx + 4, 4, W - 8, lidH - 6, 13, 3), pal.bezel);
  const chin = p.brand === 'apple' ? 30 : 44;
  const sx = lx + 20;
  const sy = 20;
  const sw = W - 40;
  const sh = lidH - 20 - chin;
  s += screen(ctx, sx, sy, sw, sh, o.screen ?? p.screen ?? (p.brand === 'apple' ? 'mac' : 'win11'), { brand: p.brand });
  s += C(lx + W / 2, 10, 3.2, '#1d2024') + C(lx + W / 2, 10, 1.4, '#2d3d5a');
  const cy = sy + sh + chin / 2 + 1;
  if (p.brand === 'dell') s += logo('dell', lx + W / 2, cy, 13, '#8b9097');
  else if (p.brand === 'hp') s += logo('hp', lx + W / 2, cy, 15, '#9aa0a7', { bg: pal.bezel });
  else if (p.brand === 'lenovo') s += T(lx + 28, cy + 5, 'Lenovo', { size: 13, fill: '#8d9197', weight: 'bold' });
  else if (p.brand === 'apple')
    s += T(lx + W / 2, cy + 4, p.model?.startsWith('MacBook') ? p.model.replace(/ M\d.*$/, '') : 'MacBook Air', {
      size: 10,
      anchor: 'middle',
      fill: '#8d9197',
    });
  else s += logo(p.brand, lx + W / 2, cy, 13, '#8b9097');
  // dobradiça
  s += R(lx + 36, lidH - 4, W - 72, 12, ctx.lin(['#0c0d0e', darken(pal.deck, 0.45)]), { rx: 3 });
  // base (deck em perspectiva)
  const top = lidH + 6;
  const TL = [lx, top];
  const TR = [lx + W, top];
  const BR = [W + 2 * fl, top + deckH];
  const BL = [0, top + deckH];
  s += poly([BL, BR, [BR[0] - 5, BR[1] + edgeH], [BL[0] + 5, BL[1] + edgeH]], ctx.lin([pal.edge, darken(pal.edge, 0.35)]));
  s += poly(
    [TL, TR, BR, BL],
    ctx.lin([
      [0, darken(pal.deck, 0.08)],
      [0.5, pal.deck],
      [1, lighten(pal.deck, 0.1)],
    ]),
  );
  s += L(BL[0], BL[1], BR[0], BR[1], '#ffffff', 1.2, { op: 0.35 });
  const m = quadMap(TL, TR, BR, BL);
  const ka = thinkpad ? [0.075, 0.05, 0.925, 0.56] : [0.08, 0.06, 0.92, 0.56];
  const km = quadMap(m(ka[0], ka[1]), m(ka[2], ka[1]), m(ka[2], ka[3]), m(ka[0], ka[3]));
  s += poly(quadPts(m, ka[0] - 0.012, ka[1] - 0.02, ka[2] + 0.012, ka[3] + 0.02), darken(pal.deck, 0.35), { op: 0.55 });
  s += drawKeys(ctx, km, KB_LAPTOP, { key: pal.key, legend: pal.legend, gap: 0.13, legends: o.legends ?? true });
  // touchpad
  if (thinkpad) {
    const bu = [0.36, 0.64];
    s += poly(quadPts(m, bu[0], 0.6, bu[1], 0.665), darken(pal.deck, 0.12));
    for (const u of [0.455, 0.545]) s += L(...m(u, 0.6), ...m(u, 0.665), darken(pal.deck, 0.5), 1.2);
    for (const u of [0.4, 0.6]) s += L(...m(u - 0.015, 0.61), ...m(u - 0.015, 0.655), '#c8102e', 1.6, { op: 0.8 });
    s += poly(quadPts(m, bu[0], 0.68, bu[1], 0.95), pal.pad, { stroke: darken(pal.deck, 0.25), sw: 1 });
    const tp = km(0.495, 0.675);
    s += C(tp[0], tp[1], 4.2, '#d0112b') + C(tp[0] - 1, tp[1] - 1, 1.5, '#ff6b7d');
  } else {
    const tw = p.brand === 'apple' ? [0.3, 0.7] : [0.35, 0.65];
    s += poly(quadPts(m, tw[0], 0.62, tw[1], 0.95), pal.pad, { stroke: darken(pal.deck, 0.22), sw: 1.2 });
  }
  // adesivos do palm rest
  if (p.cpu) {
    const c = m(0.84, 0.7);
    s += cpuSticker(ctx, c[0], c[1], 30, p.cpu);
  }
  if (thinkpad) s += logo('thinkpad', m(0.8, 0.86)[0], m(0.8, 0.86)[1], 13, '#9a9ea4');
  if (p.tag !== false) {
    const c = m(0.08, 0.68);
    s += assetTag(ctx, c[0], c[1], 92);
  }
  const full = { svg: s, w: W + 2 * fl, h: top + deckH + edgeH, shadow: { cx: W / 2 + fl, cy: top + deckH + 4, rx: W * 0.58, ry: 26 } };
  full.focus = { x: 0, y: lidH + 70, w: 380, h: deckH - 40 };
  return full;
}

function notebookClosed(ctx, p) {
  const pal = nbPal(p);
  const thinkpad = p.brand === 'lenovo' && /thinkpad/i.test(p.model ?? '');
  const w = 640;
  const h = 24;
  const dd = 430;
  return box3d(ctx, {
    w,
    h,
    d: dd,
    k: 0.8,
    ang: 52,
    body: pal.edge,
    topColor: pal.lid,
    sideColor: darken(pal.edge, 0.1),
    top: (W, D) => {
      let s = R(0, 0, W, D, surf(ctx, pal.lid, 0.07, [0, 0, 1, 1]));
      if (p.brand === 'apple') s += logo('apple', W / 2, D / 2, 56, lighten(pal.lid, 0.25));
      else if (thinkpad)
        s +=
          logo('thinkpad', W * 0.84, D * 0.86, 24, '#8f9399') +
          T(W * 0.06, D * 0.1, 'Lenovo', { size: 14, fill: '#7d8187', weight: 'bold' });
      else if (p.brand === 'hp') s += logo('hp', W / 2, D / 2, 40, lighten(pal.lid, 0.35), { bg: pal.lid });
      else if (p.brand === 'dell') s += logo('dell', W / 2, D / 2, 36, lighten(pal.lid, 0.35));
      else s += logo(p.brand, W / 2, D / 2, 34, lighten(pal.lid, 0.3));
      if (p.tag !== false) s += assetTag(ctx, W * 0.06, D * 0.66, 110);
      return s;
    },
    side: (D, H) => {
      let s = L(0, H * 0.48, D, H * 0.48, '#000000', 0.8, { op: 0.45 });
      let x = 30;
      if (p.brand === 'apple') {
        s += usbC(ctx, x + 10, H * 0.62, 16) + usbC(ctx, x + 34, H * 0.62, 16) + audioJack(ctx, D - 60, H * 0.72, 3, '#444');
        return s;
      }
      s += rj45(ctx, x, H * 0.52, 11, { leds: false, shell: '#3a3c40' });
      x += 22;
      s += usbA(ctx, x, H * 0.6, 16);
      x += 24;
      s += hdmi(ctx, x, H * 0.62, 17);
      x += 26;
      s += usbC(ctx, x, H * 0.64, 14);
      x += 22;
      s += audioJack(ctx, D - 70, H * 0.74, 2.6, '#444');
      return s;
    },
    front: (W, H) => L(0, H * 0.48, W, H * 0.48, '#000000', 1, { op: 0.5 }) + R(W * 0.45, H * 0.6, W * 0.1, 1.5, '#ffffff', { op: 0.2 }),
  });
}

function notebookStack(ctx, p, n) {
  const items = [];
  for (let i = 0; i < n; i++) {
    const d = notebookClosed(ctx, p);
    items.push({ d, x: ctx.ri(-10, 10), y: -i * 22, s: 1, noShadow: i > 0 });
  }
  return arrange(ctx, items);
}

const notebook = {
  hero(ctx, p) {
    const n = p.count ?? 1;
    if (n <= 1) return notebookOpen(ctx, p);
    const a = notebookOpen(ctx, p, { screen: p.screen ?? 'win11' });
    const b = notebookOpen(ctx, p, { screen: 'off', legends: false });
    return arrange(ctx, [
      { d: b, x: -330, y: -40, s: 0.82 },
      { d: b, x: 330, y: -40, s: 0.82 },
      { d: a, x: 0, y: 0, s: 1 },
    ]);
  },
  alt(ctx, p) {
    const n = p.count ?? 1;
    if (n <= 1) return notebookClosed(ctx, p);
    return notebookStack(ctx, p, Math.min(n, 6));
  },
  detail(ctx, p) {
    return notebookOpen(ctx, p);
  },
  kit(ctx, p) {
    const n = p.count ?? 1;
    const prod = n > 1 ? notebookStack(ctx, p, Math.min(n, 5)) : notebookOpen(ctx, p);
    return kitScene(ctx, prod, {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, style: 'kraft', w: 560, h: 300, d: 420 }),
      boxH: 330,
      prodH: n > 1 ? 300 : 380,
      acc: chargerDrawing(ctx, p.brand),
      accH: 100,
    });
  },
};

// ── monitor ──
function monitorFront(ctx, p, o = {}) {
  const inch = p.size ?? 24;
  const W = 560 + (inch - 19) * 22;
  const sh = W * (p.ratio ?? 9 / 16);
  const bz = p.thinBezel === false ? 18 : 9;
  const chin = p.thinBezel === false ? 34 : 24;
  const H = sh + bz * 2 + chin;
  const body = p.color === 'white' ? '#e9eaec' : p.color === 'silver' ? '#b9bdc2' : '#1c1d20';
  let s = '';
  const standH = W * 0.24;
  const cx = W / 2;
  // pedestal e haste (atrás do painel)
  const baseY = H + standH;
  if (p.stand === 'round') {
    s += E(cx, baseY - 6, W * 0.2, 20, ctx.lin([lighten(body, 0.18), darken(body, 0.2)]));
    s += R(cx - 16, H - 20, 32, standH - 8, ctx.lin([darken(body, 0.1), lighten(body, 0.1), darken(body, 0.15)], 0, 0, 1, 0));
  } else {
    s += poly(
      [
        [cx - W * 0.16, baseY - 22],
        [cx + W * 0.16, baseY - 22],
        [cx + W * 0.19, baseY],
        [cx - W * 0.19, baseY],
      ],
      ctx.lin([lighten(body, 0.2), darken(body, 0.1)]),
    );
    s += R(cx - W * 0.19, baseY, W * 0.38, 5, darken(body, 0.35));
    s += R(cx - 34, H - 30, 68, standH - 16, ctx.lin([darken(body, 0.15), lighten(body, 0.12), darken(body, 0.2)], 0, 0, 1, 0), { rx: 4 });
    s += R(cx - 14, H + standH * 0.35, 28, 30, darken(body, 0.45), { rx: 12 });
  }
  // painel
  s += R(0, 0, W, H, surf(ctx, body, 0.08), { rx: 8 });
  s += screen(ctx, bz, bz, W - bz * 2, sh, o.screen ?? p.screen ?? 'win11', { brand: p.brand });
  s += R(bz, bz, W - bz * 2, sh, 'none', { stroke: '#000', sw: 1.2, op: 0.6 });
  const ly = bz + sh + chin / 2;
  const lc = body === '#1c1d20' ? '#a3a8ae' : '#4a4d52';
  if (p.brand === 'hp') s += logo('hp', cx, ly, 10, lc, { bg: body });
  else if (p.brand === 'samsung') s += logo('samsung', cx, ly, 9, lc);
  else s += logo(p.brand, cx, ly, p.brand === 'dell' ? 9 : 10, lc);
  s += led(ctx, W - 26, ly, 2, '#ffffff', true);
  return { svg: s, w: W, h: baseY + 5, shadow: { cx, cy: baseY - 2, rx: W * 0.26, ry: 22 } };
}

function monitorBack(ctx, p) {
  const inch = p.size ?? 24;
  const W = 560 + (inch - 19) * 22;
  const sh = W * (p.ratio ?? 9 / 16);
  const H = sh + 18 + (p.thinBezel === false ? 34 : 24);
  const body = p.color === 'white' ? '#e4e5e7' : p.color === 'silver' ? '#b3b7bc' : '#1f2023';
  const standH = W * 0.24;
  const cx = W / 2;
  const baseY = H + standH;
  let s = '';
  s += R(0, 0, W, H, surf(ctx, darken(body, 0.05), 0.1), { rx: 8 });
  s += R(W * 0.2, H * 0.12, W * 0.6, H * 0.76, surf(ctx, lighten(body, 0.04), 0.08), { rx: 26 });
  s += ventSlots(ctx, W * 0.28, H * 0.17, W * 0.44, H * 0.08, 6, darken(body, 0.6), true);
  // portas (painel traseiro voltado para trás)
  const px = W * 0.05;
  const py = H * 0.72;
  s += R(px, py, W * 0.38, H * 0.14, '#0f1012', { rx: 4 });
  let x = px + 12;
  s += iecInlet(ctx, x, py + 12, 28);
  x += 46;
  s += hdmi(ctx, x, py + 22, 30);
  x += 42;
  s += dport(ctx, x, py + 22, 30);
  x += 42;
  if (p.vga !== false) {
    s += vga(ctx, x, py + 22, 56);
    x += 66;
  }
  s += audioJack(ctx, x + 6, py + 28, 5, '#4a4d52');
  s += serialLabel(ctx, W * 0.62, H * 0.3, 150, { brand: p.brand, model: p.model?.split(' ')[0], lines: [`${inch}" · 100-240V~ 1.5A`] });
  if (p.tag !== false) s += assetTag(ctx, W * 0.64, H * 0.66, 100);
  // haste e pedestal
  s += R(cx - 40, H * 0.32, 80, H * 0.3, '#2a2b2e', { rx: 6 });
  for (const [dx, dy] of [
    [-25, -25],
    [25, -25],
    [-25, 25],
    [25, 25],
  ])
    s += screw(ctx, cx + dx, H * 0.47 + dy, 4);
  s += R(cx - 30, H * 0.45, 60, H * 0.55 + standH - 20, ctx.lin([darken(body, 0.15), lighten(body, 0.1), darken(body, 0.2)], 0, 0, 1, 0), {
    rx: 6,
  });
  s +=
    p.stand === 'round'
      ? E(cx, baseY - 6, W * 0.2, 20, ctx.lin([lighten(body, 0.18), darken(body, 0.2)]))
      : poly(
          [
            [cx - W * 0.16, baseY - 22],
            [cx + W * 0.16, baseY - 22],
            [cx + W * 0.19, baseY],
            [cx - W * 0.19, baseY],
          ],
          ctx.lin([lighten(body, 0.2), darken(body, 0.1)]),
        );
  const d = { svg: s, w: W, h: baseY + 5, shadow: { cx, cy: baseY - 2, rx: W * 0.26, ry: 22 } };
  d.focus = { x: W * 0.03, y: H * 0.26, w: W * 0.94, h: H * 0.66 };
  return d;
}

const monitor = {
  hero(ctx, p) {
    const n = p.count ?? 1;
    const a = monitorFront(ctx, p);
    if (n <= 1) return a;
    const b = monitorFront(ctx, p, { screen: 'off' });
    return arrange(ctx, [
      { d: b, x: -a.w * 0.55, y: -30, s: 0.86 },
      { d: b, x: a.w * 0.69, y: -30, s: 0.86 },
      { d: a, x: 0, y: 0 },
    ]);
  },
  alt(ctx, p) {
    const n = p.count ?? 1;
    const b = monitorBack(ctx, p);
    if (n <= 1) return b;
    return arrange(ctx, [
      { d: b, x: 0, y: 0 },
      { d: b, x: b.w * 1.06, y: 0 },
    ]);
  },
  detail(ctx, p) {
    return monitorBack(ctx, p);
  },
  kit(ctx, p) {
    const prod = monitorFront(ctx, p);
    const n = p.count ?? 1;
    if (n > 1) {
      const bx = boxDrawing(ctx, {
        brand: p.brand,
        model: p.model,
        style: 'retail',
        w: 620,
        h: 420,
        d: 120,
        art: boxArt(monitorFront(ctx, p, { screen: 'photo' }), 420, 300),
      });
      const items = [
        { d: bx, x: 0, y: 0 },
        { d: bx, x: 640, y: 0 },
        { d: bx, x: 320, y: -420, noShadow: true },
      ];
      return kitScene(ctx, prod, { box: arrange(ctx, items), boxH: 470, prodH: 360, acc: coilDrawing(ctx, '#1c1d20', 'br'), accH: 90 });
    }
    return kitScene(ctx, prod, {
      box: boxDrawing(ctx, {
        brand: p.brand,
        model: p.model,
        style: 'retail',
        w: 620,
        h: 420,
        d: 120,
        art: boxArt(monitorFront(ctx, p, { screen: 'photo' }), 420, 300),
      }),
      boxH: 440,
      prodH: 380,
      acc: coilDrawing(ctx, '#1c1d20', 'br'),
      accH: 90,
    });
  },
};

// ── utilidades para lotes com várias unidades ──
function trio(ctx, front, back) {
  return arrange(ctx, [
    { d: back, x: -front.w * 0.62, y: -front.h * 0.08, s: 0.88 },
    { d: back, x: front.w * 0.74, y: -front.h * 0.08, s: 0.88 },
    { d: front, x: 0, y: 0 },
  ]);
}
function stackOf(ctx, d, n, step, jitter = 0) {
  const items = [];
  for (let i = 0; i < n; i++) items.push({ d, x: jitter ? ctx.ri(-jitter, jitter) : 0, y: -i * step, noShadow: i > 0 });
  return arrange(ctx, items);
}

// ── desktop: torre, SFF e mini (tiny) ──
const PC_STYLE = {
  dell: { body: '#1d1e21', top: '#2a2c30', side: '#23252a', accent: '#0076CE' },
  hp: { body: '#222326', top: '#b8bcc1', side: '#aeb2b7', accent: '#0096D6' },
  lenovo: { body: '#1b1c1e', top: '#26282b', side: '#202225', accent: '#E2231A' },
  positivo: { body: '#1c1c1e', top: '#2a2a2d', side: '#232326', accent: '#F26522' },
};
const pcStyle = (p) => PC_STYLE[p.brand] ?? PC_STYLE.dell;

function pcDims(p) {
  if (p.form === 'sff') return { w: 430, h: 120, d: 380 };
  if (p.form === 'tiny') return { w: 250, h: 50, d: 250 };
  return { w: 210, h: 430, d: 400 };
}

function pcFront(ctx, p, W, H) {
  const st = pcStyle(p);
  let s = '';
  if (p.form === 'tiny') {
    s += ventSlots(ctx, W * 0.05, H * 0.2, W * 0.38, H * 0.6, 7, '#050505', true);
    s += powerButton(ctx, W * 0.55, H * 0.5, H * 0.16);
    s += usbC(ctx, W * 0.62, H * 0.42, 16) + usbA(ctx, W * 0.72, H * 0.38, 24) + audioJack(ctx, W * 0.9, H * 0.5, 3.5, '#444');
    s += logo(p.brand === 'lenovo' ? 'lenovo' : p.brand, W * 0.26, H * 0.5, 8, '#8d9197');
    if (p.tag !== false) s += assetTag(ctx, W * 0.04, H * 0.05, 40);
    return s;
  }
  if (p.form === 'sff') {
    s += ventHex(ctx, W * 0.04, H * 0.14, W * 0.5, H * 0.72, 6, '#050505', '#101113');
    s += R(W * 0.58, H * 0.18, W * 0.36, H * 0.16, '#121315', { rx: 2 }) + L(W * 0.6, H * 0.26, W * 0.92, H * 0.26, '#2d2f33', 1.5);
    s += powerButton(ctx, W * 0.62, H * 0.62, 9);
    s +=
      usbA(ctx, W * 0.68, H * 0.54, 20) +
      usbA(ctx, W * 0.74, H * 0.54, 20) +
      usbC(ctx, W * 0.8, H * 0.56, 16) +
      audioJack(ctx, W * 0.88, H * 0.6, 4, '#444');
    s += logo(p.brand, W * 0.76, H * 0.84, 8, '#9da1a7');
    if (p.tag !== false) s += assetTag(ctx, W * 0.06, H * 0.22, 70);
    return s;
  }
  // torre
  s += R(W * 0.08, H * 0.2, W * 0.84, H * 0.62, '#0c0d0e', { rx: 3 });
  s += ventHex(ctx, W * 0.1, H * 0.22, W * 0.8, H * 0.58, 7, '#020202', '#17181b');
  s += R(W * 0.08, H * 0.05, W * 0.84, H * 0.09, '#141517', { rx: 2 });
  s += L(W * 0.12, H * 0.095, W * 0.88, H * 0.095, '#303236', 1.6);
  s += powerButton(ctx, W * 0.2, H * 0.165, 9, p.brand === 'dell' ? '#ffffff' : null);
  s +=
    usbA(ctx, W * 0.34, H * 0.155, 22) +
    usbA(ctx, W * 0.48, H * 0.155, 22) +
    usbC(ctx, W * 0.63, H * 0.158, 18) +
    audioJack(ctx, W * 0.82, H * 0.165, 4.5, '#444');
  if (p.brand === 'lenovo') s += logo('thinkcentre', W / 2, H * 0.9, 14, '#a3a7ad') + C(W * 0.87, H * 0.9, 2.5, '#E2231A');
  else s += logo(p.brand, W / 2, H * 0.9, p.brand === 'hp' ? 13 : 12, '#a3a7ad', { bg: st.body });
  if (p.tag !== false) s += assetTag(ctx, W * 0.22, H * 0.25, W * 0.56);
  return s;
}

function pcRear(ctx, p, W, H) {
  let s = '';
  if (p.form === 'tiny') {
    s += ventSlots(ctx, W * 0.05, H * 0.12, W * 0.9, H * 0.3, 6, '#050505', true);
    let x = W * 0.05;
    s += dcJack(ctx, x + 8, H * 0.7, 6);
    x += 22;
    s += dport(ctx, x, H * 0.58, 20);
    x += 26;
    s += hdmi(ctx, x, H * 0.6, 20);
    x += 26;
    s += usbA(ctx, x, H * 0.56, 20) + usbA(ctx, x + 24, H * 0.56, 20);
    x += 50;
    s += rj45(ctx, x, H * 0.5, 16);
    x += 24;
    s += usbA(ctx, x, H * 0.56, 20);
    return s;
  }
  if (p.form === 'sff') {
    s += R(W * 0.7, H * 0.06, W * 0.27, H * 0.88, '#26282b', { rx: 2 });
    s += ventHex(ctx, W * 0.72, H * 0.1, W * 0.12, H * 0.8, 5, '#050505');
    s += iecInlet(ctx, W * 0.88, H * 0.35, 26);
    s += R(W * 0.04, H * 0.1, W * 0.32, H * 0.8, '#2e3034', { rx: 2 });
    for (let i = 0; i < 3; i++)
      s +=
        R(W * 0.06, H * (0.16 + i * 0.25), W * 0.28, H * 0.16, '#1b1c1f') +
        ventSlots(ctx, W * 0.08, H * (0.18 + i * 0.25), W * 0.2, H * 0.12, 5, '#050505', true);
    let x = W * 0.39;
    s += dport(ctx, x, H * 0.18, 22) + dport(ctx, x + 28, H * 0.18, 22) + hdmi(ctx, x + 56, H * 0.18, 22);
    s += usbA(ctx, x, H * 0.45, 22) + usbA(ctx, x + 28, H * 0.45, 22) + usbA(ctx, x + 56, H * 0.45, 22, '#111');
    s += rj45(ctx, x + 4, H * 0.66, 20) + audioJack(ctx, x + 50, H * 0.76, 5, '#3bb54a');
    s += serialLabel(ctx, W * 0.52, H * 0.58, 60, { brand: p.brand, model: p.model?.split(' ').pop() });
    return s;
  }
  // torre: fonte no topo, I/O, ventoinha, slots
  s += R(W * 0.06, H * 0.03, W * 0.88, H * 0.2, '#2a2c30', { rx: 2 });
  s += C(W * 0.35, H * 0.13, H * 0.075, '#0b0b0c') + C(W * 0.35, H * 0.13, H * 0.075, 'none', { stroke: '#5a5d62', sw: 2 });
  for (let i = 1; i < 4; i++) s += C(W * 0.35, H * 0.13, H * 0.075 * (i / 4), 'none', { stroke: '#5a5d62', sw: 1.4 });
  s += iecInlet(ctx, W * 0.66, H * 0.08, 30) + R(W * 0.7, H * 0.165, 16, 10, '#111', { rx: 2 });
  s += R(W * 0.08, H * 0.26, W * 0.34, H * 0.42, '#c3c7cc', { rx: 1 });
  let y = H * 0.28;
  s += dport(ctx, W * 0.12, y, 28) + dport(ctx, W * 0.12, y + 16, 28);
  y += 36;
  s += hdmi(ctx, W * 0.12, y, 28);
  y += 18;
  for (let i = 0; i < 3; i++) {
    s += usbA(ctx, W * 0.12, y, 28, i < 2 ? '#1f5fbf' : '#111');
    y += 16;
  }
  s += rj45(ctx, W * 0.13, y + 2, 24);
  y += 26;
  s += audioJack(ctx, W * 0.2, y + 8, 5, '#3bb54a') + audioJack(ctx, W * 0.32, y + 8, 5, '#e28aa7');
  s += C(W * 0.7, H * 0.42, W * 0.2, '#0b0b0c');
  s += ventHex(ctx, W * 0.5, H * 0.32, W * 0.4, H * 0.2, 6, '#000', '#2a2c30', 0.9);
  for (let i = 0; i < 4; i++) {
    s += R(W * 0.1, H * (0.72 + i * 0.05), W * 0.7, H * 0.035, '#c4c8cd', { rx: 1 });
    s += ventSlots(ctx, W * 0.16, H * (0.725 + i * 0.05), W * 0.55, H * 0.025, 5, '#777', true);
  }
  s += serialLabel(ctx, W * 0.46, H * 0.56, W * 0.46, { brand: p.brand, model: p.model?.split(' ').pop() });
  return s;
}

function pcBox(ctx, p, rear = false) {
  const st = pcStyle(p);
  const { w, h, d } = pcDims(p);
  const tiny = p.form === 'tiny';
  return box3d(ctx, {
    w,
    h,
    d,
    k: p.form === 'tower' || !p.form ? 0.45 : 0.5,
    ang: p.form === 'sff' || tiny ? 30 : 32,
    body: st.body,
    topColor: st.top,
    sideColor: st.side,
    front: (W, H) => (rear ? pcRear(ctx, p, W, H) : pcFront(ctx, p, W, H)),
    top: (W, D) =>
      p.form === 'sff' || tiny
        ? logo(p.brand === 'lenovo' ? 'lenovo' : p.brand, W / 2, D / 2, tiny ? 16 : 22, lighten(st.top, 0.25), { bg: st.top }) +
          (tiny ? ventGrid(ctx, W * 0.1, D * 0.1, W * 0.8, D * 0.15, 5, '#000', 0.5) : '')
        : L(W * 0.02, D * 0.5, W * 0.98, D * 0.5, '#000', 0.6, { op: 0.15 }),
    side: (D, H) =>
      p.form === 'sff' || tiny
        ? ventSlots(ctx, D * 0.6, H * 0.2, D * 0.3, H * 0.6, 7, '#000', true, 0.5)
        : ventHex(ctx, D * 0.65, H * 0.12, D * 0.25, H * 0.35, 7, '#000', null, 0.35) +
          R(D * 0.1, H * 0.9, D * 0.8, 3, '#000', { op: 0.15 }),
  });
}

const desktop = {
  hero(ctx, p) {
    const d = pcBox(ctx, p);
    if (!(p.count > 1)) return d;
    if (p.form === 'sff' || p.form === 'tiny') return stackOf(ctx, d, Math.min(p.count, 4), pcDims(p).h + 2, 6);
    return trio(ctx, d, d);
  },
  alt(ctx, p) {
    return pcBox(ctx, p, true);
  },
  detail(ctx, p) {
    const d = pcBox(ctx, p);
    const { w, h } = pcDims(p);
    if (p.form === 'tiny') d.focus = { x: 0, y: d.dy - 10, w: w * 1.05, h: h + 20 };
    else if (p.form === 'sff') d.focus = { x: w * 0.02, y: d.dy, w: w * 0.96, h: h };
    else d.focus = { x: 0, y: d.dy, w: w * 1.05, h: h * 0.45 };
    return d;
  },
  kit(ctx, p) {
    const prod = pcBox(ctx, p);
    const kb = keyboardDrawing(ctx, { brand: p.brand, color: 'black', compact: true });
    const ms = mouseDrawing(ctx, { brand: p.brand, color: 'black' });
    const tower = !p.form || p.form === 'tower';
    return arrange(ctx, [
      onBase(prod, tower ? 330 : 450, 470, tower ? 470 : p.form === 'sff' ? 190 : 110),
      onBase(coilDrawing(ctx, '#1c1d20', 'br'), 800, 470, 70),
      onBase(kb, 470, 700, 200),
      onBase(ms, 930, 700, 130),
    ]);
  },
};

// ── teclado avulso ──
function keyboardDrawing(ctx, p) {
  const compact = !!p.compact;
  const W = compact ? 860 : 1000;
  const H = compact ? 290 : 320;
  const body = p.color === 'white' ? '#e8e9eb' : p.color === 'silver' ? '#c7cbd0' : '#1e1f22';
  const keyC = p.color === 'white' ? '#f6f6f7' : p.color === 'silver' ? '#f2f3f4' : '#1a1b1d';
  const legend = p.color === 'white' || p.color === 'silver' ? '#333' : '#d6d9dd';
  const inset = 46;
  const TL = [inset, 0];
  const TR = [W - inset, 0];
  const BR = [W, H];
  const BL = [0, H];
  const m = quadMap(TL, TR, BR, BL);
  let s = '';
  if (!p.wireless)
    s += P(`M${f(W * 0.5)},2 C${f(W * 0.5)},-60 ${f(W * 0.62)},-70 ${f(W * 0.7)},-120`, 'none', { stroke: '#1a1b1d', sw: 7, lc: 'round' });
  s += poly([BL, BR, [BR[0] - 4, BR[1] + 20], [BL[0] + 4, BL[1] + 20]], ctx.lin([darken(body, 0.1), darken(body, 0.4)]));
  s += poly(
    [TL, TR, BR, BL],
    ctx.lin([
      [0, darken(body, 0.06)],
      [1, lighten(body, 0.1)],
    ]),
  );
  s += L(BL[0], BL[1], BR[0], BR[1], '#ffffff', 1.5, { op: 0.3 });
  const rows = compact
    ? KB_FULL_MAIN.map((r, i) => ({ h: r.h, keys: [...r.keys, [null, 0.4], ...KB_NAV[i].map((k) => [k, 1])] }))
    : kbFullRows();
  const ka = [0.025, 0.12, 0.975, 0.95];
  const km = quadMap(m(ka[0], ka[1]), m(ka[2], ka[1]), m(ka[2], ka[3]), m(ka[0], ka[3]));
  s += poly(quadPts(m, ka[0] - 0.008, ka[1] - 0.02, ka[2] + 0.008, ka[3] + 0.015), darken(body, 0.3), { op: 0.6 });
  s += drawKeys(ctx, km, rows, { key: keyC, keyTop: lighten(keyC, 0.05), legend, gap: 0.09, tall: true, legends: p.legends !== false });
  const lg = m(0.1, 0.055);
  s += logo(p.brand, lg[0], lg[1], 10, p.color === 'black' || !p.color ? '#8e9298' : '#555');
  if (!compact)
    for (let i = 0; i < 3; i++) {
      const c = m(0.85 + i * 0.035, 0.06);
      s += led(ctx, c[0], c[1], 2.2, '#38e05a', i === 0);
    }
  const d = { svg: s, w: W, h: H + 20, shadow: { cx: W / 2, cy: H + 6, rx: W * 0.52, ry: 22 } };
  d.focus = { x: W * 0.05, y: H * 0.2, w: W * 0.45, h: H * 0.75 };
  return d;
}
function keyboardBottom(ctx, p) {
  const W = p.compact ? 860 : 1000;
  const H = 300;
  const body = p.color === 'white' ? '#dfe0e2' : '#1d1e21';
  let s = R(0, 0, W, H, surf(ctx, body, 0.08), { rx: 18 });
  s += R(12, 12, W - 24, H - 24, 'none', { rx: 12, stroke: '#000', sw: 1, op: 0.25 });
  for (const [x, y] of [
    [60, 230],
    [W - 60, 230],
  ])
    s += R(x - 40, y, 80, 26, '#0e0e0f', { rx: 13 });
  for (const x of [70, W - 150]) s += R(x, 30, 80, 30, darken(body, 0.2), { rx: 6 }) + R(x + 8, 36, 64, 18, darken(body, 0.35), { rx: 4 });
  s += serialLabel(ctx, W / 2 - 130, H / 2 - 60, 260, { brand: p.brand, model: p.model ?? '', lines: ['Teclado USB ABNT2 · 5V ⎓ 100mA'] });
  if (p.tag !== false) s += assetTag(ctx, W * 0.75, H * 0.5, 110);
  if (!p.wireless)
    s += P(`M${f(W * 0.5)},0 C${f(W * 0.5)},-60 ${f(W * 0.4)},-70 ${f(W * 0.3)},-110`, 'none', { stroke: '#1a1b1d', sw: 7, lc: 'round' });
  const d = { svg: s, w: W, h: H, shadow: { cx: W / 2, cy: H - 4, rx: W * 0.5, ry: 18 } };
  d.focus = { x: W / 2 - 170, y: H * 0.12, w: W * 0.62, h: H * 0.8 };
  return d;
}

// ── mouse ──
const MOUSE_PATH =
  'M110,0 C170,0 205,40 210,110 C216,190 215,270 190,320 C170,355 140,362 110,362 C80,362 50,355 30,320 C5,270 4,190 10,110 C15,40 50,0 110,0 Z';
function mouseDrawing(ctx, p) {
  const body = p.color === 'white' ? '#eceef0' : p.color === 'grey' ? '#5c6066' : '#1f2023';
  let s = '';
  if (!p.wireless) s += P('M110,4 C112,-40 150,-60 200,-70', 'none', { stroke: '#1a1b1d', sw: 7, lc: 'round' });
  s += G(P(MOUSE_PATH, darken(body, 0.35)), 'translate(0,10)');
  s += P(
    MOUSE_PATH,
    ctx.rad(
      [
        [0, lighten(body, 0.22)],
        [0.6, body],
        [1, darken(body, 0.25)],
      ],
      0.42,
      0.35,
      0.7,
    ),
  );
  s += L(110, 4, 110, 128, darken(body, 0.5), 2);
  s += P('M12,120 Q110,150 208,120', 'none', { stroke: darken(body, 0.45), sw: 2 });
  s += R(99, 34, 22, 62, '#111214', { rx: 10 }) + R(102, 38, 16, 54, ctx.lin(['#3a3c40', '#1a1b1d', '#3a3c40']), { rx: 8 });
  for (let i = 0; i < 7; i++) s += L(103, 44 + i * 7, 117, 44 + i * 7, '#000', 1.2, { op: 0.5 });
  if (p.gaming) s += P('M30,320 C60,350 160,350 190,320', 'none', { stroke: brandOf(p.brand).accent, sw: 4, op: 0.9 });
  s += logo(p.brand, 110, 270, 13, p.color === 'white' ? '#9a9ea4' : '#7b7f85');
  s += E(70, 60, 30, 40, '#ffffff', { op: 0.1 });
  return { svg: G(s, 'rotate(-10 110 180)'), w: 260, h: 380, shadow: { cx: 120, cy: 300, rx: 120, ry: 40 } };
}
function mouseBottom(ctx, p) {
  const body = p.color === 'white' ? '#e2e4e6' : '#1c1d20';
  let s = P(MOUSE_PATH, surf(ctx, body, 0.1));
  s += R(60, 18, 100, 16, '#0d0d0e', { rx: 8 }) + R(60, 330, 100, 16, '#0d0d0e', { rx: 8 });
  s += E(110, 130, 18, 24, '#0a0a0b') + E(110, 130, 8, 10, '#c0262d', { op: 0.85 });
  s += serialLabel(ctx, 40, 190, 140, { brand: p.brand, model: p.model ?? '', ratio: 0.62, lines: ['5V ⎓ 100mA'] });
  const d = { svg: G(s, 'rotate(8 110 180)'), w: 240, h: 380, shadow: { cx: 115, cy: 330, rx: 110, ry: 30 } };
  d.focus = { x: 10, y: 150, w: 230, h: 170 };
  return d;
}

const keyboard = {
  hero(ctx, p) {
    if (!(p.count > 1)) return keyboardDrawing(ctx, p);
    const under = keyboardDrawing(ctx, { ...p, legends: false });
    const top = keyboardDrawing(ctx, p);
    const n = Math.min(p.count, 5);
    return arrange(
      ctx,
      range(n).map((i) => ({ d: i === n - 1 ? top : under, x: ctx.ri(-12, 12), y: -i * 26, noShadow: i > 0 })),
    );
  },
  alt: (ctx, p) => keyboardBottom(ctx, p),
  detail: (ctx, p) => keyboardDrawing(ctx, p),
  kit: (ctx, p) =>
    kitScene(ctx, keyboardDrawing(ctx, p), {
      brand: p.brand,
      model: p.model,
      boxArt: boxArt(keyboardDrawing(ctx, p), 420, 160),
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 720, h: 260, d: 90, art: boxArt(keyboardDrawing(ctx, p), 460, 140) }),
      boxH: 300,
      prodH: 230,
    }),
};
const mouse = {
  hero: (ctx, p) => {
    const m = mouseDrawing(ctx, p);
    if (!(p.count > 1)) return m;
    return arrange(
      ctx,
      range(Math.min(p.count, 5)).map((i) => ({ d: m, x: i * 200 - (i % 2) * 40, y: (i % 2) * 90 })),
    );
  },
  alt: (ctx, p) =>
    arrange(ctx, [
      { d: mouseBottom(ctx, p), x: 0, y: 0 },
      { d: mouseDrawing(ctx, p), x: 270, y: 20 },
    ]),
  detail: (ctx, p) => mouseBottom(ctx, p),
  kit: (ctx, p) =>
    kitScene(ctx, mouseDrawing(ctx, p), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 300, h: 380, d: 110, art: boxArt(mouseDrawing(ctx, p), 160, 220) }),
      boxH: 380,
      prodH: 250,
      acc: p.wireless ? usbDongle(ctx) : null,
      accH: 60,
    }),
};
function usbDongle(ctx) {
  const s =
    R(0, 0, 60, 34, '#1c1d20', { rx: 6 }) +
    R(60, 5, 44, 24, ctx.lin(['#e6e8eb', '#8e949b'])) +
    R(66, 10, 8, 5, '#333') +
    R(86, 10, 8, 5, '#333');
  return { svg: s, w: 104, h: 34 };
}
const combo = {
  hero(ctx, p) {
    return arrange(ctx, [{ ...onBase(keyboardDrawing(ctx, p), 480, 340, 340) }, { ...onBase(mouseDrawing(ctx, p), 1060, 360, 250) }]);
  },
  alt(ctx, p) {
    return arrange(ctx, [{ ...onBase(keyboardBottom(ctx, p), 480, 340, 300) }, { ...onBase(mouseBottom(ctx, p), 1060, 360, 260) }]);
  },
  detail: (ctx, p) => keyboardDrawing(ctx, p),
  kit(ctx, p) {
    const prod = combo.hero(ctx, p);
    return kitScene(ctx, prod, {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 720, h: 280, d: 100, art: boxArt(prod, 480, 150) }),
      boxH: 320,
      prodH: 210,
      acc: p.wireless ? usbDongle(ctx) : null,
      accH: 50,
    });
  },
};

// ── impressora ──
function printerBox(ctx, p, rear = false) {
  const ink = p.type === 'ink';
  const mfp = !!p.mfp;
  const w = ink ? 420 : 420;
  const h = ink ? 190 : mfp ? 360 : 260;
  const d = ink ? 340 : 400;
  const body = p.color ?? (ink ? '#1f2023' : p.brand === 'brother' ? '#3a3c40' : '#e7e8ea');
  const dark = body === '#e7e8ea' ? '#3b3d41' : '#141517';
  const logoC = body === '#e7e8ea' ? '#4a4d52' : '#c9cdd2';
  return box3d(ctx, {
    w,
    h,
    d,
    k: 0.45,
    ang: 30,
    body,
    topColor: mfp || ink ? lighten(body, 0.08) : dark,
    sideColor: darken(body, 0.15),
    top: (W, D) => {
      let s = '';
      if (mfp || ink) {
        s += R(W * 0.02, D * 0.02, W * 0.96, D * 0.96, surf(ctx, lighten(body, 0.06), 0.06), { rx: 4 });
        if (mfp)
          s +=
            R(W * 0.04, D * 0.05, W * 0.55, D * 0.55, darken(body, 0.12), { rx: 6 }) +
            R(W * 0.1, D * 0.12, W * 0.4, D * 0.3, lighten(body, 0.1), { rx: 3 });
        s += logo(p.brand, W * 0.78, D * 0.3, 16, logoC, { bg: body });
        if (ink) s += R(W * 0.15, D * 0.02, W * 0.7, D * 0.2, darken(body, 0.3), { rx: 3 });
      } else {
        s += R(W * 0.08, D * 0.05, W * 0.62, D * 0.7, ctx.lin(['#0c0c0d', '#2a2c30']), { rx: 8 });
        s += R(W * 0.12, D * 0.1, W * 0.54, D * 0.2, '#ffffff', { op: 0.9 });
        for (let i = 0; i < 5; i++) s += R(W * 0.16, D * (0.13 + i * 0.03), W * (0.3 + (i % 3) * 0.06), D * 0.008, '#555');
        s += R(W * 0.74, D * 0.55, W * 0.22, D * 0.4, '#1b1c1e', { rx: 6 });
        s += R(W * 0.77, D * 0.6, W * 0.16, D * 0.14, '#16324d') + R(W * 0.78, D * 0.62, W * 0.1, D * 0.03, '#7fc4ff');
        for (let i = 0; i < 3; i++) s += C(W * (0.79 + i * 0.05), D * 0.86, 5, '#444');
      }
      return s;
    },
    side: (D, H) => ventSlots(ctx, D * 0.55, H * 0.15, D * 0.3, H * 0.25, 7, '#000', true, 0.35),
    front: (W, H) => {
      let s = '';
      if (rear) {
        s += R(W * 0.1, H * 0.1, W * 0.8, H * 0.6, darken(body, 0.06), { rx: 6, stroke: darken(body, 0.25), sw: 1.5 });
        s += R(W * 0.2, H * 0.72, W * 0.3, H * 0.2, '#2b2d31', { rx: 3 });
        s += usbA(ctx, W * 0.23, H * 0.78, 30, '#111') + rj45(ctx, W * 0.33, H * 0.75, 26);
        s += iecInlet(ctx, W * 0.75, H * 0.74, 34);
        s += serialLabel(ctx, W * 0.3, H * 0.2, W * 0.4, { brand: p.brand, model: p.model ?? '', lines: ['100-127V~ 50/60Hz 8A'] });
        return s;
      }
      if (ink) {
        s += R(W * 0.06, H * 0.16, W * 0.6, H * 0.08, '#0a0a0b', { rx: 3 });
        s += R(W * 0.72, H * 0.08, W * 0.26, H * 0.84, darken(body, 0.1), { rx: 6 });
        ['#111111', '#00a3e0', '#e6007e', '#ffd400'].forEach((c, i) => {
          const x = W * (0.745 + i * 0.058);
          s +=
            R(x, H * 0.2, W * 0.04, H * 0.62, '#e8eaed', { rx: 3, op: 0.35 }) +
            R(x + 2, H * (0.36 + i * 0.05), W * 0.04 - 4, H * (0.44 - i * 0.05), c, { rx: 2 });
        });
        s += powerButton(ctx, W * 0.1, H * 0.45, 8) + C(W * 0.16, H * 0.45, 6, '#333') + C(W * 0.21, H * 0.45, 6, '#333');
        s += L(W * 0.03, H * 0.62, W * 0.7, H * 0.62, '#000', 1.2, { op: 0.4 });
        return s;
      }
      if (mfp) {
        s += R(0, H * 0.25, W, H * 0.08, '#0d0d0e');
        s += R(W * 0.1, H * 0.28, W * 0.6, H * 0.03, '#ffffff', { op: 0.9 });
        s +=
          R(W * 0.62, H * 0.04, W * 0.3, H * 0.16, '#1b1c1e', { rx: 6 }) +
          R(W * 0.65, H * 0.06, W * 0.16, H * 0.11, ctx.lin(['#2c5f8c', '#153049']));
      }
      const t0 = mfp ? 0.36 : 0.08;
      s += logo(p.brand, W * 0.12, H * (t0 + 0.08), 14, logoC, { bg: body });
      s += L(W * 0.04, H * (t0 + 0.42 * (1 - t0)), W * 0.96, H * (t0 + 0.42 * (1 - t0)), '#000', 1.2, { op: 0.35 });
      s += R(W * 0.04, H * (t0 + 0.5 * (1 - t0)), W * 0.92, H * 0.42 * (1 - t0), darken(body, 0.05), {
        rx: 4,
        stroke: darken(body, 0.2),
        sw: 1,
      });
      s += R(W * 0.36, H * (t0 + 0.58 * (1 - t0)), W * 0.28, H * 0.07, darken(body, 0.4), { rx: 8 });
      s += usbA(ctx, W * 0.86, H * (t0 + 0.25 * (1 - t0)), 24, '#111');
      s += powerButton(ctx, W * 0.92, H * (t0 + 0.08), 8);
      if (p.tag !== false) s += assetTag(ctx, W * 0.62, H * (t0 + 0.05), 80);
      return s;
    },
  });
}
function tonerDrawing(ctx, p) {
  return box3d(ctx, {
    w: 380,
    h: 90,
    d: 110,
    k: 0.5,
    body: '#ffffff',
    front: (W, H) =>
      R(0, 0, W * 0.35, H, brandOf(p.brand).accent) +
      logo(p.brand, W * 0.17, H * 0.5, 16, '#ffffff', { bg: brandOf(p.brand).accent }) +
      T(W * 0.4, H * 0.45, p.toner ?? 'Toner original', { size: 14, fill: '#111', weight: 'bold' }) +
      T(W * 0.4, H * 0.68, 'Preto · Black', { size: 11, fill: '#555' }),
  });
}
function inkBottles(ctx) {
  let s = '';
  ['#111111', '#00a3e0', '#e6007e', '#ffd400'].forEach((c, i) => {
    const x = i * 80;
    s +=
      R(x, 40, 64, 180, ctx.lin(['#fdfdfd', '#d9dbde', '#fdfdfd'], 0, 0, 1, 0), { rx: 10 }) + R(x + 4, 120, 56, 90, c, { rx: 6, op: 0.85 });
    s +=
      R(x + 14, 10, 36, 34, c, { rx: 6 }) +
      R(x + 8, 60, 48, 40, '#ffffff') +
      T(x + 32, 86, '664', { size: 14, anchor: 'middle', fill: '#333', weight: 'bold' });
  });
  return { svg: s, w: 304, h: 220 };
}
const printer = {
  hero: (ctx, p) => printerBox(ctx, p),
  alt: (ctx, p) => printerBox(ctx, p, true),
  detail(ctx, p) {
    const d = printerBox(ctx, p);
    d.focus = p.type === 'ink' ? { x: d.w * 0.45, y: 0, w: d.w * 0.55, h: d.h } : { x: d.w * 0.3, y: 0, w: d.w * 0.7, h: d.h * 0.6 };
    return d;
  },
  kit: (ctx, p) =>
    arrange(ctx, [
      onBase(printerBox(ctx, p), 420, 520, 420),
      onBase(p.type === 'ink' ? inkBottles(ctx) : tonerDrawing(ctx, p), 840, 640, p.type === 'ink' ? 170 : 120),
      onBase(coilDrawing(ctx, '#1c1d20', 'br'), 180, 640, 70),
    ]),
};

// ── headset ──
function headsetDrawing(ctx, p) {
  const body = p.color === 'white' ? '#e8e9eb' : '#1e1f22';
  const acc = brandOf(p.brand).accent;
  let s = '';
  // haste (arco)
  s += P('M95,330 C80,120 180,30 300,30 C420,30 520,120 505,330', 'none', { stroke: darken(body, 0.3), sw: 34, lc: 'round' });
  s += P('M95,330 C80,120 180,30 300,30 C420,30 520,120 505,330', 'none', { stroke: body, sw: 26, lc: 'round' });
  s += P('M110,200 C120,100 200,55 300,55 C400,55 480,100 490,200', 'none', { stroke: '#2a2b2e', sw: 16, lc: 'round', op: 0.9 });
  s += P('M100,290 C90,130 185,42 300,42', 'none', { stroke: '#ffffff', sw: 3, op: 0.15 });
  // concha direita (vista interna)
  s += R(486, 300, 18, 60, '#9aa0a6', { rx: 4 });
  s += E(500, 420, 52, 92, darken(body, 0.2)) + E(492, 420, 40, 78, '#2b2c2f') + E(490, 420, 26, 56, '#111');
  // concha esquerda (externa)
  s += R(96, 300, 18, 60, '#9aa0a6', { rx: 4 });
  s += E(
    100,
    420,
    78,
    100,
    ctx.rad(
      [
        [0, lighten(body, 0.18)],
        [1, darken(body, 0.2)],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  s += E(100, 420, 58, 78, 'none', { stroke: acc, sw: 3, op: 0.8 });
  s += logo(p.brand, 100, 420, 16, p.color === 'white' ? '#555' : '#c9cdd2');
  // microfone
  s += P('M150,480 C220,560 320,560 380,520', 'none', { stroke: '#111', sw: 9, lc: 'round' });
  s += E(392, 512, 24, 17, '#161618', { tr: 'rotate(-28 392 512)' });
  s += P('M70,515 C60,560 80,600 60,640', 'none', { stroke: '#141516', sw: 7, lc: 'round' });
  if (p.usb) s += R(40, 630, 40, 30, '#1c1d20', { rx: 5 }) + R(50, 655, 20, 26, ctx.lin(['#e6e8eb', '#8e949b']));
  const d = { svg: s, w: 580, h: 690, shadow: { cx: 300, cy: 520, rx: 260, ry: 40 } };
  d.focus = { x: 10, y: 300, w: 420, h: 280 };
  return d;
}
function headsetOther(ctx, p) {
  const base = headsetDrawing(ctx, { ...p, brand: 'none', usb: false });
  let s = G(base.svg, `translate(${base.w},0) scale(-1,1)`);
  s += logo(p.brand, base.w - 100, 420, 16, p.color === 'white' ? '#555' : '#c9cdd2');
  s += P(`M${base.w - 70},515 C${base.w - 40},600 ${base.w - 160},640 ${base.w - 200},700`, 'none', {
    stroke: '#141516',
    sw: 7,
    lc: 'round',
  });
  s +=
    R(base.w - 236, 700, 70, 110, ctx.lin(['#2a2b2e', '#141516'], 0, 0, 1, 0), { rx: 20 }) +
    C(base.w - 201, 735, 12, '#3a3b3e') +
    R(base.w - 214, 770, 26, 8, '#3a3b3e', { rx: 4 });
  s += P(`M${base.w - 201},810 C${base.w - 201},850 ${base.w - 260},860 ${base.w - 300},870`, 'none', {
    stroke: '#141516',
    sw: 7,
    lc: 'round',
  });
  s += R(base.w - 360, 855, 62, 30, '#1c1d20', { rx: 5 }) + R(base.w - 392, 861, 34, 18, ctx.lin(['#e6e8eb', '#8e949b']));
  s += G(serialLabel(ctx, 0, 0, 180, { brand: p.brand, model: p.model ?? '', ratio: 0.42 }), `translate(${base.w - 150},${760}) rotate(8)`);
  return { svg: s, w: base.w, h: 900, shadow: { cx: base.w / 2, cy: 560, rx: 240, ry: 26 } };
}
const headset = {
  hero: (ctx, p) => (p.count > 1 ? trio(ctx, headsetDrawing(ctx, p), headsetDrawing(ctx, p)) : headsetDrawing(ctx, p)),
  alt: (ctx, p) => headsetOther(ctx, p),
  detail: (ctx, p) => headsetDrawing(ctx, p),
  kit: (ctx, p) =>
    kitScene(ctx, headsetDrawing(ctx, p), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 420, h: 460, d: 130, art: boxArt(headsetDrawing(ctx, p), 260, 280) }),
      boxH: 440,
      prodH: 380,
    }),
};

// ── nobreak (UPS) ──
function brOutlet(ctx, cx, cy, r) {
  return (
    C(cx, cy, r, ctx.rad([['#3a3c40'], ['#121314']].map((a, i) => [i, a[0]]))) +
    C(cx, cy, r * 0.82, '#1a1b1d', { stroke: '#000', sw: 1 }) +
    C(cx - r * 0.38, cy - r * 0.05, r * 0.13, '#000') +
    C(cx + r * 0.38, cy - r * 0.05, r * 0.13, '#000') +
    C(cx, cy + r * 0.38, r * 0.13, '#000')
  );
}
function upsBox(ctx, p, rear = false) {
  const body = p.color ?? '#1c1d20';
  const w = 220;
  const h = 300;
  const d = 380;
  const acc = brandOf(p.brand).accent;
  return box3d(ctx, {
    w,
    h,
    d,
    k: 0.42,
    ang: 32,
    body,
    sideColor: darken(body, 0.1),
    topColor: lighten(body, 0.1),
    side: (D, H) => ventSlots(ctx, D * 0.15, H * 0.7, D * 0.7, H * 0.15, 8, '#000', true, 0.5),
    top: (W, D) => R(W * 0.3, D * 0.4, W * 0.4, D * 0.12, darken(body, 0.3), { rx: 8 }),
    front: (W, H) => {
      let s = '';
      if (rear) {
        s += C(W * 0.5, H * 0.2, W * 0.18, '#0b0b0c') + ventHex(ctx, W * 0.32, H * 0.08, W * 0.36, H * 0.25, 6, '#000', '#2a2b2e');
        s += R(W * 0.15, H * 0.42, W * 0.3, H * 0.08, '#2a2b2e', { rx: 4 }) + C(W * 0.3, H * 0.46, 7, '#444');
        s += usbA(ctx, W * 0.55, H * 0.43, 28, '#111');
        s += R(W * 0.4, H * 0.58, W * 0.2, H * 0.08, '#111', { rx: 3 });
        s += P(
          `M${f(W * 0.5)},${f(H * 0.66)} C${f(W * 0.5)},${f(H * 0.85)} ${f(W * 0.2)},${f(H * 0.9)} ${f(W * 0.1)},${f(H * 1.02)}`,
          'none',
          { stroke: '#111', sw: 9, lc: 'round' },
        );
        s += serialLabel(ctx, W * 0.12, H * 0.69, W * 0.76, {
          brand: p.brand,
          model: p.model ?? '',
          lines: [p.va ?? '1200VA', 'Entrada 115/220V~ Saída 115V~'],
        });
        return s;
      }
      s += R(W * 0.1, H * 0.05, W * 0.8, H * 0.2, '#0d0e0f', { rx: 6 });
      s +=
        R(W * 0.16, H * 0.08, W * 0.42, H * 0.1, ctx.lin(['#183a1d', '#0e2412']), { rx: 2 }) +
        T(W * 0.37, H * 0.155, '115V 62%', { size: 11, anchor: 'middle', fill: '#7CFC8A', family: MONO });
      s +=
        led(ctx, W * 0.22, H * 0.215, 2.4, '#38e05a') +
        led(ctx, W * 0.32, H * 0.215, 2.4, '#f5a623', false) +
        led(ctx, W * 0.42, H * 0.215, 2.4, '#e53935', false);
      s += powerButton(ctx, W * 0.74, H * 0.15, 14, acc);
      const n = p.outlets ?? 6;
      const cols = 2;
      for (let i = 0; i < n; i++) s += brOutlet(ctx, W * (0.3 + (i % cols) * 0.4), H * (0.37 + Math.floor(i / cols) * 0.14), 18);
      s += logo(p.brand, W / 2, H * 0.86, 16, '#d0d3d7');
      s += R(0, H * 0.94, W, H * 0.02, acc, { op: 0.8 });
      return s;
    },
  });
}
const ups = {
  hero: (ctx, p) => (p.count > 1 ? trio(ctx, upsBox(ctx, p), upsBox(ctx, p)) : upsBox(ctx, p)),
  alt: (ctx, p) => upsBox(ctx, p, true),
  detail(ctx, p) {
    const d = upsBox(ctx, p);
    d.focus = { x: 0, y: d.dy, w: 240, h: 180 };
    return d;
  },
  kit: (ctx, p) =>
    kitScene(ctx, upsBox(ctx, p), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 320, h: 420, d: 440, style: 'kraft' }),
      boxH: 400,
      prodH: 380,
      acc: coilDrawing(ctx, '#1c1d20', 'usb'),
      accH: 80,
    }),
};

// ── webcam ──
function webcamDrawing(ctx, p) {
  const body = '#1c1d20';
  let s = '';
  // suporte/clip
  s += poly(
    [
      [140, 150],
      [220, 150],
      [240, 250],
      [120, 250],
    ],
    ctx.lin(['#2a2b2e', '#141516']),
  );
  s += R(112, 245, 136, 16, '#111', { rx: 6 });
  s += P('M180,260 C182,300 240,310 300,300', 'none', { stroke: '#111', sw: 6, lc: 'round' });
  s += R(0, 40, 360, 118, surf(ctx, body, 0.18), { rx: 59 });
  s += R(6, 46, 348, 40, '#ffffff', { rx: 20, op: 0.06 });
  s +=
    C(
      180,
      99,
      44,
      ctx.rad([
        [0, '#3a3d42'],
        [1, '#0c0d0e'],
      ]),
    ) + C(180, 99, 44, 'none', { stroke: '#9aa0a6', sw: 3 });
  s += C(
    180,
    99,
    30,
    ctx.rad(
      [
        [0, '#243a6b'],
        [0.5, '#0b0f1e'],
        [1, '#000'],
      ],
      0.4,
      0.4,
      0.6,
    ),
  );
  s += C(180, 99, 16, '#060608') + C(170, 89, 6, '#ffffff', { op: 0.55 }) + C(190, 110, 3, '#7aa7ff', { op: 0.5 });
  for (const x of [40, 320]) for (let i = 0; i < 3; i++) s += C(x + (i - 1) * 7, 99, 1.8, '#000');
  s += T(252, 86, 'HD 1080p', { size: 13, fill: '#c9cdd2', weight: 'bold' });
  s += logo(p.brand, 110, 100, 11, '#c9cdd2');
  s += led(ctx, 230, 99, 2, '#f2f2f2', false);
  const d = { svg: s, w: 360, h: 310, shadow: { cx: 180, cy: 255, rx: 150, ry: 18 } };
  d.focus = { x: 60, y: 30, w: 300, h: 140 };
  return d;
}
function webcamBack(ctx, p) {
  let s = R(0, 40, 360, 118, surf(ctx, '#202124', 0.15), { rx: 59 });
  s += ventSlots(ctx, 110, 70, 140, 30, 6, '#000', true, 0.6);
  s += serialLabel(ctx, 120, 105, 120, { brand: p.brand, model: p.model ?? '', ratio: 0.34 });
  s +=
    poly(
      [
        [140, 150],
        [220, 150],
        [250, 230],
        [110, 230],
      ],
      '#232427',
    ) + R(100, 225, 160, 18, '#151617', { rx: 6 });
  s += P('M180,150 C180,200 130,260 40,280', 'none', { stroke: '#111', sw: 6, lc: 'round' });
  return { svg: s, w: 360, h: 290, shadow: { cx: 180, cy: 238, rx: 150, ry: 18 } };
}
const webcam = {
  hero: (ctx, p) => webcamDrawing(ctx, p),
  alt: (ctx, p) => webcamBack(ctx, p),
  detail: (ctx, p) => webcamDrawing(ctx, p),
  kit: (ctx, p) =>
    kitScene(ctx, webcamDrawing(ctx, p), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 380, h: 300, d: 110, art: boxArt(webcamDrawing(ctx, p), 240, 170) }),
      boxH: 360,
      prodH: 240,
    }),
};

// ── rack (servidores e switches) ──
const RACK_STYLE = {
  dell: {
    face: '#1c1d20',
    lid: '#b3b8bd',
    side: '#8f959b',
    ear: '#232428',
    carrier: '#2c2e32',
    latch: '#4d8fd1',
    led: '#38e05a',
    text: '#c9cdd2',
  },
  hp: {
    face: '#2a2c30',
    lid: '#a9afb5',
    side: '#868c93',
    ear: '#35373b',
    carrier: '#8f959c',
    latch: '#3a3c40',
    led: '#38e05a',
    text: '#e1e4e8',
  },
  hpe: {
    face: '#2a2c30',
    lid: '#a9afb5',
    side: '#868c93',
    ear: '#35373b',
    carrier: '#8f959c',
    latch: '#3a3c40',
    led: '#38e05a',
    text: '#e1e4e8',
  },
  lenovo: {
    face: '#18191b',
    lid: '#9fa5ab',
    side: '#7f858c',
    ear: '#202124',
    carrier: '#26282b',
    latch: '#3d7fd9',
    led: '#38e05a',
    text: '#c9cdd2',
  },
  cisco: { face: '#3a3f45', lid: '#9ba1a8', side: '#7d838a', ear: '#3a3f45', text: '#e6e9ec', port: '#c9cdd2' },
  ubiquiti: { face: '#e1e3e6', lid: '#c9ccd0', side: '#aeb2b7', ear: '#d5d8dc', text: '#3a3d42', port: '#c9cdd2' },
  mikrotik: { face: '#ededed', lid: '#d9dadb', side: '#bcbec1', ear: '#e4e4e4', text: '#222', port: '#c9cdd2' },
  tplink: { face: '#3f4349', lid: '#8e949a', side: '#6f757c', ear: '#3f4349', text: '#e6e9ec', port: '#c9cdd2' },
  intelbras: { face: '#1f2124', lid: '#8e949a', side: '#6f757c', ear: '#1f2124', text: '#e6e9ec', port: '#c9cdd2' },
};
const rackStyle = (p) => RACK_STYLE[p.brand] ?? RACK_STYLE.dell;

function rackUnit(ctx, p, o) {
  const st = rackStyle(p);
  const W = o.w ?? 700;
  const H = o.u * 62;
  const earW = o.ears === false ? 0 : 28;
  const b = box3d(ctx, {
    w: W,
    h: H,
    d: o.d ?? 980,
    k: o.k ?? 0.34,
    ang: o.ang ?? 27,
    body: st.face,
    topColor: st.lid,
    sideColor: st.side,
    front: o.front,
    top: o.top,
    side:
      o.side ??
      ((D, Hh) =>
        range(8)
          .map((i) => R(D * (0.08 + i * 0.11), Hh * 0.4, D * 0.03, Hh * 0.2, '#000', { op: 0.25, rx: 2 }))
          .join('')),
  });
  let ears = '';
  if (earW) {
    const ear = (x, inner) =>
      R(x, b.dy, earW, H, surf(ctx, st.ear, 0.12)) +
      C(x + earW / 2, b.dy + 12, 4, '#0a0a0a', { op: 0.6 }) +
      C(x + earW / 2, b.dy + H - 12, 4, '#0a0a0a', { op: 0.6 }) +
      (inner ?? '');
    ears = ear(-earW, o.earL?.(-earW, b.dy, earW, H)) + ear(W, o.earR?.(W, b.dy, earW, H));
  }
  const svg = G(b.svg + ears, `translate(${earW},0)`);
  return {
    svg,
    w: b.w + earW * 2 - (earW ? earW : 0) + earW,
    h: b.h,
    dy: b.dy,
    dx: b.dx,
    earW,
    W,
    H,
    shadow: { ...b.shadow, cx: b.shadow.cx + earW },
  };
}

function driveBay(ctx, st, x, y, w, h, o = {}) {
  const vertical = h > w;
  if (o.blank) return R(x, y, w, h, '#121315', { rx: 2 }) + ventHex(ctx, x + 3, y + 3, w - 6, h - 6, 4, '#000', null, 0.6);
  let s = R(x, y, w, h, surf(ctx, st.carrier, 0.15), { rx: 2, stroke: '#000', sw: 0.8 });
  if (vertical) {
    s += ventHex(ctx, x + 3, y + h * 0.12, w - 6, h * 0.45, 4, '#050505', '#3a3c40', 0.7);
    s += R(x + w * 0.18, y + h * 0.64, w * 0.64, h * 0.12, st.latch, { rx: 2 });
    s += R(x + 3, y + h * 0.8, w - 6, h * 0.16, darken(st.carrier, 0.3), { rx: 2 });
    s +=
      led(ctx, x + w * 0.3, y + h * 0.06, 1.6, st.led, o.on !== false) +
      led(ctx, x + w * 0.7, y + h * 0.06, 1.6, o.warn ? '#f5a623' : '#2f8cff', !!o.warn || o.on !== false);
  } else {
    s += R(x + 3, y + 3, w * 0.2, h - 6, st.latch, { rx: 2 });
    s += ventHex(ctx, x + w * 0.26, y + 4, w * 0.56, h - 8, 4, '#050505', '#3a3c40', 0.7);
    s +=
      led(ctx, x + w * 0.9, y + h * 0.3, 1.8, st.led, o.on !== false) +
      led(ctx, x + w * 0.9, y + h * 0.7, 1.8, o.warn ? '#f5a623' : '#2f8cff', !!o.warn || o.on !== false);
  }
  return s;
}

function psuModule(ctx, x, y, w, h) {
  let s = R(x, y, w, h, surf(ctx, '#3a3c40', 0.12), { rx: 2, stroke: '#111', sw: 1 });
  s += ventHex(ctx, x + w * 0.05, y + h * 0.12, w * 0.45, h * 0.76, 5, '#000', '#222');
  s += iecInlet(ctx, x + w * 0.58, y + h * 0.2, Math.min(w * 0.22, h * 0.6));
  s += P(`M${f(x + w * 0.88)},${f(y + h * 0.15)} h${f(w * 0.07)} v${f(h * 0.7)} h${f(-w * 0.07)}`, 'none', { stroke: '#9aa0a6', sw: 3 });
  s += led(ctx, x + w * 0.62, y + h * 0.85, 1.8, '#38e05a');
  return s;
}

function serverFront(ctx, p, W, H) {
  const st = rackStyle(p);
  let s = '';
  const n = p.bays ?? 8;
  const lff = p.bayType === 'lff';
  const warnAt = (hashStr(ctx.lot?.key ?? '') % 7) + 1;
  const blanks = p.blanks ?? 0;
  let x = 10;
  if (lff) {
    const rows = p.u === 1 ? 1 : n > 8 ? 3 : 2;
    const cols = Math.ceil(n / rows);
    const bw = Math.min(150, (W * 0.86) / cols);
    const bh = (H - 10) / rows;
    for (let i = 0; i < n; i++) {
      const c = i % cols;
      const r = Math.floor(i / cols);
      s += driveBay(ctx, st, x + c * bw, 5 + r * bh, bw - 3, bh - 3, { blank: i >= n - blanks, warn: i === warnAt });
    }
    x += cols * bw;
  } else {
    const bw = 30;
    for (let i = 0; i < n; i++) s += driveBay(ctx, st, x + i * bw, 6, bw - 3, H - 12, { blank: i >= n - blanks, warn: i === warnAt });
    x += n * bw;
  }
  const rest = W - x - 10;
  if (rest > 60) {
    s += ventHex(ctx, x + 8, 8, rest - 16, H * (p.u === 1 ? 0.84 : 0.55), 6, '#000', '#141517');
    if (p.u !== 1) {
      s += R(x + 8, H * 0.68, rest * 0.55, H * 0.2, '#111214', { rx: 2 }) + L(x + 14, H * 0.78, x + rest * 0.5, H * 0.78, '#2d2f33', 1.5);
      s += T(x + rest - 10, H * 0.86, p.model ?? '', { size: 11, anchor: 'end', fill: st.text, weight: 'bold' });
    }
  }
  if (p.tag !== false) s += assetTag(ctx, W - 94, p.u === 1 ? H * 0.12 : H * 0.1, 80);
  return s;
}

function serverRear(ctx, p, W, H) {
  let s = '';
  const one = p.u === 1;
  const pw = one ? 118 : 130;
  const ph = one ? H - 12 : H * 0.42;
  s += psuModule(ctx, W - pw - 6, H - ph - 6, pw, ph);
  s += psuModule(ctx, one ? W - 2 * pw - 12 : W - pw - 6, one ? H - ph - 6 : 8, pw, ph);
  const slots = one ? 2 : 6;
  for (let i = 0; i < slots; i++) {
    const sx = 12 + i * 40;
    s +=
      R(sx, 8, 32, one ? H * 0.5 : H * 0.55, '#b9bdc2', { rx: 1 }) +
      ventSlots(ctx, sx + 6, 14, 20, (one ? H * 0.5 : H * 0.55) - 14, 5, '#555');
  }
  let x = one ? 100 : 12;
  const y = one ? H * 0.56 : H * 0.66;
  for (let i = 0; i < 4; i++) s += rj45(ctx, x + i * 28, y, 24, { l1: i < 2 ? '#38e05a' : '#1b5e20' });
  x += 4 * 28 + 10;
  s += usbA(ctx, x, y + 4, 28) + usbA(ctx, x, y + 20, 28);
  x += 36;
  s += vga(ctx, x, y + 8, 54);
  x += 62;
  s += rj45(ctx, x, y, 24, { shell: '#3a6fb0' });
  x += 34;
  s += ventHex(ctx, one ? 100 : 260, 8, W - (one ? 2 * pw + 130 : pw + 280), one ? H * 0.42 : H * 0.55, 6, '#000', '#1c1d20');
  s += serialLabel(ctx, one ? 12 : x + 6, one ? H * 0.58 : H * 0.62, one ? 80 : 100, { brand: p.brand, model: p.model ?? '' });
  return s;
}

function serverTop(ctx, p, W, D) {
  let s = L(0, D * 0.42, W, D * 0.42, '#000', 1, { op: 0.2 }) + L(0, D * 0.12, W, D * 0.12, '#000', 1, { op: 0.18 });
  s += R(W * 0.25, D * 0.5, W * 0.5, D * 0.4, '#f4f5f6', { op: 0.85 });
  for (let i = 0; i < 6; i++) s += L(W * 0.25, D * (0.55 + i * 0.06), W * 0.75, D * (0.55 + i * 0.06), '#7a8088', 1.2);
  for (let i = 0; i < 5; i++) s += L(W * (0.3 + i * 0.1), D * 0.55, W * (0.3 + i * 0.1), D * 0.85, '#7a8088', 1.2);
  s += logo(p.brand === 'hp' ? 'hpe' : p.brand, W * 0.5, D * 0.27, 34, darken(rackStyle(p).lid, 0.25));
  return s;
}

function serverUnit(ctx, p, rear = false) {
  const st = rackStyle(p);
  return rackUnit(ctx, p, {
    u: p.u ?? 2,
    front: (W, H) => (rear ? serverRear(ctx, p, W, H) : serverFront(ctx, p, W, H)),
    top: (W, D) => serverTop(ctx, p, W, D),
    earL: rear
      ? null
      : (x, y, w, h) =>
          led(ctx, x + w / 2, y + h * 0.35, 2.2, '#2f8cff') +
          led(ctx, x + w / 2, y + h * 0.55, 2, '#38e05a') +
          (p.u === 1
            ? ''
            : T(x + w / 2 + 3, y + h * 0.78, brandOf(p.brand).name.slice(0, 4), {
                size: 8,
                anchor: 'middle',
                fill: st.text,
                weight: 'bold',
                tr: `rotate(-90 ${f(x + w / 2 + 3)} ${f(y + h * 0.78)})`,
              })),
    earR: rear
      ? null
      : (x, y, w, h) =>
          powerButton(ctx, x + w / 2, y + h * 0.32, 7, '#38e05a') +
          usbA(ctx, x + 4, y + h * 0.56, w - 8) +
          R(x + 4, y + h * 0.74, w - 8, 6, '#e8e9eb', { rx: 1 }),
  });
}

const server = {
  hero: (ctx, p) => (p.count > 1 ? stackOf(ctx, serverUnit(ctx, p), Math.min(p.count, 4), (p.u ?? 2) * 62 + 3) : serverUnit(ctx, p)),
  alt: (ctx, p) => serverUnit(ctx, p, true),
  detail(ctx, p) {
    const d = serverUnit(ctx, p);
    d.focus = { x: 0, y: d.dy - 20, w: 420, h: d.H + 40 };
    if (p.u === 1) d.focus = { x: 0, y: d.dy - 30, w: 320, h: d.H + 60 };
    return d;
  },
  kit(ctx, p) {
    const srv = serverUnit(ctx, p);
    const rail = box3d(ctx, {
      w: 900,
      h: 22,
      d: 40,
      k: 0.5,
      body: '#a7adb3',
      front: (W, H) =>
        range(10)
          .map((i) => R(40 + i * 85, H * 0.3, 30, H * 0.4, '#555', { rx: 3 }))
          .join(''),
    });
    return arrange(ctx, [
      onBase(srv, 560, 420, 300),
      onBase(rail, 520, 560, 50),
      onBase(rail, 560, 620, 50),
      onBase(coilDrawing(ctx, '#1c1d20', 'c13'), 1080, 470, 70),
    ]);
  },
};

// ── switches ──
function portBlock(ctx, p, x, y, n, pw, o = {}) {
  let s = '';
  const rows = o.rows ?? 2;
  const cols = Math.ceil(n / rows);
  const group = o.group ?? 6;
  const ph = pw * 0.82;
  const gap = pw * 0.12;
  const st = rackStyle(p);
  for (let i = 0; i < n; i++) {
    const c = Math.floor(i / rows);
    const r = i % rows;
    const gx = x + c * (pw + gap) + Math.floor(c / group) * pw * 0.5;
    const gy = y + r * (ph + gap * 2.2);
    const on = ctx.r() < 0.7;
    s += rj45(ctx, gx, gy, pw, {
      flip: rows === 2 && r === 0,
      shell: st.port,
      l1: on ? '#38e05a' : '#1d3b20',
      l2: on && o.poe ? '#f5a623' : '#3a2a10',
    });
  }
  return { svg: s, w: cols * (pw + gap) + Math.floor((cols - 1) / group) * pw * 0.5 };
}

function switchFront(ctx, p, W, H) {
  const st = rackStyle(p);
  const n = p.ports ?? 24;
  const nsfp = p.sfp ?? 4;
  let s = '';
  if (p.brand === 'cisco') s += R(0, 0, 120, H, lighten(st.face, 0.08));
  if (p.brand === 'ubiquiti') {
    s += R(16, H * 0.2, 64, H * 0.6, '#0c0d10', { rx: 3 }) + R(20, H * 0.25, 56, H * 0.5, ctx.lin(['#0f2a4a', '#081626']), { rx: 2 });
    s +=
      T(48, H * 0.47, 'UniFi', { size: 8, anchor: 'middle', fill: '#ffffff', weight: 'bold' }) +
      T(48, H * 0.64, '10.0.1.2', { size: 6, anchor: 'middle', fill: '#9fd0ff', family: MONO });
  } else {
    s += logo(p.brand, 58, H * 0.38, p.brand === 'cisco' ? 14 : 12, st.text);
    s += T(58, H * 0.72, (p.series ?? p.model ?? '').slice(0, 20), { size: 7, anchor: 'middle', fill: st.text, op: 0.85 });
  }
  for (let i = 0; i < 3; i++) s += led(ctx, 112, H * (0.25 + i * 0.25), 1.8, i === 2 && p.poe ? '#f5a623' : '#38e05a', i !== 1);
  const pw = n > 24 ? 17.5 : 21;
  const avail = W - 130 - (nsfp ? (nsfp / 2) * 34 + 70 : 60);
  const blk = portBlock(ctx, p, 130, H * 0.1, n, Math.min(pw, avail / ((n / 2) * 1.12 + 2)), { group: n > 24 ? 12 : 6, poe: p.poe });
  s += blk.svg;
  let x = 130 + blk.w + 14;
  for (let i = 0; i < nsfp; i++) s += sfp(ctx, x + Math.floor(i / 2) * 32, H * 0.12 + (i % 2) * 26, 28);
  x += Math.ceil(nsfp / 2) * 32 + 8;
  s += rj45(ctx, x, H * 0.32, 20, { shell: '#3a6fb0', leds: false });
  if (p.tag !== false) s += assetTag(ctx, W - 70, H * 0.05, 58);
  return s;
}
function switchRear(ctx, p, W, H) {
  let s = iecInlet(ctx, W - 70, H * 0.2, 34);
  s += C(W * 0.3, H / 2, H * 0.36, '#0b0b0c') + ventHex(ctx, W * 0.3 - H * 0.34, H * 0.16, H * 0.68, H * 0.68, 5, '#000', '#2a2c30');
  s += C(W * 0.5, H / 2, H * 0.36, '#0b0b0c') + ventHex(ctx, W * 0.5 - H * 0.34, H * 0.16, H * 0.68, H * 0.68, 5, '#000', '#2a2c30');
  s += screw(ctx, W - 110, H / 2, 5) + T(W - 110, H * 0.9, '⏚', { size: 9, anchor: 'middle', fill: '#ddd' });
  s += serialLabel(ctx, 40, H * 0.1, 100, { brand: p.brand, model: p.model ?? '', ratio: 0.45 });
  s += ventSlots(ctx, W * 0.62, H * 0.15, W * 0.2, H * 0.7, 6, '#000', true, 0.5);
  return s;
}
function switchDesk(ctx, p, rear = false) {
  const st = rackStyle(p);
  const n = p.ports ?? 8;
  const W = 60 + n * 34;
  return box3d(ctx, {
    w: W,
    h: 46,
    d: 200,
    k: 0.55,
    ang: 30,
    body: st.face,
    topColor: st.lid,
    sideColor: st.side,
    top: (Ww, D) =>
      logo(p.brand, Ww * 0.5, D * 0.45, 22, darken(st.lid, 0.35)) +
      ventSlots(ctx, Ww * 0.1, D * 0.75, Ww * 0.8, D * 0.1, 6, '#000', true, 0.25),
    front: (Ww, H) =>
      rear
        ? dcJack(ctx, Ww * 0.2, H / 2, 7) + ventSlots(ctx, Ww * 0.35, H * 0.25, Ww * 0.5, H * 0.5, 6, '#000', true, 0.5)
        : led(ctx, 24, H * 0.3, 2, '#38e05a') +
          T(24, H * 0.75, 'PWR', { size: 6, anchor: 'middle', fill: st.text }) +
          range(n)
            .map((i) => rj45(ctx, 50 + i * 34, H * 0.28, 28, { shell: st.port, l1: i % 3 === 2 ? '#1d3b20' : '#38e05a' }))
            .join(''),
  });
}
function switchUnit(ctx, p, rear = false) {
  if (p.desk) return switchDesk(ctx, p, rear);
  const st = rackStyle(p);
  return rackUnit(ctx, p, {
    u: 1,
    d: p.deep ? 700 : 420,
    k: 0.36,
    ang: 24,
    front: (W, H) => (rear ? switchRear(ctx, p, W, H) : switchFront(ctx, p, W, H)),
    top: (W, D) => logo(p.brand, W * 0.2, D * 0.35, 20, darken(st.lid, 0.3)) + L(0, D * 0.7, W, D * 0.7, '#000', 1, { op: 0.15 }),
  });
}
const netswitch = {
  hero: (ctx, p) => (p.count > 1 ? stackOf(ctx, switchUnit(ctx, p), Math.min(p.count, 5), p.desk ? 48 : 64, 4) : switchUnit(ctx, p)),
  alt: (ctx, p) => switchUnit(ctx, p, true),
  detail(ctx, p) {
    const d = switchUnit(ctx, p);
    if (p.desk) d.focus = { x: 0, y: d.dy - 20, w: d.w * 0.6, h: 90 };
    else d.focus = { x: d.earW, y: d.dy - 30, w: 380, h: d.H + 60 };
    return d;
  },
  kit(ctx, p) {
    const d = switchUnit(ctx, p);
    const ear = {
      svg: R(0, 0, 30, 64, '#7d838a', { rx: 2 }) + R(30, 0, 40, 64, '#9aa0a6') + C(15, 14, 4, '#333') + C(15, 50, 4, '#333'),
      w: 70,
      h: 64,
    };
    return arrange(ctx, [
      onBase(d, 500, 400, p.desk ? 150 : 200),
      onBase(ear, 420, 560, 70),
      onBase(ear, 520, 560, 70),
      onBase(coilDrawing(ctx, '#1c1d20', 'br'), 820, 580, 80),
    ]);
  },
};

// ── roteador ──
function routerBox(ctx, p, rear = false) {
  const body = p.color === 'white' ? '#f0f1f2' : '#1e1f22';
  const ant = p.antennas ?? 4;
  const W = p.small ? 260 : 380;
  const b = box3d(ctx, {
    w: W,
    h: p.small ? 56 : 44,
    d: p.small ? 150 : 240,
    k: 0.55,
    ang: 32,
    body,
    topColor: lighten(body, 0.08),
    sideColor: darken(body, 0.15),
    top: (Ww, D) =>
      logo(p.brand, Ww * 0.5, D * 0.5, p.small ? 16 : 22, p.color === 'white' ? '#8a8e94' : '#8f9399') +
      (p.small ? '' : ventSlots(ctx, Ww * 0.1, D * 0.08, Ww * 0.8, D * 0.18, 8, '#000', true, 0.4)),
    front: (Ww, H) => {
      let s = '';
      const portsHere = p.portsFront ? !rear : rear;
      if (portsHere) {
        const n = p.ports ?? 5;
        for (let i = 0; i < n; i++)
          s += rj45(ctx, 14 + i * 34, H * 0.2, 28, {
            shell: i === 0 && !p.portsFront ? '#3a6fb0' : '#c9cdd2',
            l1: i < 3 ? '#38e05a' : '#1d3b20',
          });
        if (p.sfp) s += sfp(ctx, 18 + n * 34, H * 0.3, 30);
        s += dcJack(ctx, Ww - 24, H * 0.5, 8);
        if (!p.portsFront) s += R(Ww - 56, H * 0.38, 14, 10, '#444', { rx: 3 });
      } else {
        const icons = ['⏻', '◉', '◉', '⇅', '1', '2', '3', '4'];
        icons.forEach((ic, i) => {
          s +=
            led(ctx, Ww * 0.2 + i * Ww * 0.08, H * 0.45, 2.3, i === 5 ? '#f5a623' : '#38e05a', i !== 6) +
            T(Ww * 0.2 + i * Ww * 0.08, H * 0.85, ic, { size: 7, anchor: 'middle', fill: '#8e9298' });
        });
      }
      return s;
    },
  });
  let antennas = '';
  if (ant) {
    for (let i = 0; i < ant; i++) {
      const ax = b.dx * 0.9 + 30 + (i * (W - 60)) / Math.max(1, ant - 1);
      const tilt = (i - (ant - 1) / 2) * 6;
      antennas += G(
        R(-9, -200, 18, 210, ctx.lin(['#2a2b2e', '#111', '#2a2b2e'], 0, 0, 1, 0), { rx: 9 }) + R(-11, -4, 22, 16, '#151517', { rx: 4 }),
        `translate(${f(ax)},${f(b.dy * 0.15 + 8)}) rotate(${f(tilt)})`,
      );
    }
  }
  const top = ant ? 200 : 0;
  return {
    svg: G(antennas + b.svg, `translate(0,${top})`),
    w: b.w + 20,
    h: b.h + top,
    shadow: { ...b.shadow, cy: b.shadow.cy + top },
    dy: b.dy + top,
  };
}
const router = {
  hero: (ctx, p) => routerBox(ctx, p),
  alt: (ctx, p) => routerBox(ctx, p, true),
  detail(ctx, p) {
    const d = routerBox(ctx, p, !p.portsFront);
    d.focus = { x: 0, y: d.dy - 30, w: d.w * 0.65, h: 120 };
    return d;
  },
  kit: (ctx, p) =>
    kitScene(ctx, routerBox(ctx, p), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 460, h: 340, d: 120, art: boxArt(routerBox(ctx, p), 300, 220) }),
      boxH: 400,
      prodH: 300,
      acc: chargerDrawing(ctx, p.brand),
      accH: 70,
    }),
};

// ── access point de teto ──
function apDrawing(ctx, p, back = false) {
  const body = p.color === 'black' ? '#1e1f22' : '#f3f4f5';
  const R0 = 260;
  const ry = 0.42;
  let s = '';
  s += E(R0, R0 * ry + 34, R0, R0 * ry, ctx.lin([darken(body, 0.12), darken(body, 0.28)]));
  s += R(0, R0 * ry, R0 * 2, 34, ctx.lin([darken(body, 0.1), darken(body, 0.2), darken(body, 0.08)], 0, 0, 1, 0));
  s += E(
    R0,
    R0 * ry,
    R0,
    R0 * ry,
    ctx.rad(
      [
        [0, lighten(body, 0.5)],
        [0.7, body],
        [1, darken(body, 0.06)],
      ],
      0.45,
      0.35,
      0.65,
    ),
  );
  if (!back) {
    if (p.brand === 'ubiquiti') {
      s += E(R0, R0 * ry, R0 * 0.42, R0 * 0.42 * ry, 'none', { stroke: '#1fa0ff', sw: 7, op: 0.85 });
      s += E(R0, R0 * ry, R0 * 0.42, R0 * 0.42 * ry, 'none', { stroke: '#9fdcff', sw: 2 });
      s += E(R0, R0 * ry, R0 * 0.5, R0 * 0.5 * ry, 'none', { stroke: '#1fa0ff', sw: 14, op: 0.12 });
      s += G(logo('ubiquiti', 0, 0, 18, '#c9ccd0'), `translate(${R0},${f(R0 * ry)}) scale(1,${ry})`);
    } else {
      s += G(logo(p.brand, 0, 0, 26, '#9aa0a6'), `translate(${R0},${f(R0 * ry)}) scale(1,${ry + 0.2})`);
      s += led(ctx, R0, R0 * ry + R0 * 0.55 * ry, 3, '#38e05a');
    }
  } else {
    s += G(
      C(0, 0, R0 * 0.55, darken(body, 0.08)) +
        R(-R0 * 0.35, -R0 * 0.2, R0 * 0.7, R0 * 0.4, '#d8dadd', { rx: 8 }) +
        rj45(ctx, -20, -R0 * 0.12, 40) +
        C(50, 0, 6, '#444') +
        serialLabel(ctx, -R0 * 0.3, R0 * 0.22, R0 * 0.6, { brand: p.brand, model: p.model ?? '', ratio: 0.42 }),
      `translate(${R0},${f(R0 * ry)}) scale(1,${ry + 0.15})`,
    );
  }
  const d = { svg: s, w: R0 * 2, h: R0 * ry * 2 + 34, shadow: { cx: R0, cy: R0 * ry * 2 + 20, rx: R0 * 0.98, ry: 30 } };
  d.focus = back
    ? { x: R0 * 0.5, y: R0 * ry * 0.35, w: R0, h: R0 * ry * 1.35 }
    : { x: R0 * 0.35, y: R0 * ry * 0.4, w: R0 * 1.3, h: R0 * ry * 1.3 };
  return d;
}
function poeInjector(ctx) {
  return box3d(ctx, {
    w: 160,
    h: 40,
    d: 80,
    k: 0.6,
    body: '#f0f1f2',
    top: (W, D) => T(W / 2, D / 2 + 4, 'PoE 48V', { size: 12, anchor: 'middle', fill: '#555', weight: 'bold' }),
    front: (W, H) => rj45(ctx, 20, H * 0.2, 26) + rj45(ctx, 60, H * 0.2, 26, { leds: false }),
  });
}
const ap = {
  hero: (ctx, p) =>
    p.count > 1
      ? arrange(ctx, [
          { d: apDrawing(ctx, p), x: -240, y: -70, s: 0.8 },
          { d: apDrawing(ctx, p), x: 380, y: -70, s: 0.8 },
          { d: apDrawing(ctx, p), x: 0, y: 0 },
        ])
      : apDrawing(ctx, p),
  alt: (ctx, p) => apDrawing(ctx, p, true),
  detail: (ctx, p) => apDrawing(ctx, p, true),
  kit: (ctx, p) =>
    kitScene(ctx, apDrawing(ctx, p), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 380, h: 380, d: 90, art: boxArt(apDrawing(ctx, p), 260, 150) }),
      boxH: 380,
      prodH: 150,
      acc: poeInjector(ctx),
      accH: 80,
    }),
};

// ── placa de vídeo ──
function gpuFan(ctx, cx, cy, r, hubLogo) {
  let s = C(cx, cy, r, '#0b0b0c') + C(cx, cy, r, 'none', { stroke: '#3a3c40', sw: r * 0.05 });
  const blade = `M0,${f(-r * 0.24)} C${f(r * 0.35)},${f(-r * 0.4)} ${f(r * 0.6)},${f(-r * 0.6)} ${f(r * 0.9)},${f(-r * 0.42)} C${f(r * 0.7)},${f(-r * 0.2)} ${f(r * 0.4)},${f(-r * 0.05)} ${f(r * 0.2)},0 Z`;
  for (let i = 0; i < 11; i++)
    s += G(P(blade, ctx.lin(['#3d3f44', '#1a1b1d'], 0, 0, 1, 1)), `translate(${f(cx)},${f(cy)}) rotate(${f(i * (360 / 11))})`);
  s +=
    C(
      cx,
      cy,
      r * 0.3,
      ctx.rad(
        [
          [0, '#4a4d52'],
          [1, '#1b1c1e'],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ) + (hubLogo ?? '');
  return s;
}
function gpuCard(ctx, p, back = false) {
  const fans = p.fans ?? 2;
  const W = fans === 3 ? 780 : fans === 1 ? 460 : 620;
  const H = 250;
  const shroud = p.shroud ?? '#1d1e21';
  const acc = p.accent ?? brandOf(p.brand).accent;
  const b = box3d(ctx, {
    w: W,
    h: H,
    d: 90,
    k: 0.5,
    ang: 32,
    body: back ? '#26282c' : shroud,
    topColor: darken(shroud, 0.15),
    sideColor: '#b9bdc2',
    top: (Ww, D) =>
      T(Ww * 0.5, D * 0.62, p.topText ?? 'GEFORCE RTX', {
        size: D * 0.42,
        anchor: 'middle',
        fill: acc === '#76B900' ? '#9be22d' : lighten(acc, 0.3),
        weight: 'bold',
        ls: 2,
      }) +
      (p.pins !== 0
        ? R(Ww * 0.82, D * 0.2, Ww * 0.1, D * 0.55, '#0b0b0c', { rx: 2 }) +
          range(4)
            .map((i) => R(Ww * 0.83 + i * Ww * 0.022, D * 0.3, Ww * 0.014, D * 0.32, '#3a3a3a'))
            .join('')
        : ''),
    side: (D, Hh) =>
      back
        ? R(0, -Hh * 0.06, D, Hh * 1.12, surf(ctx, '#c9cdd2', 0.12)) +
          dport(ctx, D * 0.2, Hh * 0.1, D * 0.6) +
          dport(ctx, D * 0.2, Hh * 0.3, D * 0.6) +
          dport(ctx, D * 0.2, Hh * 0.5, D * 0.6) +
          hdmi(ctx, D * 0.2, Hh * 0.7, D * 0.6) +
          ventSlots(ctx, D * 0.15, Hh * 0.85, D * 0.7, Hh * 0.1, 5, '#333')
        : ventSlots(ctx, D * 0.1, Hh * 0.1, D * 0.8, Hh * 0.8, 5, '#222', false, 0.8),
    front: (Ww, Hh) => {
      let s = '';
      if (back) {
        s += R(6, 6, Ww - 12, Hh - 12, surf(ctx, '#2a2c30', 0.1), { rx: 6 });
        s += ventSlots(ctx, Ww * 0.08, Hh * 0.15, Ww * 0.2, Hh * 0.7, 7, '#000', true, 0.7);
        s += logo(p.brand, Ww * 0.6, Hh * 0.45, 34, '#8a8e94');
        s += serialLabel(ctx, Ww * 0.4, Hh * 0.62, 150, { brand: p.brand, model: p.model ?? '', ratio: 0.45 });
        for (const [x, y] of [
          [0.05, 0.08],
          [0.95, 0.08],
          [0.05, 0.92],
          [0.95, 0.92],
          [0.45, 0.2],
          [0.45, 0.8],
        ])
          s += screw(ctx, Ww * x, Hh * y, 4, '#6b6f75');
        return s;
      }
      s += poly(
        [
          [0, 0],
          [Ww * 0.3, 0],
          [Ww * 0.22, Hh],
          [0, Hh],
        ],
        lighten(shroud, 0.08),
      );
      s += poly(
        [
          [Ww * 0.7, 0],
          [Ww, 0],
          [Ww, Hh],
          [Ww * 0.78, Hh],
        ],
        lighten(shroud, 0.05),
      );
      s += L(Ww * 0.02, Hh * 0.06, Ww * 0.98, Hh * 0.06, acc, 3, { op: 0.9 });
      const r = Hh * 0.42;
      for (let i = 0; i < fans; i++) {
        const cx = (Ww * (i + 0.5)) / fans;
        s += gpuFan(ctx, cx, Hh * 0.52, Math.min(r, Ww / fans / 2 - 8), logo(p.brand, cx, Hh * 0.52, 10, '#a7abb1'));
      }
      return s;
    },
  });
  let extra = '';
  if (!back) {
    extra += R(W * 0.12, b.dy + H, W * 0.5, 22, '#1a4d2e');
    for (let i = 0; i < 48; i++) if (i !== 8) extra += R(W * 0.125 + i * W * 0.0102, b.dy + H + 6, W * 0.006, 16, '#d4a93c');
    extra += R(-16, b.dy - 14, 16, H + 40, surf(ctx, '#c9cdd2', 0.15, [0, 0, 1, 0])) + R(-30, b.dy - 14, 30, 10, '#c9cdd2');
  }
  return {
    svg: G(extra + b.svg, 'translate(30,0)'),
    w: b.w + 30,
    h: b.h + 24,
    dy: b.dy,
    dx: b.dx,
    W,
    H,
    shadow: { cx: b.w / 2 + 30, cy: b.h - b.dy * 0.4, rx: b.w * 0.52, ry: b.dy * 0.6 },
  };
}
const gpu = {
  hero: (ctx, p) => gpuCard(ctx, p),
  alt: (ctx, p) => gpuCard(ctx, p, true),
  detail(ctx, p) {
    const d = gpuCard(ctx, p, true);
    d.focus = { x: 30 + d.W * 0.38, y: 0, w: d.W * 0.62 + d.dx, h: d.h };
    return d;
  },
  kit: (ctx, p) =>
    kitScene(ctx, gpuCard(ctx, p), {
      box: boxDrawing(ctx, {
        brand: p.brand,
        model: p.model,
        w: 620,
        h: 380,
        d: 140,
        color: '#16171a',
        art: boxArt(gpuCard(ctx, p), 420, 200),
      }),
      boxH: 420,
      prodH: 260,
    }),
};

// ── memória RAM ──
function ramStick(ctx, p, back = false) {
  const W = 640;
  const H = p.ecc ? 160 : 150;
  const pcb = p.pcb ?? (p.heatsink ? '#111' : '#1f5f3a');
  const notchX = W * 0.44;
  let s = P(
    `M0,0 H${W} V${f(H * 0.5)} a8,8 0 0 0 0,16 V${H} H${f(notchX + 6)} v-16 h-12 v16 H0 V${f(H * 0.5 + 16)} a8,8 0 0 0 0,-16 Z`,
    surf(ctx, pcb, 0.1),
  );
  for (let i = 0; i < 72; i++) {
    const x = 8 + i * 8.65;
    if (Math.abs(x + 2 - notchX) < 9) continue;
    s += R(x, H - 26, 5, 24, ctx.lin(['#f3d27a', '#c9961e']));
  }
  if (p.heatsink && !back) {
    const hc = p.heatsinkColor ?? '#1b1c1e';
    s += P(`M4,-18 H${W - 4} V${f(H - 34)} H4 Z`, surf(ctx, hc, 0.18));
    for (let i = 0; i < 9; i++) s += P(`M${20 + i * 70},-18 l30,0 l-12,14 h-30 z`, darken(hc, 0.4));
    s += T(W * 0.5, H * 0.42, p.heatsinkText ?? brandOf(p.brand).name, {
      size: 38,
      anchor: 'middle',
      fill: p.brand === 'corsair' ? '#f1f1f1' : '#e8e9eb',
      weight: 'bold',
      ls: 3,
    });
    s += T(W * 0.5, H * 0.66, p.capacity ?? '8GB', { size: 15, anchor: 'middle', fill: brandOf(p.brand).accent, weight: 'bold' });
  } else {
    const chips = p.ecc ? 9 : 8;
    const cw = (W - 40) / chips - 10;
    for (let i = 0; i < chips; i++) {
      const x = 20 + i * ((W - 40) / chips) + (i >= chips / 2 ? 6 : 0);
      if (back && i >= 2 && i <= 5) continue;
      s +=
        R(x, 22, cw, H * 0.42, ctx.lin(['#2a2b2e', '#121315']), { rx: 2 }) +
        T(x + cw / 2, 22 + H * 0.24, 'SEC', { size: 8, anchor: 'middle', fill: '#77797d' });
    }
    if (p.ecc) s += R(W * 0.43, H * 0.62, 56, 18, '#15161a');
    if (back || !p.heatsink) s += R(W * 0.28, 24, W * 0.44, H * 0.44, back ? '#f4f5f6' : 'none', { rx: 2 });
    if (back) {
      s += T(W * 0.3, 46, brandOf(p.brand).name || 'SAMSUNG', { size: 13, fill: '#111', weight: 'bold' });
      s += T(W * 0.3, 64, `${p.capacity ?? '8GB'} ${p.rank ?? '1Rx8'} ${p.spec ?? 'PC4-3200AA-UA2-11'}`, {
        size: 10,
        fill: '#111',
        family: MONO,
      });
      s += T(W * 0.3, 80, p.part ?? 'M378A1K43EB2-CWE', { size: 10, fill: '#111', family: MONO });
      s += barcode(ctx, W * 0.3, 86, W * 0.28, 16) + T(W * 0.6, 100, 'KOREA 2206', { size: 8, fill: '#333' });
    }
  }
  s += R(W * 0.06, H * 0.62, 16, 10, '#2a2b2e') + R(W * 0.86, H * 0.66, 10, 6, '#b0865b');
  return { svg: s, w: W, h: H + (p.heatsink ? 18 : 0), shadow: { cx: W / 2, cy: H, rx: W * 0.5, ry: 14 } };
}
function ramKit(ctx, p, back = false) {
  const n = Math.min(p.sticks ?? 2, 4);
  const st = ramStick(ctx, p, back);
  const items = range(n).map((i) => ({ d: st, x: i * 60, y: i * 70, s: 1 }));
  const d = arrange(ctx, items);
  return {
    svg: G(d.svg, `matrix(1,-0.08,0,1,0,${f(d.w * 0.08)})`),
    w: d.w,
    h: d.h + d.w * 0.08,
    shadow: { cx: d.w / 2, cy: d.h, rx: d.w * 0.5, ry: 20 },
  };
}
const ram = {
  hero: (ctx, p) => ramKit(ctx, p),
  alt: (ctx, p) => {
    const d = ramStick(ctx, p, true);
    return d;
  },
  detail(ctx, p) {
    const d = ramStick(ctx, p, true);
    d.focus = { x: 130, y: 0, w: 380, h: 160 };
    return d;
  },
  kit: (ctx, p) =>
    kitScene(ctx, ramKit(ctx, p), {
      box: boxDrawing(ctx, {
        brand: p.brand,
        model: p.model,
        w: 560,
        h: 320,
        d: 50,
        color: p.heatsink ? '#16171a' : '#ffffff',
        art: boxArt(ramStick(ctx, p), 380, 120),
      }),
      boxH: 360,
      prodH: 230,
    }),
};

// ── SSD / HD ──
const DRIVE_LABEL = {
  kingston: (ctx, W, H) =>
    R(0, 0, W, H, '#111214') +
    P(`M0,${f(H * 0.55)} L${f(W)},${f(H * 0.3)} V${f(H * 0.45)} L0,${f(H * 0.7)} Z`, '#c8102e') +
    logo('kingston', W * 0.3, H * 0.18, 26, '#ffffff') +
    T(W * 0.08, H * 0.88, 'A400', { size: 40, fill: '#fff', weight: 'bold' }),
  samsung: (ctx, W, H) =>
    R(0, 0, W, H, '#151618') +
    logo('samsung', W * 0.28, H * 0.15, 22, '#d8dadc') +
    T(W * 0.08, H * 0.82, 'SSD', { size: 22, fill: '#9a9ea4' }) +
    T(W * 0.08, H * 0.92, '870 EVO', { size: 30, fill: '#ffffff', weight: 'bold' }) +
    R(W * 0.6, 0, W * 0.4, H, ctx.lin(['#2b2e34', '#151618'], 0, 0, 1, 0)),
  crucial: (ctx, W, H) =>
    R(0, 0, W, H, ctx.lin(['#3d4a5c', '#1d2633'], 0, 0, 1, 1)) +
    T(W * 0.1, H * 0.2, 'Crucial', { size: 30, fill: '#ffffff', weight: 'bold' }) +
    T(W * 0.1, H * 0.85, 'MX500', { size: 34, fill: '#9fd0ff', weight: 'bold' }),
  seagate: (ctx, W, H) =>
    R(0, 0, W, H, '#f2f3f0') +
    R(0, 0, W, H * 0.22, '#111') +
    T(W * 0.06, H * 0.15, 'SEAGATE', { size: 26, fill: '#ffffff', weight: 'bold', ls: 3 }) +
    C(W * 0.88, H * 0.11, 16, '#6ebe49') +
    T(W * 0.06, H * 0.36, 'BarraCuda', { size: 30, fill: '#111', weight: 'bold' }),
  wd: (ctx, W, H) =>
    R(0, 0, W, H, '#f2f3f0') +
    R(0, 0, W * 0.3, H, '#7b2d8e') +
    T(W * 0.15, H * 0.22, 'WD', { size: 44, anchor: 'middle', fill: '#ffffff', weight: 'bold', style: 'italic' }) +
    T(W * 0.15, H * 0.34, 'Purple', { size: 20, anchor: 'middle', fill: '#ffffff' }),
};
function driveLabelSpecs(ctx, p, W, H, x0) {
  let s = '';
  const lines = p.labelLines ?? [p.model ?? '', p.capacity ?? ''];
  lines.forEach((ln, i) => {
    s += T(x0, H * (0.5 + i * 0.08), ln, { size: 15, fill: '#222', family: MONO });
  });
  s += T(x0, H * (0.5 + lines.length * 0.08), `S/N ${ctx.id.serial}`, { size: 15, fill: '#222', family: MONO });
  s += barcode(ctx, x0, H * (0.55 + lines.length * 0.08), W * 0.4, H * 0.08);
  return s;
}
function sataConn(ctx, x, y, w, h) {
  const dw = w * 0.33;
  let s = R(x, y, dw, h, '#111', { rx: 2 }) + R(x + w * 0.37, y, w * 0.63, h, '#111', { rx: 2 });
  s += R(x + dw * 0.1, y + h * 0.3, dw * 0.8, h * 0.3, '#2a2a2a') + R(x + w * 0.39, y + h * 0.3, w * 0.59, h * 0.3, '#2a2a2a');
  for (let i = 0; i < 7; i++) s += R(x + dw * (0.14 + i * 0.1), y + h * 0.34, dw * 0.05, h * 0.22, '#d4a93c');
  for (let i = 0; i < 15; i++) s += R(x + w * (0.4 + i * 0.037), y + h * 0.34, w * 0.018, h * 0.22, '#d4a93c');
  return s;
}
function driveFace(ctx, p, hdd, bottom) {
  const metal = hdd ? '#c2c6cb' : '#2b2d31';
  return (Ww, Hh) => {
    let s = R(0, 0, Ww, Hh, surf(ctx, metal, 0.12, [0, 0, 1, 1]), { rx: 8 });
    if (bottom) {
      if (hdd) {
        s += R(Ww * 0.08, Hh * 0.12, Ww * 0.6, Hh * 0.6, '#1d4d2c', { rx: 6 });
        s += R(Ww * 0.15, Hh * 0.2, 60, 60, '#111') + R(Ww * 0.35, Hh * 0.25, 40, 40, '#111') + R(Ww * 0.15, Hh * 0.5, 70, 30, '#111');
        for (const [x, y] of [
          [0.12, 0.16],
          [0.62, 0.16],
          [0.12, 0.66],
          [0.62, 0.66],
        ])
          s += screw(ctx, Ww * x, Hh * y, 6, '#9aa0a6');
        s += C(Ww * 0.82, Hh * 0.45, 70, darken(metal, 0.1));
      } else s += R(Ww * 0.08, Hh * 0.1, Ww * 0.84, Hh * 0.8, darken(metal, 0.1), { rx: 4 });
      s += R(Ww * 0.15, Hh * 0.74, Ww * 0.7, Hh * 0.22, '#f6f6f4', { rx: 4 });
      s += T(Ww * 0.18, Hh * 0.81, `${brandOf(p.brand).name} ${p.model ?? ''}`, { size: 13, fill: '#111', weight: 'bold' });
      s += T(Ww * 0.18, Hh * 0.87, `${p.capacity ?? ''}  S/N ${ctx.id.serial}`, { size: 11, fill: '#111', family: MONO });
      s += barcode(ctx, Ww * 0.18, Hh * 0.89, Ww * 0.4, Hh * 0.05);
      return s;
    }
    const lab = DRIVE_LABEL[p.brand];
    if (hdd) {
      for (const [x, y] of [
        [0.04, 0.06],
        [0.96, 0.06],
        [0.04, 0.94],
        [0.96, 0.94],
      ])
        s += screw(ctx, Ww * x, Hh * y, 6, '#8a9096');
      s += G(
        `<svg width="${f(Ww * 0.84)}" height="${f(Hh * 0.8)}" viewBox="0 0 ${f(Ww * 0.84)} ${f(Hh * 0.8)}">${(lab ?? DRIVE_LABEL.seagate)(ctx, Ww * 0.84, Hh * 0.8)}${driveLabelSpecs(ctx, p, Ww * 0.84, Hh * 0.8, Ww * (p.brand === 'wd' ? 0.3 : 0.04))}</svg>`,
        `translate(${f(Ww * 0.08)},${f(Hh * 0.1)})`,
      );
    } else {
      s += G(
        `<svg width="${f(Ww - 16)}" height="${f(Hh - 16)}" viewBox="0 0 ${f(Ww - 16)} ${f(Hh - 16)}">${(lab ?? DRIVE_LABEL.kingston)(ctx, Ww - 16, Hh - 16)}</svg>`,
        'translate(8,8)',
      );
    }
    if (p.tag !== false && hdd) s += assetTag(ctx, Ww * 0.62, Hh * 0.62, 120);
    return s;
  };
}
function driveBox(ctx, p, hdd, bottom = false) {
  const W = hdd ? 441 : 420;
  const H = hdd ? 305 : 293;
  return box3d(ctx, {
    w: W,
    h: H,
    d: hdd ? 78 : 28,
    k: 0.6,
    ang: 35,
    body: hdd ? '#b9bdc2' : '#2b2d31',
    sideColor: hdd ? '#9ba0a6' : '#1e1f22',
    front: driveFace(ctx, p, hdd, bottom),
  });
}
function driveEnd(ctx, p, hdd) {
  const w = hdd ? 305 : 293;
  const h = hdd ? 78 : 29;
  const d = box3d(ctx, {
    w,
    h,
    d: hdd ? 441 : 420,
    k: 0.45,
    ang: 28,
    body: hdd ? '#b9bdc2' : '#2b2d31',
    topColor: hdd ? '#c9cdd2' : '#34363a',
    sideColor: hdd ? '#9ba0a6' : '#1e1f22',
    top: (W, D) =>
      R(W * 0.05, D * 0.05, W * 0.9, D * 0.9, hdd ? '#f2f3f0' : '#151618', { rx: 4 }) +
      logo(p.brand, W / 2, D * 0.3, 22, hdd ? '#222' : '#ddd'),
    front: (W, H) =>
      (hdd ? R(W * 0.05, H * 0.1, W * 0.9, H * 0.45, '#1d4d2c') : '') +
      sataConn(ctx, W * 0.12, hdd ? H * 0.55 : H * 0.18, W * 0.6, hdd ? H * 0.3 : H * 0.64) +
      (hdd
        ? range(4)
            .map((i) => C(W * 0.8 + i * 10, H * 0.72, 2, '#d4a93c'))
            .join('')
        : ''),
  });
  d.focus = { x: 0, y: d.dy - 40, w: w * 1.1, h: h + 120 };
  return d;
}
function nvmeStick(ctx, p, back = false) {
  const W = 640;
  const H = 176;
  let s = P(
    `M0,0 H${W - 20} a18,18 0 0 1 0,36 V${H - 36} a18,18 0 0 1 0,36 H0 Z`.replace(`V${H - 36}`, `V${H - 36}`),
    surf(ctx, '#141517', 0.1),
  );
  s += C(W - 20, H / 2, 12, '#c9a227') + C(W - 20, H / 2, 7, lighten('#e8e9eb', 0));
  for (let i = 0; i < 30; i++) if (i !== 24 && i !== 25) s += R(4, 8 + i * 5.4, 26, 3.6, '#d4a93c');
  if (!back) {
    s += G(
      `<svg width="${W - 90}" height="${H - 20}" viewBox="0 0 ${W - 90} ${H - 20}">${R(0, 0, W - 90, H - 20, p.labelColor ?? '#0d2c5e')}${logo(p.brand, 90, 40, 22, '#ffffff')}${T(30, H - 60, p.model ?? 'NVMe SSD', { size: 24, fill: '#fff', weight: 'bold' })}${T(30, H - 32, p.capacity ?? '512GB · PCIe 3.0 x4', { size: 15, fill: '#cfe1ff' })}</svg>`,
      'translate(44,10)',
    );
  } else {
    s += R(60, 30, 110, 110, '#1c1d20') + R(220, 40, 90, 90, '#1c1d20') + R(360, 30, 200, 116, '#f4f5f6');
    s +=
      T(372, 56, brandOf(p.brand).name, { size: 14, fill: '#111', weight: 'bold' }) +
      T(372, 78, p.model ?? '', { size: 11, fill: '#111', family: MONO }) +
      T(372, 96, `S/N ${ctx.id.serial}`, { size: 11, fill: '#111', family: MONO });
    s += barcode(ctx, 372, 104, 170, 22);
  }
  return { svg: G(s, 'matrix(1,-0.06,0,1,0,40)'), w: W, h: H + 40, shadow: { cx: W / 2, cy: H + 10, rx: W * 0.5, ry: 18 } };
}
const ssd = {
  hero: (ctx, p) =>
    p.nvme
      ? nvmeStick(ctx, p)
      : p.count > 1
        ? arrange(
            ctx,
            range(Math.min(p.count, 3)).map((i) => ({ d: driveBox(ctx, p, false), x: i * 140, y: i * 40, s: 1 })),
          )
        : driveBox(ctx, p, false),
  alt: (ctx, p) => (p.nvme ? nvmeStick(ctx, p, true) : driveBox(ctx, p, false, true)),
  detail(ctx, p) {
    if (p.nvme) {
      const d = nvmeStick(ctx, p, true);
      d.focus = { x: 340, y: 20, w: 300, h: 170 };
      return d;
    }
    return driveEnd(ctx, p, false);
  },
  kit: (ctx, p) =>
    kitScene(ctx, p.nvme ? nvmeStick(ctx, p) : driveBox(ctx, p, false), {
      box: boxDrawing(ctx, {
        brand: p.brand,
        model: p.model,
        w: 420,
        h: 320,
        d: 60,
        color: '#16171a',
        art: boxArt(p.nvme ? nvmeStick(ctx, p) : driveBox(ctx, p, false), 280, 180),
      }),
      boxH: 380,
      prodH: p.nvme ? 120 : 260,
    }),
};
const hdd = {
  hero: (ctx, p) =>
    p.count > 1
      ? arrange(
          ctx,
          range(Math.min(p.count, 4)).map((i) => ({ d: driveBox(ctx, p, true), x: i * 120, y: i * 36, s: 1 })),
        )
      : driveBox(ctx, p, true),
  alt: (ctx, p) => driveBox(ctx, p, true, true),
  detail: (ctx, p) => driveEnd(ctx, p, true),
  kit: (ctx, p) =>
    kitScene(ctx, driveBox(ctx, p, true), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, style: 'kraft', w: 500, h: 300, d: 360 }),
      boxH: 320,
      prodH: 300,
    }),
};

// ── processador ──
function cpuChip(ctx, p, bottom = false) {
  const amd = p.brand === 'amd';
  const S = 400;
  return box3d(ctx, {
    w: S,
    h: 16,
    d: S,
    k: 0.78,
    ang: 44,
    body: amd ? '#2f5a3a' : '#2a5d3f',
    topColor: '#2a5d3f',
    sideColor: '#1f4a30',
    top: (W, D) => {
      let s = R(0, 0, W, D, surf(ctx, amd ? '#28573a' : '#2b6443', 0.08));
      if (bottom) {
        if (amd) {
          const pat = ctx.pat('pins', 11, 11, C(5.5, 5.5, 2.6, '#e3b84a') + C(4.8, 4.8, 1, '#fff3c4'));
          s += R(12, 12, W - 24, D - 24, pat);
          s += R(W * 0.36, D * 0.36, W * 0.28, D * 0.28, '#28573a');
        } else {
          const pat = ctx.pat('lands', 9, 9, R(2, 2, 5, 5, '#d9ad45', { rx: 1 }));
          s += R(14, 14, W - 28, D - 28, pat);
          s += R(W * 0.3, D * 0.34, W * 0.4, D * 0.32, '#2b6443');
          for (let i = 0; i < 18; i++)
            s += R(W * 0.33 + (i % 6) * W * 0.058, D * 0.38 + Math.floor(i / 6) * D * 0.09, W * 0.035, D * 0.05, '#8a6a3c');
        }
        s += poly(
          [
            [4, D - 4],
            [30, D - 4],
            [4, D - 30],
          ],
          '#e3b84a',
        );
        return s;
      }
      s += poly(
        [
          [4, D - 4],
          [30, D - 4],
          [4, D - 30],
        ],
        '#e3b84a',
      );
      const ins = amd ? 28 : 52;
      s += R(ins - 3, ins + 9, W - ins * 2, D - ins * 2, '#7d8288', { rx: 12 });
      s += R(ins, ins, W - ins * 2, D - ins * 2, ctx.lin(['#eceef0', '#b9bdc2', '#dfe2e5'], 0, 0, 1, 1), { rx: 12 });
      if (!amd) s += R(ins - 20, D * 0.36, 20, D * 0.28, '#c3c7cc') + R(W - ins, D * 0.36, 20, D * 0.28, '#c3c7cc');
      const ink = '#6b6f75';
      const lines =
        p.engrave ??
        (amd
          ? ['AMD', 'RYZEN 5 5600X', '100-000000065', '9HP8432B00045', 'DIFFUSED IN TAIWAN']
          : ['intel', 'INTEL® CORE™ i7-12700', 'SRL4Q 2.10GHZ', 'X210L345', 'MALAY']);
      lines.forEach((ln, i) => {
        s += T(ins + 22, ins + 56 + i * 34, ln, {
          size: i === 0 ? 28 : 17,
          fill: ink,
          weight: i <= 1 ? 'bold' : 'normal',
          family: i >= 2 ? MONO : FONT,
        });
      });
      return s;
    },
  });
}
function cpuBox(ctx, p) {
  const amd = p.brand === 'amd';
  return box3d(ctx, {
    w: 300,
    h: 300,
    d: 300,
    k: 0.45,
    body: amd ? '#111' : '#0071c5',
    front: (W, H) =>
      amd
        ? R(0, H * 0.7, W, H * 0.3, '#e86b1f') +
          T(W / 2, H * 0.3, 'AMD', { size: 54, anchor: 'middle', fill: '#fff', weight: 'bold' }) +
          T(W / 2, H * 0.55, 'RYZEN', { size: 34, anchor: 'middle', fill: '#fff', weight: 'bold', ls: 4 }) +
          T(W / 2, H * 0.88, '5', { size: 44, anchor: 'middle', fill: '#111', weight: 'bold' })
        : R(W * 0.1, H * 0.1, W * 0.8, H * 0.8, ctx.lin(['#3aa0ff', '#0a4ea3'], 0, 0, 1, 1)) +
          T(W / 2, H * 0.35, 'intel', { size: 40, anchor: 'middle', fill: '#fff' }) +
          T(W / 2, H * 0.55, 'CORE', { size: 34, anchor: 'middle', fill: '#fff', weight: 'bold' }) +
          T(W / 2, H * 0.78, 'i7', { size: 54, anchor: 'middle', fill: '#fff', weight: 'bold' }),
  });
}
const cpu = {
  hero: (ctx, p) => cpuChip(ctx, p),
  alt: (ctx, p) => cpuChip(ctx, p, true),
  detail(ctx, p) {
    const d = cpuChip(ctx, p);
    d.focus = { x: d.dx * 0.4, y: 0, w: d.w * 0.75, h: d.h * 0.8 };
    return d;
  },
  kit: (ctx, p) => kitScene(ctx, cpuChip(ctx, p), { box: cpuBox(ctx, p), boxH: 400, prodH: 200 }),
};

// ── fonte ATX ──
function psuBox(ctx, p, rear = false) {
  const body = p.color ?? '#1c1d20';
  return box3d(ctx, {
    w: 300,
    h: 172,
    d: 280,
    k: 0.55,
    ang: 34,
    body,
    topColor: lighten(body, 0.05),
    sideColor: darken(body, 0.05),
    top: (W, D) => {
      const cx = W / 2;
      const cy = D / 2;
      const r = Math.min(W, D) * 0.44;
      let s = C(cx, cy, r, '#0a0a0b');
      for (let i = 1; i <= 6; i++) s += C(cx, cy, (r * i) / 6.2, 'none', { stroke: '#8e9298', sw: 2 });
      for (let i = 0; i < 4; i++)
        s += L(cx, cy, cx + r * Math.cos((i * Math.PI) / 2 + 0.6), cy + r * Math.sin((i * Math.PI) / 2 + 0.6), '#8e9298', 2);
      s += C(cx, cy, r * 0.22, '#1c1d20') + logo(p.brand, cx, cy, 12, '#e8e9eb');
      return s;
    },
    side: (D, H) => {
      let s = R(D * 0.06, H * 0.08, D * 0.88, H * 0.84, '#f4f4f2', { rx: 3 });
      s += T(D * 0.1, H * 0.2, `${brandOf(p.brand).name} ${p.model ?? ''}`, { size: 14, fill: '#111', weight: 'bold' });
      s += T(D * 0.1, H * 0.3, p.watts ?? '550W', { size: 20, fill: '#111', weight: 'bold' });
      for (let i = 0; i < 4; i++)
        s +=
          R(D * 0.1, H * (0.38 + i * 0.08), D * 0.75, 1, '#555') +
          T(D * 0.12, H * (0.36 + i * 0.08) + 14, ['+3.3V  20A', '+5V  20A', '+12V  45.8A', '-12V 0.3A'][i], {
            size: 9,
            fill: '#222',
            family: MONO,
          });
      s +=
        R(D * 0.62, H * 0.7, 44, 30, '#ffffff', { stroke: '#111', sw: 1.5 }) +
        T(D * 0.62 + 22, H * 0.7 + 13, '80', { size: 10, anchor: 'middle', fill: '#111', weight: 'bold' }) +
        T(D * 0.62 + 22, H * 0.7 + 25, 'PLUS', { size: 7, anchor: 'middle', fill: '#111' });
      return s;
    },
    front: (W, H) => {
      if (rear)
        return (
          ventHex(ctx, W * 0.05, H * 0.08, W * 0.6, H * 0.84, 8, '#000', '#151617') +
          iecInlet(ctx, W * 0.72, H * 0.2, 44) +
          R(W * 0.74, H * 0.62, 36, 24, '#111', { rx: 3 }) +
          R(W * 0.76, H * 0.64, 14, 20, '#d11', { rx: 2 })
        );
      if (p.modular) {
        let s = '';
        for (let i = 0; i < 6; i++)
          s +=
            R(W * 0.08 + (i % 3) * W * 0.29, H * 0.15 + Math.floor(i / 3) * H * 0.4, W * 0.22, H * 0.28, '#080808', {
              rx: 3,
              stroke: '#333',
            }) +
            T(W * 0.19 + (i % 3) * W * 0.29, H * 0.52 + Math.floor(i / 3) * H * 0.4, ['CPU', 'PCIe', 'PCIe', 'SATA', 'SATA', 'ATX'][i], {
              size: 9,
              anchor: 'middle',
              fill: '#999',
            });
        return s;
      }
      return R(W * 0.3, H * 0.3, W * 0.4, H * 0.4, '#0a0a0b', { rx: 20 });
    },
  });
}
function psuWithCables(ctx, p) {
  const b = psuBox(ctx, p);
  if (p.modular) return b;
  let cables = '';
  const cx = 150;
  const cy = b.dy + 86;
  for (let i = 0; i < 5; i++)
    cables += P(
      `M${cx - 30 + i * 15},${cy} C${cx - 60 + i * 20},${cy + 160} ${cx + 80 + i * 40},${cy + 120} ${cx + 160 + i * 50},${cy + 200 + i * 8}`,
      'none',
      { stroke: '#111', sw: 12, lc: 'round' },
    );
  return { svg: b.svg + cables, w: b.w + 220, h: b.h + 140, shadow: { ...b.shadow, rx: b.shadow.rx * 1.3, cx: b.shadow.cx + 80 } };
}
const psu = {
  hero: (ctx, p) => psuWithCables(ctx, p),
  alt: (ctx, p) => psuBox(ctx, p, true),
  detail(ctx, p) {
    const d = psuBox(ctx, p);
    d.focus = { x: 290, y: 0, w: d.dx + 30, h: d.h };
    return d;
  },
  kit: (ctx, p) =>
    kitScene(ctx, psuBox(ctx, p), {
      box: boxDrawing(ctx, {
        brand: p.brand,
        model: p.model,
        w: 420,
        h: 300,
        d: 240,
        color: '#16171a',
        art: boxArt(psuBox(ctx, p), 260, 180),
      }),
      boxH: 380,
      prodH: 260,
      acc: coilDrawing(ctx, '#1c1d20', 'br'),
      accH: 80,
    }),
};

// ── celulares e tablets ──
const PHONE_COLORS = {
  black: '#1f2024',
  graphite: '#3b3d42',
  white: '#ecebe8',
  blue: '#2f4a6d',
  green: '#3f5a4d',
  purple: '#b9a7d6',
  red: '#b3202c',
  silver: '#d9dadc',
  gold: '#e8d6b8',
  navy: '#22314f',
  mint: '#bfe3d0',
  lavender: '#c7bce6',
  cream: '#efe6d6',
};
function phoneFront(ctx, p) {
  const W = 300;
  const H = p.brand === 'apple' && p.homeButton ? 600 : 620;
  const frame = PHONE_COLORS[p.frame ?? p.color] ?? '#2a2b2e';
  let s = R(-3, 120, 6, 60, darken(frame, 0.2), { rx: 2 }) + R(W - 3, 150, 6, 80, darken(frame, 0.2), { rx: 2 });
  s += R(0, 0, W, H, ctx.lin([lighten(frame, 0.2), frame, darken(frame, 0.2)], 0, 0, 1, 0), { rx: 44 });
  s += R(5, 5, W - 10, H - 10, '#050506', { rx: 40 });
  const home = p.homeButton;
  const sx = home ? 18 : 12;
  const sy = home ? 80 : 12;
  const sw = W - sx * 2;
  const sh = home ? H - 160 : H - 24;
  const style = p.screenStyle ?? (p.brand === 'apple' ? 'ios' : 'android');
  s += G(
    screen(ctx, 0, 0, sw, sh, style, { glare: false, wall: p.wall }),
    `translate(${sx},${sy})`,
    ctx.clipRR(0, 0, sw, sh, home ? 0 : 32),
  );
  s += poly(
    [
      [sx + sw * 0.55, sy],
      [sx + sw, sy],
      [sx + sw, sy + sh * 0.35],
      [sx + sw * 0.2, sy + sh],
    ],
    '#ffffff',
    { op: 0.05 },
  );
  if (p.cracked) s += G(screenCracks(ctx, sx, sy, sw, sh), '', ctx.clipRR(sx, sy, sw, sh, 32));
  if (home)
    s +=
      C(W / 2, H - 40, 24, '#0b0b0c', { stroke: '#555', sw: 2 }) +
      R(W / 2 - 30, 38, 60, 6, '#222', { rx: 3 }) +
      C(W / 2 - 50, 41, 5, '#1a1f2b');
  else if (p.brand === 'apple') s += R(W / 2 - 46, 22, 92, 26, '#000', { rx: 13 }) + C(W / 2 + 28, 35, 6, '#111a2a');
  else s += C(W / 2, 30, 9, '#000') + C(W / 2 - 2, 28, 3, '#1d2b44');
  return { svg: s, w: W, h: H, shadow: { cx: W / 2, cy: H - 4, rx: W * 0.5, ry: 16 } };
}
/** trincas de tela (a partir do canto inferior direito) */
function screenCracks(ctx, x, y, w, h) {
  const ox = x + w * 0.82;
  const oy = y + h * 0.86;
  let s = C(ox, oy, 10, '#ffffff', { op: 0.35 });
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.9 + (i / 8) * 0.75) + ctx.r() * 0.15;
    let px = ox;
    let py = oy;
    let d = `M${f(px)},${f(py)}`;
    const len = w * (0.35 + ctx.r() * 0.55);
    for (let k = 1; k <= 4; k++) {
      px = ox + Math.cos(a + (ctx.r() - 0.5) * 0.25) * len * (k / 4);
      py = oy + Math.sin(a + (ctx.r() - 0.5) * 0.25) * len * (k / 4);
      d += ` L${f(px)},${f(py)}`;
    }
    s += P(d, 'none', { stroke: '#ffffff', sw: 1.4, op: 0.75 }) + P(d, 'none', { stroke: '#000000', sw: 0.6, op: 0.5 });
  }
  for (let r = 1; r <= 2; r++) s += C(ox, oy, 22 * r + ctx.r() * 6, 'none', { stroke: '#ffffff', sw: 1, op: 0.5, dash: '14 9' });
  return s;
}
/** perfil lateral do celular (botões) */
function phoneSide(ctx, p) {
  const H = p.brand === 'apple' && p.homeButton ? 600 : 620;
  const frame = PHONE_COLORS[p.frame ?? p.color] ?? '#2a2b2e';
  let s = R(0, 0, 30, H, ctx.lin([darken(frame, 0.25), lighten(frame, 0.25), darken(frame, 0.1)], 0, 0, 1, 0), { rx: 14 });
  s +=
    R(30, 120, 6, 36, darken(frame, 0.3), { rx: 2 }) +
    R(30, 175, 6, 60, darken(frame, 0.3), { rx: 2 }) +
    R(30, 245, 6, 60, darken(frame, 0.3), { rx: 2 });
  s += R(12, 30, 6, 50, '#ffffff', { op: 0.15, rx: 3 }) + R(10, H - 90, 10, 30, '#111', { rx: 3, op: 0.6 });
  return { svg: s, w: 36, h: H, shadow: { cx: 18, cy: H - 4, rx: 30, ry: 10 } };
}
function phoneBack(ctx, p) {
  const W = 300;
  const H = p.brand === 'apple' && p.homeButton ? 600 : 620;
  const col = PHONE_COLORS[p.color] ?? '#2a2b2e';
  const frame = PHONE_COLORS[p.frame ?? p.color] ?? col;
  let s = R(0, 0, W, H, ctx.lin([lighten(frame, 0.2), frame, darken(frame, 0.2)], 0, 0, 1, 0), { rx: 44 });
  s += R(5, 5, W - 10, H - 10, ctx.lin([lighten(col, 0.12), col, darken(col, 0.08)], 0, 0, 1, 1), { rx: 40 });
  s += poly(
    [
      [W * 0.1, 0],
      [W * 0.45, 0],
      [W * 0.05, H * 0.6],
      [0, H * 0.55],
    ],
    '#ffffff',
    { op: 0.08 },
  );
  const lens = (cx, cy, r) =>
    C(cx, cy, r, darken(col, 0.35), { stroke: lighten(frame, 0.3), sw: 2 }) +
    C(cx, cy, r * 0.72, '#0a0a0c') +
    C(
      cx,
      cy,
      r * 0.42,
      ctx.rad([
        [0, '#2e4a7d'],
        [1, '#06070a'],
      ]),
    ) +
    C(cx - r * 0.2, cy - r * 0.2, r * 0.12, '#fff', { op: 0.6 });
  const cam = p.camera ?? (p.brand === 'apple' ? 'apple2' : p.brand === 'samsung' ? 'vertical' : 'square');
  let focus;
  if (cam === 'apple2' || cam === 'apple3') {
    s += R(18, 18, 130, 130, lighten(col, 0.08), { rx: 30, stroke: darken(col, 0.15), sw: 2 });
    if (cam === 'apple2') s += lens(52, 52, 24) + lens(112, 112, 24) + C(112, 52, 6, '#f3e7b8') + C(52, 112, 3, '#111');
    else s += lens(50, 50, 23) + lens(50, 114, 23) + lens(112, 82, 23) + C(114, 40, 6, '#f3e7b8');
    s += logo('apple', W / 2, H * 0.45, 48, darken(col, 0.18));
    focus = { x: 0, y: 0, w: 200, h: 170 };
  } else if (cam === 'vertical' || cam === 'contour') {
    if (cam === 'contour') s += R(18, 18, 80, 200, darken(col, 0.1), { rx: 30 });
    s += lens(58, 60, 26) + lens(58, 122, 26) + lens(58, 184, 26) + C(110, 60, 6, '#f3e7b8');
    s += logo('samsung', W / 2, H - 70, 16, darken(col, 0.25));
    focus = { x: 0, y: 10, w: 200, h: 230 };
  } else {
    s += R(18, 18, 150, 150, darken(col, 0.15), { rx: 24 });
    s += lens(60, 60, 30) + lens(126, 60, 20) + lens(60, 126, 20) + C(126, 126, 6, '#f3e7b8');
    s += logo(p.brand, W / 2, H * 0.5, 22, lighten(col, 0.3));
    focus = { x: 0, y: 0, w: 210, h: 190 };
  }
  return { svg: s, w: W, h: H, shadow: { cx: W / 2, cy: H - 4, rx: W * 0.5, ry: 16 }, focus };
}
const phone = {
  hero(ctx, p) {
    const back = phoneBack(ctx, p);
    const front = phoneFront(ctx, p);
    return arrange(ctx, [
      { d: { ...back, svg: G(back.svg, 'rotate(-8 150 310)') }, x: 0, y: 10 },
      { d: front, x: 210, y: 0 },
    ]);
  },
  alt: (ctx, p) =>
    p.count > 1
      ? arrange(
          ctx,
          range(Math.min(p.count, 5)).map((i) => ({ d: i % 2 ? phoneBack(ctx, p) : phoneFront(ctx, p), x: i * 250, y: (i % 2) * 40 })),
        )
      : arrange(ctx, [
          { d: phoneBack(ctx, p), x: 0, y: 0 },
          { d: phoneSide(ctx, p), x: 380, y: 0 },
          { d: phoneFront(ctx, { ...p, screenStyle: 'off' }), x: 480, y: 0 },
        ]),
  detail: (ctx, p) => phoneBack(ctx, p),
  kit(ctx, p) {
    const front = phoneFront(ctx, p);
    return kitScene(ctx, front, {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 360, h: 520, d: 70, art: boxArt(phoneBack(ctx, p), 200, 360) }),
      boxH: 460,
      prodH: 420,
      acc: coilDrawing(ctx, '#f2f2f2', 'usb'),
      accH: 90,
    });
  },
};
function tabletFront(ctx, p) {
  const W = 720;
  const H = p.ratio ? W * p.ratio : 500;
  const frame = PHONE_COLORS[p.color] ?? '#c9cbce';
  const bz = p.homeButton ? 48 : 24;
  let s = R(0, 0, W, H, ctx.lin([lighten(frame, 0.2), frame, darken(frame, 0.15)]), { rx: 36 });
  s += R(5, 5, W - 10, H - 10, '#060607', { rx: 32 });
  const sw = W - bz * 2 - (p.homeButton ? 20 : 0);
  const sh = H - (p.homeButton ? 48 : 24) * 2 + (p.homeButton ? 24 : 0);
  const sx = p.homeButton ? bz + 10 : bz;
  const sy = (H - sh) / 2;
  s += G(
    screen(ctx, 0, 0, sw, sh, p.screenStyle ?? (p.brand === 'apple' ? 'ipados' : 'androidTab'), { glare: true, wall: p.wall }),
    `translate(${f(sx)},${f(sy)})`,
    ctx.clipRR(0, 0, sw, sh, p.homeButton ? 0 : 16),
  );
  if (p.homeButton) s += C(W - 30, H / 2, 18, '#0b0b0c', { stroke: '#444', sw: 2 }) + C(28, H / 2, 4, '#1a1f2b');
  else s += C(W / 2, 13, 4, '#1a1f2b');
  return { svg: s, w: W, h: H, shadow: { cx: W / 2, cy: H - 4, rx: W * 0.5, ry: 18 } };
}
function tabletBack(ctx, p) {
  const W = 720;
  const H = p.ratio ? W * p.ratio : 500;
  const col = PHONE_COLORS[p.color] ?? '#c9cbce';
  let s = R(0, 0, W, H, ctx.lin([lighten(col, 0.15), col, darken(col, 0.12)], 0, 0, 1, 1), { rx: 36 });
  s += poly(
    [
      [W * 0.1, 0],
      [W * 0.4, 0],
      [W * 0.1, H],
      [0, H],
      [0, H * 0.7],
    ],
    '#ffffff',
    { op: 0.07 },
  );
  s += C(52, 52, 18, darken(col, 0.3), { stroke: darken(col, 0.1), sw: 3 }) + C(52, 52, 10, '#0a0a0c') + C(48, 48, 3, '#fff', { op: 0.5 });
  s += p.brand === 'apple' ? logo('apple', W / 2, H / 2, 60, darken(col, 0.15)) : logo(p.brand, W / 2, H - 60, 18, darken(col, 0.25));
  s += T(W / 2, H - 30, p.model ?? '', { size: 11, anchor: 'middle', fill: darken(col, 0.35) });
  const d = { svg: s, w: W, h: H, shadow: { cx: W / 2, cy: H - 4, rx: W * 0.5, ry: 18 } };
  d.focus = { x: 0, y: 0, w: W * 0.62, h: H * 0.62 };
  return d;
}
const tablet = {
  hero(ctx, p) {
    const back = tabletBack(ctx, p);
    if (p.count > 1) {
      const fr = tabletFront(ctx, p);
      const bk = tabletBack(ctx, p);
      return arrange(ctx, [
        { d: bk, x: -fr.w * 0.4, y: -fr.h * 0.16, s: 0.88 },
        { d: bk, x: fr.w * 0.52, y: -fr.h * 0.16, s: 0.88 },
        { d: fr, x: 0, y: 0 },
      ]);
    }
    return arrange(ctx, [
      { d: { ...back, svg: G(back.svg, 'rotate(-6 360 250)') }, x: 0, y: 0, s: 0.9 },
      { d: tabletFront(ctx, p), x: 140, y: 80 },
    ]);
  },
  alt: (ctx, p) => tabletBack(ctx, p),
  detail: (ctx, p) => tabletBack(ctx, p),
  kit: (ctx, p) =>
    kitScene(ctx, tabletFront(ctx, p), {
      box: boxDrawing(ctx, { brand: p.brand, model: p.model, w: 640, h: 460, d: 60, art: boxArt(tabletFront(ctx, p), 440, 300) }),
      boxH: 420,
      prodH: 330,
      acc: coilDrawing(ctx, '#f2f2f2', 'usb'),
      accH: 80,
    }),
};

// ─────────────────────── 8. cena, composição e API ───────────────────────

/**
 * Tipos de arte (lot.art.kind) e parâmetros principais. Comuns: brand, model, color,
 * count (lote com várias unidades), tag (false = sem plaqueta de patrimônio).
 *   notebook  cpu ('i5'|'i7'|'ryzen 5'), screen ('win11'|'win10'|'mac'|'ubuntu'|'dashboard'|'sheet'|'photo'|'off'), color ('black'|'silver'|'grey'|'blue')
 *   desktop   form ('tower'|'sff'|'tiny')
 *   monitor   size (pol.), ratio, stand ('round'|'rect'), screen, thinBezel, vga
 *   server    u (1|2), bays, bayType ('sff'|'lff'), blanks
 *   switch    ports, sfp, poe, desk, series          router  antennas, ports, portsFront, small
 *   ap        —                                       keyboard / mouse / combo  wireless, compact
 *   printer   type ('laser'|'ink'), mfp, toner        headset  usb        ups  va, outlets      webcam  —
 *   gpu       fans, topText, accent, shroud           ram  heatsink, heatsinkText, ecc, capacity, sticks, part
 *   ssd       nvme, capacity, labelColor              hdd  capacity        cpu  (intel|amd)     psu  watts, modular
 *   phone     camera ('apple2'|'apple3'|'vertical'|'contour'|'square'), frame, wall, cracked, homeButton
 *   tablet    homeButton, ratio, wall
 */
const KINDS = {
  notebook,
  desktop,
  monitor,
  server,
  switch: netswitch,
  router,
  ap,
  keyboard,
  mouse,
  combo,
  printer,
  headset,
  ups,
  webcam,
  gpu,
  ram,
  ssd,
  hdd,
  cpu,
  psu,
  phone,
  tablet,
};
const VIEWS = ['hero', 'alt', 'detail', 'kit'];
/** enquadramento por tipo (objetos largos e baixos podem ocupar mais da largura) */
const FIT = { server: { maxW: 1130 }, switch: { maxW: 1130 }, keyboard: { maxW: 1080 }, combo: { maxW: 1080 } };

/** fundo de estúdio claro (ciclorama) */
function studio(ctx, w, h) {
  return (
    R(
      0,
      0,
      w,
      h,
      ctx.lin([
        [0, '#dfe2e6'],
        [0.5, '#f4f5f7'],
        [0.7, '#f7f8f9'],
        [1, '#e3e6ea'],
      ]),
    ) +
    E(
      w / 2,
      h * 0.5,
      w * 0.62,
      h * 0.5,
      ctx.rad([
        [0, '#ffffff', 0.9],
        [0.7, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ]),
    ) +
    R(
      0,
      h * 0.78,
      w,
      h * 0.22,
      ctx.lin([
        [0, '#d5d9de', 0],
        [1, '#cdd1d7', 0.55],
      ]),
    )
  );
}

const svgDoc = (ctx, w, h, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${ctx.defsXml()}${inner}</svg>`;

function lotSceneSvg(ctx, d, mode, fit = {}) {
  const W = IMG_W;
  const H = IMG_H;
  const bg = studio(ctx, W, H);
  let body;
  if (mode === 'detail' && d.focus) {
    const fo = d.focus;
    const s = Math.min(W / fo.w, H / fo.h);
    const tx = W / 2 - (fo.x + fo.w / 2) * s;
    const ty = H / 2 - (fo.y + fo.h / 2) * s;
    body =
      place(ctx, d, tx, ty, s, { shadow: 0.6 }) +
      R(
        0,
        0,
        W,
        H,
        ctx.rad(
          [
            [0, '#000000', 0],
            [0.7, '#000000', 0.03],
            [1, '#000000', 0.2],
          ],
          0.5,
          0.5,
          0.75,
        ),
      );
  } else {
    const maxW = d.maxW ?? fit.maxW ?? 1000;
    const maxH = d.maxH ?? fit.maxH ?? 650;
    const s = Math.min(maxW / d.w, maxH / d.h);
    const x = (W - d.w * s) / 2;
    const y = (H - d.h * s) / 2 + 28;
    body = place(ctx, d, x, y, s);
  }
  return svgDoc(ctx, W, H, bg + body);
}

/** SVG de uma vista de um lote (exportado só para depuração/preview) */
export function lotViewSvg(lot, n) {
  const art = lot.art ?? {};
  const kind = KINDS[art.kind];
  if (!kind) throw new Error(`render-images: tipo de arte desconhecido "${art.kind}" no lote ${lot.key}`);
  const view = VIEWS[n - 1] ?? 'hero';
  const ctx = new Ctx(`${lot.key}#${n}`, lot);
  const d = (kind[view] ?? kind.hero)(ctx, art);
  return lotSceneSvg(ctx, d, view, FIT[art.kind]);
}

async function toWebp(svg) {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

/** 2..4 imagens WebP 1200x900 de um lote */
export async function renderLotImages(lot) {
  const count = Math.max(2, Math.min(4, lot.imageCount ?? 3));
  const out = [];
  for (let n = 1; n <= count; n++) {
    const svg = lotViewSvg(lot, n);
    out.push({ key: `lots/${lot.key}/${n}.webp`, contentType: 'image/webp', body: await toWebp(svg) });
  }
  return out;
}

// ── banners ──

const BRAND_RED = '#C8102E';

function bannerBackdrop(ctx) {
  const W = BANNER_W;
  const H = BANNER_H;
  let s = R(
    0,
    0,
    W,
    H,
    ctx.lin(
      [
        [0, '#16070b'],
        [0.3, '#3a0b16'],
        [0.55, '#251519'],
        [1, '#2c3037'],
      ],
      0,
      0,
      1,
      0.25,
    ),
  );
  s += E(
    W * 0.78,
    H * 0.45,
    W * 0.34,
    H * 0.75,
    ctx.rad([
      [0, '#ffffff', 0.16],
      [0.6, '#ffffff', 0.05],
      [1, '#ffffff', 0],
    ]),
  );
  s += R(0, 0, W * 0.55, H, ctx.pat('bdots', 14, 14, C(7, 7, 1.1, '#ffffff')), { op: 0.035 });
  s += R(
    0,
    H * 0.82,
    W,
    H * 0.18,
    ctx.lin([
      [0, '#000000', 0],
      [1, '#000000', 0.45],
    ]),
  );
  return s;
}
function bannerOverlay(ctx) {
  const W = BANNER_W;
  const H = BANNER_H;
  return (
    R(
      0,
      0,
      W * 0.66,
      H,
      ctx.lin(
        [
          [0, '#12050a', 0.8],
          [0.6, '#12050a', 0.55],
          [1, '#12050a', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    P(`M${f(W * 0.44)},${H} L${f(W * 0.53)},0`, 'none', { stroke: BRAND_RED, sw: 2, op: 0.3 }) +
    R(
      0,
      H - 6,
      W,
      6,
      ctx.lin(
        [
          [0, BRAND_RED],
          [0.7, BRAND_RED],
          [1, '#7a0a1c'],
        ],
        0,
        0,
        1,
        0,
      ),
    )
  );
}
/** encaixa uma drawing numa área do banner (x0..x1, base y) */
function bannerFit(ctx, d, x0, x1, yTop, yBase, o = {}) {
  const s = Math.min((x1 - x0) / d.w, (yBase - yTop) / d.h);
  const x = (x0 + x1) / 2 - (d.w * s) / 2;
  return place(ctx, d, x, yBase - d.h * s, s, { shadow: o.shadow ?? 1.4 });
}

const BANNER_ART = {
  notebooks(ctx, a) {
    const specs = a.items ?? [
      { brand: 'dell', model: 'Latitude 5420', color: 'black', screen: 'win11', cpu: 'i5' },
      { brand: 'lenovo', model: 'ThinkPad T14', color: 'black', screen: 'dashboard', cpu: 'i7' },
      { brand: 'hp', model: 'EliteBook 840 G8', color: 'silver', screen: 'photo', cpu: 'i5' },
      { brand: 'apple', model: 'MacBook Air M1', color: 'grey', screen: 'mac' },
    ];
    const ds = specs.map((p) => notebookOpen(ctx, { tag: false, ...p }, { legends: false }));
    const items = [
      { d: ds[0], x: 0, y: 40, s: 0.78 },
      { d: ds[2], x: 1050, y: 40, s: 0.78 },
      { d: ds[3], x: 700, y: 140, s: 0.92 },
      { d: ds[1], x: 300, y: 150, s: 0.98 },
    ];
    return bannerFit(ctx, arrange(ctx, items), 760, 1580, 40, 520);
  },
  rack(ctx) {
    const W = 700;
    let s = '';
    const cab = (x, y, w, h, dim) => {
      let c = R(x, y, w, h, ctx.lin(['#1a1b1e', '#0b0b0c'], 0, 0, 1, 0), { rx: 6 });
      c += R(x + 18, y + 18, 40, h - 36, '#141518') + R(x + w - 58, y + 18, 40, h - 36, '#141518');
      const holes = ctx.pat('rackholes', 12, 16, R(3, 4, 6, 8, '#050505'));
      c += R(x + 44, y + 24, 12, h - 48, holes) + R(x + w - 56, y + 24, 12, h - 48, holes);
      c += R(x, y, w, 16, '#222327', { rx: 6 });
      if (dim) c += R(x, y, w, h, '#000', { op: 0.35 });
      return c;
    };
    const unit = (x, y, u, inner, st) =>
      G(
        R(-28, 0, W + 56, u * 62, surf(ctx, st, 0.1)) + inner + C(-14, 14, 4, '#050505') + C(W + 14, 14, 4, '#050505'),
        `translate(${f(x)},${f(y)})`,
      );
    const build = (ox, oy) => {
      let r = '';
      let y = oy;
      const sp = { brand: 'cisco', ports: 48, sfp: 4, poe: true, tag: false, series: 'Catalyst 9200' };
      // patch panel
      r += unit(
        ox,
        y,
        1,
        range(24)
          .map((i) => rj45(ctx, 60 + i * 25.5, 12, 20, { leds: false }))
          .join(''),
        '#1d1e21',
      );
      y += 64;
      r += unit(ox, y, 1, switchFront(ctx, sp, W, 62), '#3a3f45');
      // cabos de rede
      const cols = ['#2f8cff', '#f5c518', '#e53935', '#38b24a', '#f2f2f2'];
      for (let i = 0; i < 20; i++) {
        const x1 = ox + 62 + (i % 24) * 25.5 + 10;
        const x2 = ox + 132 + i * 21;
        r += P(`M${f(x1)},${f(oy + 30)} C${f(x1)},${f(oy + 75)} ${f(x2)},${f(oy + 30)} ${f(x2)},${f(y + 20)}`, 'none', {
          stroke: cols[i % cols.length],
          sw: 4,
          op: 0.9,
        });
      }
      y += 66;
      r += unit(ox, y, 1, switchFront(ctx, { ...sp, brand: 'ubiquiti', ports: 24 }, W, 62), '#d5d8dc');
      y += 70;
      for (let k = 0; k < 2; k++) {
        r += unit(ox, y, 1, serverFront(ctx, { brand: 'dell', u: 1, bays: 10, tag: false }, W, 62), '#1c1d20');
        y += 64;
      }
      for (let k = 0; k < 2; k++) {
        r += unit(
          ox,
          y,
          2,
          serverFront(
            ctx,
            {
              brand: k ? 'hp' : 'dell',
              u: 2,
              bays: k ? 12 : 8,
              bayType: k ? 'lff' : 'sff',
              tag: false,
              model: k ? 'ProLiant DL380 Gen10' : 'PowerEdge R740',
            },
            W,
            124,
          ),
          k ? '#2a2c30' : '#1c1d20',
        );
        y += 128;
      }
      r += unit(
        ox,
        y,
        2,
        serverFront(ctx, { brand: 'lenovo', u: 2, bays: 12, bayType: 'lff', tag: false, model: 'ThinkSystem SR650' }, W, 124),
        '#18191b',
      );
      return r;
    };
    s += cab(-900, -40, 860, 1320, true) + G(build(0, 0), 'translate(-820,20)') + R(-900, -40, 860, 1320, '#000', { op: 0.62 });
    s += cab(0, -40, 860, 1320) + G(build(0, 0), 'translate(80,20)');
    s += E(
      430,
      1270,
      520,
      60,
      ctx.rad([
        [0, '#000', 0.5],
        [1, '#000', 0],
      ]),
    );
    return G(s, `translate(${f(1600 - 0.64 * 860 - 50)},${f(-6)}) scale(0.64) translate(0,40)`);
  },
  howto(ctx) {
    let s = '';
    // smartphone com tela de lance
    const ph = phoneFront(ctx, { brand: 'samsung', color: 'black', screenStyle: 'blank' });
    const ui =
      R(0, 0, 276, 70, BRAND_RED) +
      T(20, 44, 'Arremate', { size: 22, fill: '#fff', weight: 'bold' }) +
      R(16, 90, 244, 170, '#e9ebef', { rx: 12 }) +
      G(notebookOpen(ctx, { brand: 'dell', color: 'black', tag: false }, { legends: false }).svg, 'translate(48,102) scale(0.25)') +
      T(20, 296, 'Encerra em', { size: 14, fill: '#666' }) +
      T(20, 330, '0d 2h 14m 33s', { size: 28, fill: '#111', weight: 'bold' }) +
      T(20, 360, 'Notebook Dell Latitude · Ativo', { size: 12, fill: '#666' }) +
      R(20, 390, 236, 54, BRAND_RED, { rx: 27 }) +
      T(138, 424, 'Dar lance', { size: 20, anchor: 'middle', fill: '#fff', weight: 'bold' }) +
      R(20, 460, 236, 46, '#ffffff', { rx: 23, stroke: '#ccc' }) +
      T(138, 490, 'Ver Detalhes', { size: 16, anchor: 'middle', fill: '#333' });
    const phSvg = ph.svg + G(ui, 'translate(12,60)');
    s += place(ctx, { ...ph, svg: phSvg }, 1010, 40, 0.78, { shadow: 1.4 });
    // martelo de leilão
    const gv =
      E(200, 300, 170, 44, ctx.lin(['#6b3b1f', '#3b1d0c'])) +
      R(30, 262, 340, 38, ctx.lin(['#8a4b25', '#5a2d12']), { rx: 10 }) +
      E(
        200,
        262,
        170,
        40,
        ctx.rad([
          [0, '#b06a36'],
          [1, '#7a3f1b'],
        ]),
      ) +
      G(
        R(-20, -200, 40, 330, ctx.lin(['#7a4320', '#b8733d', '#6a3818'], 0, 0, 1, 0), { rx: 14 }) +
          R(-90, -290, 180, 110, ctx.lin(['#8a4b25', '#c98a52', '#6a3818']), { rx: 26 }) +
          R(-100, -285, 24, 100, '#caa05a', { rx: 6 }) +
          R(76, -285, 24, 100, '#caa05a', { rx: 6 }),
        'translate(250,150) rotate(-38)',
      );
    s += place(ctx, { svg: gv, w: 400, h: 360, shadow: { cx: 200, cy: 310, rx: 190, ry: 36 } }, 1230, 190, 0.85, { shadow: 1.3 });
    // selos dos passos
    const badge = (cx, cy, icon) => C(cx, cy, 34, '#ffffff', { op: 0.95 }) + C(cx, cy, 34, 'none', { stroke: BRAND_RED, sw: 4 }) + icon;
    const user = (cx, cy) => C(cx, cy - 8, 10, BRAND_RED) + P(`M${cx - 18},${cy + 18} a18,16 0 0 1 36,0 z`, BRAND_RED);
    const check = (cx, cy) => P(`M${cx - 15},${cy} l10,11 l20,-22`, 'none', { stroke: BRAND_RED, sw: 7, lc: 'round', lj: 'round' });
    const hammer = (cx, cy) =>
      G(R(-4, -4, 8, 30, BRAND_RED, { rx: 3 }) + R(-16, -18, 32, 16, BRAND_RED, { rx: 4 }), `translate(${cx},${cy}) rotate(-35)`);
    s += P('M930,120 C980,60 1010,60 1040,70', 'none', { stroke: '#ffffff', sw: 2, dash: '6 8', op: 0.5 });
    s += badge(900, 150, user(900, 150)) + badge(960, 300, check(960, 300)) + badge(900, 450, hammer(900, 450));
    s += P('M900,184 C930,230 940,250 950,266 M950,334 C940,360 925,390 905,416', 'none', {
      stroke: '#ffffff',
      sw: 2,
      dash: '6 8',
      op: 0.5,
    });
    return s;
  },
};

/** SVG de um banner (exportado para depuração/preview) */
export function bannerSvg(banner) {
  const ctx = new Ctx(`banner:${banner.key}`);
  const art = banner.art ?? {};
  const fn = BANNER_ART[art.kind] ?? BANNER_ART.notebooks;
  const inner = bannerBackdrop(ctx) + fn(ctx, art) + bannerOverlay(ctx);
  return svgDoc(ctx, BANNER_W, BANNER_H, inner);
}

/** um WebP 1600x560 por banner */
export async function renderBannerImage(banner) {
  return { key: `banners/${banner.key}.webp`, contentType: 'image/webp', body: await toWebp(bannerSvg(banner)) };
}
