/** Roteadores (com antenas externas ou compactos) e access points de teto; kits com fonte ou injetor PoE. */
import { chargerDrawing, retailKit } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { box3d, type Box3d, tinted } from '../box3d';
import { logo } from '../brands';
import { darken } from '../color';
import { type Ctx, dome, shine } from '../defs';
import { arrange, type Drawing, withFocus } from '../drawing';
import { serialLabel } from '../labels';
import { led, ventSlots } from '../parts';
import { dcJack, rj45, sfp } from '../ports';
import { C, E, f, G, R, T } from '../svg';

export interface RouterArt extends ArtCommon {
  /** antenas externas (0 = nenhuma; padrão 4) */
  antennas?: number;
  /** portas RJ45 */
  ports?: number;
  /** portas na frente (roteadores de borda) em vez de atrás */
  portsFront?: boolean;
  /** gabinete compacto */
  small?: boolean;
  /** porta SFP ao lado das RJ45 */
  sfp?: boolean;
}

export type AccessPointArt = ArtCommon;

interface RouterDrawing extends Drawing {
  dy: number;
}

function routerBox(ctx: Ctx, p: RouterArt, rear = false): RouterDrawing {
  const body = p.color === 'white' ? '#f0f1f2' : '#1e1f22';
  const ant = p.antennas ?? 4;
  const W = p.small ? 260 : 380;
  const b = box3d(ctx, {
    size: [W, p.small ? 56 : 44, p.small ? 150 : 240],
    k: 0.55,
    ang: 32,
    ...tinted(body, 0.08, 0.15),
    top: (Ww, D) =>
      logo(p.brand, Ww * 0.5, D * 0.5, p.small ? 16 : 22, p.color === 'white' ? '#8a8e94' : '#8f9399') +
      (p.small ? '' : ventSlots(ctx, Ww * 0.1, D * 0.08, Ww * 0.8, D * 0.18, 8, '#000', true, 0.4)),
    front: (Ww, H) => {
      let s = '';
      const portsHere = p.portsFront ? !rear : rear;
      if (portsHere) {
        const n = p.ports ?? 5;
        // a primeira porta (WAN) em azul, quando as portas ficam atrás
        for (let i = 0; i < n; i++)
          s += rj45(ctx, 14 + i * 34, H * 0.2, 28, {
            shell: i === 0 && !p.portsFront ? '#3a6fb0' : '#c9cdd2',
            l1: i < 3 ? '#38e05a' : '#1d3b20',
          });
        if (p.sfp) s += sfp(ctx, 18 + n * 34, H * 0.3, 30);
        s += dcJack(Ww - 24, H * 0.5, 8);
        if (!p.portsFront) s += R(Ww - 56, H * 0.38, 14, 10, '#444', { rx: 3 });
      } else {
        // LEDs de estado com os seus ícones
        ['⏻', '◉', '◉', '⇅', '1', '2', '3', '4'].forEach((ic, i) => {
          s +=
            led(ctx, Ww * 0.2 + i * Ww * 0.08, H * 0.45, 2.3, i === 5 ? '#f5a623' : '#38e05a', i !== 6) +
            T(Ww * 0.2 + i * Ww * 0.08, H * 0.85, ic, { size: 7, anchor: 'middle', fill: '#8e9298' });
        });
      }
      return s;
    },
  });
  let antennas = '';
  for (let i = 0; i < ant; i++) {
    const ax = b.dx * 0.9 + 30 + (i * (W - 60)) / Math.max(1, ant - 1);
    const tilt = (i - (ant - 1) / 2) * 6;
    antennas += G(
      R(-9, -200, 18, 210, ctx.lin(['#2a2b2e', '#111', '#2a2b2e'], 0, 0, 1, 0), { rx: 9 }) + R(-11, -4, 22, 16, '#151517', { rx: 4 }),
      `translate(${f(ax)},${f(b.dy * 0.15 + 8)}) rotate(${f(tilt)})`,
    );
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

export const router: KindDrawer<RouterArt> = {
  hero: routerBox,
  alt: (ctx, p) => routerBox(ctx, p, true),
  detail: (ctx, p) => withFocus(routerBox(ctx, p, !p.portsFront), (d) => ({ x: 0, y: d.dy - 30, w: d.w * 0.65, h: 120 })),
  kit: retailKit(routerBox, {
    box: [460, 340, 120],
    art: [300, 220],
    boxH: 400,
    prodH: 300,
    acc: (ctx, p) => chargerDrawing(ctx, p.brand),
    accH: 70,
  }),
};

// ── access point de teto ──

/** disco visto de cima em perspectiva; back = a base de fixação, com a porta e a etiqueta */
function apDrawing(ctx: Ctx, p: AccessPointArt, back = false): Drawing {
  const body = p.color === 'black' ? '#1e1f22' : '#f3f4f5';
  const R0 = 260;
  const ry = 0.42;
  const cy = R0 * ry;
  /** achatado pela perspectiva, centrado no disco */
  const onDisc = (inner: string, sy: number) => G(inner, `translate(${R0},${f(cy)}) scale(1,${sy})`);
  let s = '';
  s += E(R0, cy + 34, R0, cy, ctx.lin([darken(body, 0.12), darken(body, 0.28)]));
  s += R(0, cy, R0 * 2, 34, ctx.lin([darken(body, 0.1), darken(body, 0.2), darken(body, 0.08)], 0, 0, 1, 0));
  s += E(R0, cy, R0, cy, dome(ctx, shine(body, 0.5, 0.06, 0.7), 0.45, 0.35, 0.65));
  if (!back) {
    if (p.brand === 'ubiquiti') {
      // anel de LED
      s += E(R0, cy, R0 * 0.42, R0 * 0.42 * ry, 'none', { stroke: '#1fa0ff', sw: 7, op: 0.85 });
      s += E(R0, cy, R0 * 0.42, R0 * 0.42 * ry, 'none', { stroke: '#9fdcff', sw: 2 });
      s += E(R0, cy, R0 * 0.5, R0 * 0.5 * ry, 'none', { stroke: '#1fa0ff', sw: 14, op: 0.12 });
      s += onDisc(logo('ubiquiti', 0, 0, 18, '#c9ccd0'), ry);
    } else {
      s += onDisc(logo(p.brand, 0, 0, 26, '#9aa0a6'), ry + 0.2);
      s += led(ctx, R0, cy + R0 * 0.55 * ry, 3, '#38e05a');
    }
  } else {
    s += onDisc(
      C(0, 0, R0 * 0.55, darken(body, 0.08)) +
        R(-R0 * 0.35, -R0 * 0.2, R0 * 0.7, R0 * 0.4, '#d8dadd', { rx: 8 }) +
        rj45(ctx, -20, -R0 * 0.12, 40) +
        C(50, 0, 6, '#444') +
        serialLabel(ctx, -R0 * 0.3, R0 * 0.22, R0 * 0.6, { brand: p.brand, model: p.model ?? '', ratio: 0.42 }),
      ry + 0.15,
    );
  }
  return {
    svg: s,
    w: R0 * 2,
    h: cy * 2 + 34,
    shadow: { cx: R0, cy: cy * 2 + 20, rx: R0 * 0.98, ry: 30 },
    focus: back ? { x: R0 * 0.5, y: cy * 0.35, w: R0, h: cy * 1.35 } : { x: R0 * 0.35, y: cy * 0.4, w: R0 * 1.3, h: cy * 1.3 },
  };
}

function poeInjector(ctx: Ctx): Box3d {
  return box3d(ctx, {
    size: [160, 40, 80],
    k: 0.6,
    body: '#f0f1f2',
    top: (W, D) => T(W / 2, D / 2 + 4, 'PoE 48V', { size: 12, anchor: 'middle', fill: '#555', weight: 'bold' }),
    front: (_W, H) => rj45(ctx, 20, H * 0.2, 26) + rj45(ctx, 60, H * 0.2, 26, { leds: false }),
  });
}

export const ap: KindDrawer<AccessPointArt> = {
  hero: (ctx, p) =>
    isMany(p)
      ? arrange(ctx, [
          { d: apDrawing(ctx, p), x: -240, y: -70, s: 0.8 },
          { d: apDrawing(ctx, p), x: 380, y: -70, s: 0.8 },
          { d: apDrawing(ctx, p), x: 0, y: 0 },
        ])
      : apDrawing(ctx, p),
  alt: (ctx, p) => apDrawing(ctx, p, true),
  detail: (ctx, p) => apDrawing(ctx, p, true),
  kit: retailKit(apDrawing, { box: [380, 380, 90], art: [260, 150], boxH: 380, prodH: 150, acc: poeInjector, accH: 80 }),
};
