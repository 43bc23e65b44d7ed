/**
 * Os tipos de arte de um lote (lot.art.kind), cada um com os seus parâmetros e desenhistas. Comuns a todos:
 * brand, model, color, count (lote com várias unidades), tag (false = sem plaqueta de patrimônio); ver art.ts.
 */
import type { KindDrawer } from '../art';
import { cpu, type CpuArt } from './cpus';
import { desktop, type DesktopArt } from './desktops';
import { hdd, type HddArt, ssd, type SsdArt } from './drives';
import { gpu, type GpuArt } from './gpus';
import { headset, type HeadsetArt, webcam, type WebcamArt } from './headsets-webcams';
import { combo, type ComboArt, keyboard, type KeyboardArt, mouse, type MouseArt } from './input-devices';
import { notebook, type NotebookArt } from './laptops';
import { ram, type RamArt } from './memory';
import { monitor, type MonitorArt } from './monitors';
import { phone, type PhoneArt } from './phones';
import { psu, type PsuArt, ups, type UpsArt } from './power';
import { printer, type PrinterArt } from './printers';
import { type AccessPointArt, ap, router, type RouterArt } from './routers';
import { server, type ServerArt } from './servers';
import { netswitch, type SwitchArt } from './switches';
import { tablet, type TabletArt } from './tablets';

/** os parâmetros de cada tipo */
export interface ArtByKind {
  notebook: NotebookArt;
  desktop: DesktopArt;
  monitor: MonitorArt;
  server: ServerArt;
  switch: SwitchArt;
  router: RouterArt;
  ap: AccessPointArt;
  keyboard: KeyboardArt;
  mouse: MouseArt;
  combo: ComboArt;
  printer: PrinterArt;
  headset: HeadsetArt;
  ups: UpsArt;
  webcam: WebcamArt;
  gpu: GpuArt;
  ram: RamArt;
  ssd: SsdArt;
  hdd: HddArt;
  cpu: CpuArt;
  psu: PsuArt;
  phone: PhoneArt;
  tablet: TabletArt;
}

export type ArtKind = keyof ArtByKind;

/** a arte de um lote: o tipo e os parâmetros desse tipo */
export type LotArt = { [K in ArtKind]: { kind: K } & ArtByKind[K] }[ArtKind];

export const KINDS: { readonly [K in ArtKind]: KindDrawer<ArtByKind[K]> } = {
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
