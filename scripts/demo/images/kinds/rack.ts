/** Equipamento de rack (servidores e switches): cores por marca e a unidade de rack com orelhas de fixação. */
import type { ArtCommon } from '../art';
import { box3d } from '../box3d';
import { type Ctx, surf } from '../defs';
import type { Drawing, Shadow } from '../drawing';
import { C, G, R } from '../svg';
import { lookup, range } from '../values';

/** cores do chassi: frente, tampa, lateral, orelhas e textos */
export interface RackStyle {
  face: string;
  lid: string;
  side: string;
  ear: string;
  text: string;
}

const HP_RACK: RackStyle = { face: '#2a2c30', lid: '#a9afb5', side: '#868c93', ear: '#35373b', text: '#e1e4e8' };

const RACK_STYLE = {
  dell: { face: '#1c1d20', lid: '#b3b8bd', side: '#8f959b', ear: '#232428', text: '#c9cdd2' },
  hp: HP_RACK,
  hpe: HP_RACK,
  lenovo: { face: '#18191b', lid: '#9fa5ab', side: '#7f858c', ear: '#202124', text: '#c9cdd2' },
  cisco: { face: '#3a3f45', lid: '#9ba1a8', side: '#7d838a', ear: '#3a3f45', text: '#e6e9ec' },
  ubiquiti: { face: '#e1e3e6', lid: '#c9ccd0', side: '#aeb2b7', ear: '#d5d8dc', text: '#3a3d42' },
  mikrotik: { face: '#ededed', lid: '#d9dadb', side: '#bcbec1', ear: '#e4e4e4', text: '#222' },
  tplink: { face: '#3f4349', lid: '#8e949a', side: '#6f757c', ear: '#3f4349', text: '#e6e9ec' },
  intelbras: { face: '#1f2124', lid: '#8e949a', side: '#6f757c', ear: '#1f2124', text: '#e6e9ec' },
} satisfies Record<string, RackStyle>;

export const rackStyle = (p: ArtCommon): RackStyle => lookup<RackStyle>(RACK_STYLE, p.brand, RACK_STYLE.dell);

/** face plana desenhada por uma função (w, h) */
type Face = (w: number, h: number) => string;
/** conteúdo de uma orelha em (x, y, largura, altura) */
type Ear = (x: number, y: number, w: number, h: number) => string;

export interface RackUnitOptions {
  /** altura em U (62 px por U) */
  u: number;
  w?: number;
  d?: number;
  k?: number;
  ang?: number;
  front: Face;
  top: Face;
  side?: Face;
  earL?: Ear | null;
  earR?: Ear | null;
}

export interface RackUnit extends Drawing {
  dx: number;
  dy: number;
  /** largura de cada orelha */
  earW: number;
  /** largura e altura da frente, sem as orelhas */
  W: number;
  H: number;
  shadow: Shadow;
}

/** caixa de rack de o.u unidades de altura, com orelhas de fixação dos dois lados */
export function rackUnit(ctx: Ctx, p: ArtCommon, o: RackUnitOptions): RackUnit {
  const st = rackStyle(p);
  const W = o.w ?? 700;
  const H = o.u * 62;
  const earW = 28;
  const b = box3d(ctx, {
    size: [W, H, o.d ?? 980],
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
  const ear = (x: number, inner: string | undefined) =>
    R(x, b.dy, earW, H, surf(ctx, st.ear, 0.12)) +
    C(x + earW / 2, b.dy + 12, 4, '#0a0a0a', { op: 0.6 }) +
    C(x + earW / 2, b.dy + H - 12, 4, '#0a0a0a', { op: 0.6 }) +
    (inner ?? '');
  const ears = ear(-earW, o.earL?.(-earW, b.dy, earW, H)) + ear(W, o.earR?.(W, b.dy, earW, H));
  return {
    svg: G(b.svg + ears, `translate(${earW},0)`),
    w: b.w + earW * 2 - earW + earW,
    h: b.h,
    dy: b.dy,
    dx: b.dx,
    earW,
    W,
    H,
    shadow: { ...b.shadow, cx: b.shadow.cx + earW },
  };
}
