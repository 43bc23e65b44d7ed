/** Marcas: nome e cor de destaque de cada fabricante e os logotipos desenhados em SVG. */
import { C, f, G, P, R, T, type TextOptions } from './svg';
import { lookup } from './values';

export interface Brand {
  name: string;
  accent: string;
}

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
} satisfies Record<string, Brand>;

/** a marca pela chave (ex.: 'dell'); uma chave desconhecida vira o próprio nome em maiúsculas */
export const brandOf = (b: string | undefined): Brand => lookup<Brand>(BRANDS, b, { name: (b ?? '').toUpperCase(), accent: '#C8102E' });

export const LENOVO_RED = BRANDS.lenovo.accent;

const APPLE_PATH =
  'M80.6 53.2c-.1-9.3 7.6-13.8 7.9-14-4.3-6.3-11-7.2-13.4-7.3-5.7-.6-11.1 3.4-14 3.4-2.9 0-7.3-3.3-12-3.2-6.2.1-11.9 3.6-15.1 9.1-6.4 11.2-1.6 27.7 4.6 36.8 3.1 4.4 6.7 9.4 11.5 9.2 4.6-.2 6.4-3 12-3 5.6 0 7.2 3 12.1 2.9 5-.1 8.1-4.5 11.1-9 3.5-5.1 5-10.1 5-10.4-.1 0-9.6-3.7-9.7-14.5zM71.5 25.9c2.5-3.1 4.3-7.4 3.8-11.7-3.7.2-8.1 2.5-10.8 5.6-2.3 2.7-4.4 7.1-3.9 11.3 4.1.3 8.3-2.1 10.9-5.2z';

/**
 * logotipo centrado em (cx,cy); s ≈ altura de referência. Além das marcas, conhece as linhas
 * 'thinkpad', 'thinkcentre' e 'unifi'; 'none' (ou nada) não desenha. `bg` é a cor sob o logotipo (vazados).
 */
export function logo(brand: string | undefined, cx: number, cy: number, s: number, color: string, o: { bg?: string } = {}): string {
  if (!brand || brand === 'none') return '';
  const t = (str: string, k = 1, extra: TextOptions = {}) =>
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
      return t(b.name || brand, 0.85);
    }
  }
}
