/** Monitores: frente (tela acesa ou apagada) e traseira com as portas; kit com caixa e cabo de força. */
import { boxArt, boxDrawing, kitScene, powerCord } from '../accessories';
import type { ArtCommon, KindDrawer } from '../art';
import { logo } from '../brands';
import { darken, lighten } from '../color';
import { type Ctx, surf } from '../defs';
import { arrange, type Drawing } from '../drawing';
import { corners } from '../geometry';
import { assetTag, serialLabel } from '../labels';
import { led, screws, ventSlots } from '../parts';
import { audioJack, dport, hdmi, iecInlet, vga } from '../ports';
import { screen, type ScreenStyle } from '../screens';
import { E, poly, R } from '../svg';

export interface MonitorArt extends ArtCommon {
  /** diagonal em polegadas */
  size?: number;
  /** altura / largura da tela (padrão 9/16) */
  ratio?: number;
  stand?: 'round' | 'rect';
  screen?: ScreenStyle;
  /** false = moldura larga */
  thinBezel?: boolean;
  /** false = sem entrada VGA */
  vga?: boolean;
}

/** medidas comuns à frente e à traseira: largura, altura do painel, altura do pedestal */
function monitorDims(p: MonitorArt) {
  const W = 560 + ((p.size ?? 24) - 19) * 22;
  const sh = W * (p.ratio ?? 9 / 16);
  const chin = p.thinBezel === false ? 34 : 24;
  return { W, sh, chin, standH: W * 0.24, cx: W / 2 };
}

/** base do pedestal: disco ('round') ou trapézio */
function standBase(ctx: Ctx, p: MonitorArt, body: string, cx: number, baseY: number, W: number): string {
  if (p.stand === 'round') return E(cx, baseY - 6, W * 0.2, 20, ctx.lin([lighten(body, 0.18), darken(body, 0.2)]));
  return poly(
    [
      [cx - W * 0.16, baseY - 22],
      [cx + W * 0.16, baseY - 22],
      [cx + W * 0.19, baseY],
      [cx - W * 0.19, baseY],
    ],
    ctx.lin([lighten(body, 0.2), darken(body, 0.1)]),
  );
}

/** gradiente horizontal de haste cilíndrica */
const stem = (ctx: Ctx, body: string, a: number, b: number, c: number): string =>
  ctx.lin([darken(body, a), lighten(body, b), darken(body, c)], 0, 0, 1, 0);

function monitorFront(ctx: Ctx, p: MonitorArt, o: { screen?: ScreenStyle } = {}): Drawing {
  const { W, sh, chin, standH, cx } = monitorDims(p);
  const bz = p.thinBezel === false ? 18 : 9;
  const H = sh + bz * 2 + chin;
  const body = p.color === 'white' ? '#e9eaec' : p.color === 'silver' ? '#b9bdc2' : '#1c1d20';
  let s = '';
  // pedestal e haste (atrás do painel)
  const baseY = H + standH;
  if (p.stand === 'round') {
    s += standBase(ctx, p, body, cx, baseY, W);
    s += R(cx - 16, H - 20, 32, standH - 8, stem(ctx, body, 0.1, 0.1, 0.15));
  } else {
    s += standBase(ctx, p, body, cx, baseY, W);
    s += R(cx - W * 0.19, baseY, W * 0.38, 5, darken(body, 0.35));
    s += R(cx - 34, H - 30, 68, standH - 16, stem(ctx, body, 0.15, 0.12, 0.2), { rx: 4 });
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

function monitorBack(ctx: Ctx, p: MonitorArt): Drawing {
  const { W, sh, chin, standH, cx } = monitorDims(p);
  const H = sh + 18 + chin;
  const body = p.color === 'white' ? '#e4e5e7' : p.color === 'silver' ? '#b3b7bc' : '#1f2023';
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
  s += iecInlet(x, py + 12, 28);
  x += 46;
  s += hdmi(ctx, x, py + 22, 30);
  x += 42;
  s += dport(ctx, x, py + 22, 30);
  x += 42;
  if (p.vga !== false) {
    s += vga(ctx, x, py + 22, 56);
    x += 66;
  }
  s += audioJack(x + 6, py + 28, 5, '#4a4d52');
  s += serialLabel(ctx, W * 0.62, H * 0.3, 150, {
    brand: p.brand,
    model: p.model?.split(' ')[0],
    lines: [`${p.size ?? 24}" · 100-240V~ 1.5A`],
  });
  if (p.tag !== false) s += assetTag(ctx, W * 0.64, H * 0.66, 100);
  // haste e pedestal
  s += R(cx - 40, H * 0.32, 80, H * 0.3, '#2a2b2e', { rx: 6 });
  s += screws(ctx, corners(cx - 25, H * 0.47 - 25, cx + 25, H * 0.47 + 25), 4);
  s += R(cx - 30, H * 0.45, 60, H * 0.55 + standH - 20, stem(ctx, body, 0.15, 0.1, 0.2), { rx: 6 });
  s += standBase(ctx, p, body, cx, baseY, W);
  return {
    svg: s,
    w: W,
    h: baseY + 5,
    shadow: { cx, cy: baseY - 2, rx: W * 0.26, ry: 22 },
    focus: { x: W * 0.03, y: H * 0.26, w: W * 0.94, h: H * 0.66 },
  };
}

export const monitor: KindDrawer<MonitorArt> = {
  hero(ctx, p) {
    const a = monitorFront(ctx, p);
    if ((p.count ?? 1) <= 1) return a;
    const b = monitorFront(ctx, p, { screen: 'off' });
    return arrange(ctx, [
      { d: b, x: -a.w * 0.55, y: -30, s: 0.86 },
      { d: b, x: a.w * 0.69, y: -30, s: 0.86 },
      { d: a, x: 0, y: 0 },
    ]);
  },
  alt(ctx, p) {
    const b = monitorBack(ctx, p);
    if ((p.count ?? 1) <= 1) return b;
    return arrange(ctx, [
      { d: b, x: 0, y: 0 },
      { d: b, x: b.w * 1.06, y: 0 },
    ]);
  },
  detail: monitorBack,
  kit(ctx, p) {
    const prod = monitorFront(ctx, p);
    const bx = boxDrawing(ctx, {
      brand: p.brand,
      model: p.model,
      style: 'retail',
      w: 620,
      h: 420,
      d: 120,
      art: boxArt(monitorFront(ctx, p, { screen: 'photo' }), 420, 300),
    });
    const many = (p.count ?? 1) > 1;
    // várias unidades: três caixas empilhadas
    const box = many
      ? arrange(ctx, [
          { d: bx, x: 0, y: 0 },
          { d: bx, x: 640, y: 0 },
          { d: bx, x: 320, y: -420, noShadow: true },
        ])
      : bx;
    return kitScene(ctx, prod, box, { boxH: many ? 470 : 440, prodH: many ? 360 : 380, acc: powerCord(ctx), accH: 90 });
  },
};
