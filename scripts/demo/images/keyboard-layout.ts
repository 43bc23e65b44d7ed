/** Teclados ABNT2 (compartilhados pelo notebook e pelo teclado avulso): leiautes e o desenho das teclas em perspectiva. */
import { darken, lighten } from './color';
import { type QuadMap, quadPts } from './geometry';
import { L, poly, T } from './svg';
import { range } from './values';

/** [legenda (null = vão), largura em unidades de tecla, 'split' = ▲▼ em meia altura, 'tall' = duas fileiras] */
export type Key = readonly [label: string | null, width: number, flag?: 'split' | 'tall'];

export interface KeyRow {
  /** altura da fileira em unidades de tecla */
  h: number;
  keys: readonly Key[];
}

const k1 = (str: string): Key[] => [...str].map((c) => [c, 1]);

export const KB_LAPTOP: readonly KeyRow[] = [
  { h: 0.62, keys: [['Esc', 1], ...range(12).map((i): Key => ['F' + (i + 1), 1]), ['Ins', 1], ['Del', 1]] },
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

/** bloco principal do teclado completo: as fileiras do meio são as do notebook */
const fKeys = (from: number): Key[] => range(4).map((i) => ['F' + (i + from), 1]);
export const KB_FULL_MAIN: readonly KeyRow[] = [
  { h: 1, keys: [['Esc', 1], [null, 1], ...fKeys(1), [null, 0.5], ...fKeys(5), [null, 0.5], ...fKeys(9)] },
  ...KB_LAPTOP.slice(1, 5),
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

/** bloco de navegação, uma linha por fileira do bloco principal */
const KB_NAV: readonly (readonly (string | null)[])[] = [
  ['PrtSc', 'ScrLk', 'Pause'],
  ['Ins', 'Home', 'PgUp'],
  ['Del', 'End', 'PgDn'],
  [null, null, null],
  [null, '▲', null],
  ['◀', '▼', '▶'],
];

const KB_NUM: readonly (readonly (string | null)[])[] = [
  [null, null, null, null],
  ['Num', '/', '*', '-'],
  ['7', '8', '9', '+'],
  ['4', '5', '6', null],
  ['1', '2', '3', '↵'],
  ['0', null, ',', null],
];

/** bloco principal + navegação (teclado compacto, sem o numérico) */
export const kbTenkeylessRows = (): KeyRow[] =>
  KB_FULL_MAIN.map((r, i) => ({ h: r.h, keys: [...r.keys, [null, 0.4], ...KB_NAV[i]!.map((k): Key => [k, 1])] }));

/** teclado completo: bloco principal, navegação e numérico (0 duplo, + e ↵ altos) */
export function kbFullRows(): KeyRow[] {
  return kbTenkeylessRows().map((row, i) => ({
    h: row.h,
    keys: [
      ...row.keys,
      [null, 0.4],
      ...KB_NUM[i]!.map((k, j): Key => [
        k,
        i === 5 && j === 0 ? 2 : 1,
        (i === 2 && j === 3) || (i === 4 && j === 3) ? 'tall' : undefined,
      ]).filter((_k, j) => !(i === 5 && j === 1)),
    ],
  }));
}

export interface KeysOptions {
  /** cor da tecla e do topo da tecla */
  key?: string;
  keyTop?: string;
  legend?: string;
  /** vão entre teclas, em unidades de tecla */
  gap?: number;
  /** teclas altas (teclado avulso) em vez de planas (notebook) */
  tall?: boolean;
  legends?: boolean;
}

/** desenha as teclas mapeadas num quadrilátero (m = quadMap da área do teclado) */
export function drawKeys(m: QuadMap, rows: readonly KeyRow[], o: KeysOptions = {}): string {
  const totalH = rows.reduce((a, r) => a + r.h, 0);
  const totalW = rows[1]!.keys.reduce((a, k) => a + k[1], 0);
  const gu = (o.gap ?? 0.12) / totalW;
  const gv = (o.gap ?? 0.12) / totalH;
  const keyC = o.key ?? '#151618';
  const topC = o.keyTop ?? lighten(keyC, 0.06);
  const legend = o.legend ?? '#cfd2d6';
  let s = '';
  const cap = (u0: number, v0: number, u1: number, v1: number, label: string) => {
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
      ] as const;
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
