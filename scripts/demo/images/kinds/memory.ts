/** Memória RAM: pentes (com ou sem dissipador, ECC) em kit, o verso com a etiqueta e kit com caixa. */
import { boxArt, boxedKit } from '../accessories';
import type { ArtCommon, KindDrawer } from '../art';
import { brandOf } from '../brands';
import { darken } from '../color';
import { type Ctx, surf } from '../defs';
import { arrange, type Drawing, withFocus } from '../drawing';
import { barcode } from '../labels';
import { f, G, MONO, P, R, T } from '../svg';
import { range } from '../values';

export interface RamArt extends ArtCommon {
  heatsink?: boolean;
  /** texto do dissipador (padrão: a marca) e a sua cor */
  heatsinkText?: string;
  heatsinkColor?: string;
  /** com o chip de paridade (servidores) */
  ecc?: boolean;
  /** capacidade de cada pente (ex.: '8GB') */
  capacity?: string;
  /** pentes no kit (até 4) */
  sticks?: number;
  /** linhas da etiqueta do verso */
  rank?: string;
  spec?: string;
  part?: string;
  /** cor da placa de circuito */
  pcb?: string;
}

function ramStick(ctx: Ctx, p: RamArt, back = false): Drawing {
  const W = 640;
  const H = p.ecc ? 160 : 150;
  const pcb = p.pcb ?? (p.heatsink ? '#111' : '#1f5f3a');
  const notchX = W * 0.44;
  let s = P(
    `M0,0 H${W} V${f(H * 0.5)} a8,8 0 0 0 0,16 V${H} H${f(notchX + 6)} v-16 h-12 v16 H0 V${f(H * 0.5 + 16)} a8,8 0 0 0 0,-16 Z`,
    surf(ctx, pcb, 0.1),
  );
  // contatos dourados, interrompidos no entalhe
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
      // no verso, a etiqueta cobre os chips do meio
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

/** os pentes do kit lado a lado, inclinados */
function ramKit(ctx: Ctx, p: RamArt): Drawing {
  const n = Math.min(p.sticks ?? 2, 4);
  const st = ramStick(ctx, p);
  const d = arrange(
    ctx,
    range(n).map((i) => ({ d: st, x: i * 60, y: i * 70, s: 1 })),
  );
  return {
    svg: G(d.svg, `matrix(1,-0.08,0,1,0,${f(d.w * 0.08)})`),
    w: d.w,
    h: d.h + d.w * 0.08,
    shadow: { cx: d.w / 2, cy: d.h, rx: d.w * 0.5, ry: 20 },
  };
}

export const ram: KindDrawer<RamArt> = {
  hero: ramKit,
  alt: (ctx, p) => ramStick(ctx, p, true),
  detail: (ctx, p) => withFocus(ramStick(ctx, p, true), () => ({ x: 130, y: 0, w: 380, h: 160 })),
  kit: (ctx, p) =>
    boxedKit(ctx, p, ramKit(ctx, p), {
      box: { w: 560, h: 320, d: 50, color: p.heatsink ? '#16171a' : '#ffffff', art: boxArt(ramStick(ctx, p), 380, 120) },
      boxH: 360,
      prodH: 230,
    }),
};
