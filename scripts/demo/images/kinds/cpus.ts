/** Processadores Intel e AMD: a tampa gravada, o verso (pinos ou contatos) e a caixa de varejo. */
import { kitScene } from '../accessories';
import type { ArtCommon, KindDrawer } from '../art';
import { box3d, type Box3d } from '../box3d';
import { type Ctx, surf } from '../defs';
import { withFocus } from '../drawing';
import { C, FONT, MONO, poly, R, T } from '../svg';

export interface CpuArt extends ArtCommon {
  /** linhas gravadas na tampa (padrão: um Ryzen 5 ou um Core i7) */
  engrave?: readonly string[];
}

/** triângulo dourado que marca o pino 1 */
const pinOne = (D: number): string =>
  poly(
    [
      [4, D - 4],
      [30, D - 4],
      [4, D - 30],
    ],
    '#e3b84a',
  );

/** o processador visto de cima (tampa) ou de baixo (bottom) */
function cpuChip(ctx: Ctx, p: CpuArt, bottom = false): Box3d {
  const amd = p.brand === 'amd';
  const S = 400;
  return box3d(ctx, {
    size: [S, 16, S],
    k: 0.78,
    ang: 44,
    body: amd ? '#2f5a3a' : '#2a5d3f',
    topColor: '#2a5d3f',
    sideColor: '#1f4a30',
    top: (W, D) => {
      let s = R(0, 0, W, D, surf(ctx, amd ? '#28573a' : '#2b6443', 0.08));
      if (bottom) {
        if (amd) {
          // pinos (PGA)
          const pat = ctx.pat('pins', 11, 11, C(5.5, 5.5, 2.6, '#e3b84a') + C(4.8, 4.8, 1, '#fff3c4'));
          s += R(12, 12, W - 24, D - 24, pat);
          s += R(W * 0.36, D * 0.36, W * 0.28, D * 0.28, '#28573a');
        } else {
          // contatos (LGA) e capacitores
          const pat = ctx.pat('lands', 9, 9, R(2, 2, 5, 5, '#d9ad45', { rx: 1 }));
          s += R(14, 14, W - 28, D - 28, pat);
          s += R(W * 0.3, D * 0.34, W * 0.4, D * 0.32, '#2b6443');
          for (let i = 0; i < 18; i++)
            s += R(W * 0.33 + (i % 6) * W * 0.058, D * 0.38 + Math.floor(i / 6) * D * 0.09, W * 0.035, D * 0.05, '#8a6a3c');
        }
        return s + pinOne(D);
      }
      s += pinOne(D);
      // dissipador integrado (IHS)
      const ins = amd ? 28 : 52;
      s += R(ins - 3, ins + 9, W - ins * 2, D - ins * 2, '#7d8288', { rx: 12 });
      s += R(ins, ins, W - ins * 2, D - ins * 2, ctx.lin(['#eceef0', '#b9bdc2', '#dfe2e5'], 0, 0, 1, 1), { rx: 12 });
      if (!amd) s += R(ins - 20, D * 0.36, 20, D * 0.28, '#c3c7cc') + R(W - ins, D * 0.36, 20, D * 0.28, '#c3c7cc');
      const lines =
        p.engrave ??
        (amd
          ? ['AMD', 'RYZEN 5 5600X', '100-000000065', '9HP8432B00045', 'DIFFUSED IN TAIWAN']
          : ['intel', 'INTEL® CORE™ i7-12700', 'SRL4Q 2.10GHZ', 'X210L345', 'MALAY']);
      lines.forEach((ln, i) => {
        s += T(ins + 22, ins + 56 + i * 34, ln, {
          size: i === 0 ? 28 : 17,
          fill: '#6b6f75',
          weight: i <= 1 ? 'bold' : 'normal',
          family: i >= 2 ? MONO : FONT,
        });
      });
      return s;
    },
  });
}

function cpuBox(ctx: Ctx, p: CpuArt): Box3d {
  const amd = p.brand === 'amd';
  return box3d(ctx, {
    size: [300, 300, 300],
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

export const cpu: KindDrawer<CpuArt> = {
  hero: cpuChip,
  alt: (ctx, p) => cpuChip(ctx, p, true),
  detail: (ctx, p) => withFocus(cpuChip(ctx, p), (d) => ({ x: d.dx * 0.4, y: 0, w: d.w * 0.75, h: d.h * 0.8 })),
  kit: (ctx, p) => kitScene(ctx, cpuChip(ctx, p), cpuBox(ctx, p), { boxH: 400, prodH: 200 }),
};
