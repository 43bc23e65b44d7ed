/** Types of the demo image renderer (render-images.mjs): SVG drawings turned into WebP with sharp. */
import type { DemoBannerEntry, DemoLotEntry } from './catalogue.mjs';

export interface RenderedImage {
  /** the object key in R2 */
  key: string;
  contentType: string;
  body: Buffer;
}

export function lotViewSvg(lot: DemoLotEntry, n: number): string;
export function renderLotImages(lot: DemoLotEntry): Promise<RenderedImage[]>;
export function bannerSvg(banner: DemoBannerEntry): string;
export function renderBannerImage(banner: DemoBannerEntry): Promise<RenderedImage>;
