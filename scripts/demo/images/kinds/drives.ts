/** Armazenamento: SSD SATA de 2,5", SSD NVMe M.2 e HD de 3,5" — rótulo, verso, conector e kit com caixa. */
import { boxArt, boxedKit } from '../accessories';
import { type ArtCommon, isMany, type KindDrawer } from '../art';
import { box3d, type Box3d } from '../box3d';
import { brandOf, logo } from '../brands';
import { darken } from '../color';
import { type Ctx, surf } from '../defs';
import { arrange, type Drawing, withFocus } from '../drawing';
import { corners } from '../geometry';
import { assetTag, barcode } from '../labels';
import { screwsAt } from '../parts';
import { C, f, G, MONO, P, R, T } from '../svg';
import { lookup, range } from '../values';

export interface SsdArt extends ArtCommon {
  /** M.2 NVMe em vez de SATA 2,5" */
  nvme?: boolean;
  capacity?: string;
  /** cor do rótulo do NVMe */
  labelColor?: string;
  /** linhas de especificação do rótulo (padrão: modelo e capacidade) */
  labelLines?: readonly string[];
}

export interface HddArt extends ArtCommon {
  capacity?: string;
  labelLines?: readonly string[];
}

type DriveArt = SsdArt | HddArt;

/** rótulo de frente de cada fabricante, em (0..W, 0..H) */
const DRIVE_LABEL = {
  kingston: (_ctx: Ctx, W: number, H: number) =>
    R(0, 0, W, H, '#111214') +
    P(`M0,${f(H * 0.55)} L${f(W)},${f(H * 0.3)} V${f(H * 0.45)} L0,${f(H * 0.7)} Z`, '#c8102e') +
    logo('kingston', W * 0.3, H * 0.18, 26, '#ffffff') +
    T(W * 0.08, H * 0.88, 'A400', { size: 40, fill: '#fff', weight: 'bold' }),
  samsung: (ctx: Ctx, W: number, H: number) =>
    R(0, 0, W, H, '#151618') +
    logo('samsung', W * 0.28, H * 0.15, 22, '#d8dadc') +
    T(W * 0.08, H * 0.82, 'SSD', { size: 22, fill: '#9a9ea4' }) +
    T(W * 0.08, H * 0.92, '870 EVO', { size: 30, fill: '#ffffff', weight: 'bold' }) +
    R(W * 0.6, 0, W * 0.4, H, ctx.lin(['#2b2e34', '#151618'], 0, 0, 1, 0)),
  crucial: (ctx: Ctx, W: number, H: number) =>
    R(0, 0, W, H, ctx.lin(['#3d4a5c', '#1d2633'], 0, 0, 1, 1)) +
    T(W * 0.1, H * 0.2, 'Crucial', { size: 30, fill: '#ffffff', weight: 'bold' }) +
    T(W * 0.1, H * 0.85, 'MX500', { size: 34, fill: '#9fd0ff', weight: 'bold' }),
  seagate: (_ctx: Ctx, W: number, H: number) =>
    R(0, 0, W, H, '#f2f3f0') +
    R(0, 0, W, H * 0.22, '#111') +
    T(W * 0.06, H * 0.15, 'SEAGATE', { size: 26, fill: '#ffffff', weight: 'bold', ls: 3 }) +
    C(W * 0.88, H * 0.11, 16, '#6ebe49') +
    T(W * 0.06, H * 0.36, 'BarraCuda', { size: 30, fill: '#111', weight: 'bold' }),
  wd: (_ctx: Ctx, W: number, H: number) =>
    R(0, 0, W, H, '#f2f3f0') +
    R(0, 0, W * 0.3, H, '#7b2d8e') +
    T(W * 0.15, H * 0.22, 'WD', { size: 44, anchor: 'middle', fill: '#ffffff', weight: 'bold', style: 'italic' }) +
    T(W * 0.15, H * 0.34, 'Purple', { size: 20, anchor: 'middle', fill: '#ffffff' }),
};
type DriveLabel = (ctx: Ctx, W: number, H: number) => string;

function driveLabelSpecs(ctx: Ctx, p: DriveArt, W: number, H: number, x0: number): string {
  let s = '';
  const lines = p.labelLines ?? [p.model ?? '', p.capacity ?? ''];
  const line = (i: number, str: string) => T(x0, H * (0.5 + i * 0.08), str, { size: 15, fill: '#222', family: MONO });
  lines.forEach((ln, i) => {
    s += line(i, ln);
  });
  s += line(lines.length, `S/N ${ctx.id.serial}`);
  s += barcode(ctx, x0, H * (0.55 + lines.length * 0.08), W * 0.4, H * 0.08);
  return s;
}

/** conector SATA (dados + energia) */
function sataConn(x: number, y: number, w: number, h: number): string {
  const dw = w * 0.33;
  let s = R(x, y, dw, h, '#111', { rx: 2 }) + R(x + w * 0.37, y, w * 0.63, h, '#111', { rx: 2 });
  s += R(x + dw * 0.1, y + h * 0.3, dw * 0.8, h * 0.3, '#2a2a2a') + R(x + w * 0.39, y + h * 0.3, w * 0.59, h * 0.3, '#2a2a2a');
  for (let i = 0; i < 7; i++) s += R(x + dw * (0.14 + i * 0.1), y + h * 0.34, dw * 0.05, h * 0.22, '#d4a93c');
  for (let i = 0; i < 15; i++) s += R(x + w * (0.4 + i * 0.037), y + h * 0.34, w * 0.018, h * 0.22, '#d4a93c');
  return s;
}

/** rótulo embutido num <svg> aninhado (recorta o que passar da área) */
const nested = (w: number, h: number, inner: string, tr: string): string =>
  G(`<svg width="${f(w)}" height="${f(h)}" viewBox="0 0 ${f(w)} ${f(h)}">${inner}</svg>`, tr);

/** face grande do disco: o rótulo da marca ou, embaixo (bottom), a placa e a etiqueta do fabricante */
function driveFace(ctx: Ctx, p: DriveArt, hdd: boolean, bottom: boolean) {
  const metal = hdd ? '#c2c6cb' : '#2b2d31';
  return (Ww: number, Hh: number): string => {
    let s = R(0, 0, Ww, Hh, surf(ctx, metal, 0.12, [0, 0, 1, 1]), { rx: 8 });
    if (bottom) {
      if (hdd) {
        s += R(Ww * 0.08, Hh * 0.12, Ww * 0.6, Hh * 0.6, '#1d4d2c', { rx: 6 });
        s += R(Ww * 0.15, Hh * 0.2, 60, 60, '#111') + R(Ww * 0.35, Hh * 0.25, 40, 40, '#111') + R(Ww * 0.15, Hh * 0.5, 70, 30, '#111');
        s += screwsAt(ctx, Ww, Hh, corners(0.12, 0.16, 0.62, 0.66), 6, '#9aa0a6');
        s += C(Ww * 0.82, Hh * 0.45, 70, darken(metal, 0.1));
      } else s += R(Ww * 0.08, Hh * 0.1, Ww * 0.84, Hh * 0.8, darken(metal, 0.1), { rx: 4 });
      s += R(Ww * 0.15, Hh * 0.74, Ww * 0.7, Hh * 0.22, '#f6f6f4', { rx: 4 });
      s += T(Ww * 0.18, Hh * 0.81, `${brandOf(p.brand).name} ${p.model ?? ''}`, { size: 13, fill: '#111', weight: 'bold' });
      s += T(Ww * 0.18, Hh * 0.87, `${p.capacity ?? ''}  S/N ${ctx.id.serial}`, { size: 11, fill: '#111', family: MONO });
      s += barcode(ctx, Ww * 0.18, Hh * 0.89, Ww * 0.4, Hh * 0.05);
      return s;
    }
    if (hdd) {
      s += screwsAt(ctx, Ww, Hh, corners(0.04, 0.06, 0.96, 0.94), 6, '#8a9096');
      const lw = Ww * 0.84;
      const lh = Hh * 0.8;
      s += nested(
        lw,
        lh,
        lookup<DriveLabel>(DRIVE_LABEL, p.brand, DRIVE_LABEL.seagate)(ctx, lw, lh) +
          driveLabelSpecs(ctx, p, lw, lh, Ww * (p.brand === 'wd' ? 0.3 : 0.04)),
        `translate(${f(Ww * 0.08)},${f(Hh * 0.1)})`,
      );
    } else {
      s += nested(
        Ww - 16,
        Hh - 16,
        lookup<DriveLabel>(DRIVE_LABEL, p.brand, DRIVE_LABEL.kingston)(ctx, Ww - 16, Hh - 16),
        'translate(8,8)',
      );
    }
    if (p.tag !== false && hdd) s += assetTag(ctx, Ww * 0.62, Hh * 0.62, 120);
    return s;
  };
}

/** o disco deitado, com a face grande para cima (bottom = o verso) */
function driveBox(ctx: Ctx, p: DriveArt, hdd: boolean, bottom = false): Box3d {
  return box3d(ctx, {
    size: [hdd ? 441 : 420, hdd ? 305 : 293, hdd ? 78 : 28],
    k: 0.6,
    ang: 35,
    body: hdd ? '#b9bdc2' : '#2b2d31',
    sideColor: hdd ? '#9ba0a6' : '#1e1f22',
    front: driveFace(ctx, p, hdd, bottom),
  });
}

/** a ponta do disco com o conector SATA */
function driveEnd(ctx: Ctx, p: DriveArt, hdd: boolean): Box3d {
  const w = hdd ? 305 : 293;
  const h = hdd ? 78 : 29;
  const d = box3d(ctx, {
    size: [w, h, hdd ? 441 : 420],
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
      sataConn(W * 0.12, hdd ? H * 0.55 : H * 0.18, W * 0.6, hdd ? H * 0.3 : H * 0.64) +
      (hdd
        ? range(4)
            .map((i) => C(W * 0.8 + i * 10, H * 0.72, 2, '#d4a93c'))
            .join('')
        : ''),
  });
  return withFocus(d, () => ({ x: 0, y: d.dy - 40, w: w * 1.1, h: h + 120 }));
}

/** SSD M.2 inclinado: rótulo na frente, chips e etiqueta no verso */
function nvmeStick(ctx: Ctx, p: SsdArt, back = false): Drawing {
  const W = 640;
  const H = 176;
  let s = P(`M0,0 H${W - 20} a18,18 0 0 1 0,36 V${H - 36} a18,18 0 0 1 0,36 H0 Z`, surf(ctx, '#141517', 0.1));
  s += C(W - 20, H / 2, 12, '#c9a227') + C(W - 20, H / 2, 7, '#e8e9eb');
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

/** várias unidades enfileiradas em diagonal */
const driveRow = (ctx: Ctx, p: DriveArt, hdd: boolean, n: number, dx: number, dy: number): Drawing =>
  arrange(
    ctx,
    range(n).map((i) => ({ d: driveBox(ctx, p, hdd), x: i * dx, y: i * dy, s: 1 })),
  );

/** o produto de um SSD: o M.2 ou o 2,5" */
const ssdProduct = (ctx: Ctx, p: SsdArt): Drawing => (p.nvme ? nvmeStick(ctx, p) : driveBox(ctx, p, false));

export const ssd: KindDrawer<SsdArt> = {
  hero: (ctx, p) =>
    p.nvme ? nvmeStick(ctx, p) : isMany(p) ? driveRow(ctx, p, false, Math.min(p.count ?? 1, 3), 140, 40) : driveBox(ctx, p, false),
  alt: (ctx, p) => (p.nvme ? nvmeStick(ctx, p, true) : driveBox(ctx, p, false, true)),
  detail: (ctx, p) => (p.nvme ? withFocus(nvmeStick(ctx, p, true), () => ({ x: 340, y: 20, w: 300, h: 170 })) : driveEnd(ctx, p, false)),
  kit: (ctx, p) =>
    boxedKit(ctx, p, ssdProduct(ctx, p), {
      box: { w: 420, h: 320, d: 60, color: '#16171a', art: boxArt(ssdProduct(ctx, p), 280, 180) },
      boxH: 380,
      prodH: p.nvme ? 120 : 260,
    }),
};

export const hdd: KindDrawer<HddArt> = {
  hero: (ctx, p) => (isMany(p) ? driveRow(ctx, p, true, Math.min(p.count ?? 1, 4), 120, 36) : driveBox(ctx, p, true)),
  alt: (ctx, p) => driveBox(ctx, p, true, true),
  detail: (ctx, p) => driveEnd(ctx, p, true),
  kit: (ctx, p) =>
    boxedKit(ctx, p, driveBox(ctx, p, true), {
      box: { style: 'kraft', w: 500, h: 300, d: 360 },
      boxH: 320,
      prodH: 300,
    }),
};
