/** Types of the demo catalogue (catalogue.mjs), for the seed's type-checked code. */
import type { LotCondition } from '~/domain/lot-condition';

export interface DemoArt {
  kind: string;
  [detail: string]: unknown;
}

export interface DemoLotEntry {
  /** stable: the prefix of the lot's objects in R2 and the seed's identity for it */
  key: string;
  title: string;
  description: string;
  category: string;
  startPriceCents: number;
  condition: LotCondition;
  art: DemoArt;
  /** how many views of the lot are drawn (2 to 4) */
  imageCount: number;
}

export interface DemoBannerEntry {
  key: string;
  title: string;
  subtitle: string | null;
  text: string | null;
  ctaLabel: string | null;
  linkUrl: string;
  art: DemoArt;
}

export const CATEGORIES: readonly string[];
export const DEMO_LOTS: readonly DemoLotEntry[];
export const DEMO_BANNERS: readonly DemoBannerEntry[];
