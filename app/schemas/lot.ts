/**
 * A lot as the API and the pages send it (snake_case field names; `ends_at` also as `end_time`, `current_price` also as `current_bid`). Visitors get `PublicLot`: no price,
 * bid or bidder field at all. Signed-in members get the price fields too.
 */
import type { StorageClass } from '~/domain/equipment/catalogue-columns';
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';
import type { WipeMethod } from '~/domain/equipment/summary';
import type { LotStatus } from '~/domain/lot-status';
import { centsToReais } from '~/domain/money';
import { reserveMet, type LotOutcome } from '~/domain/soft-close';

export interface PublicLot {
  id: number;
  title: string;
  description: string;
  category: string;
  condition: string | null;
  images: string[];
  status: LotStatus;
  starts_at: string | null;
  ends_at: string | null;
  end_time: string | null;
  /** prorrogação: a change of leader in the last N minutes moves the end to N minutes later (0: off), up to the house's cap */
  extension_minutes: number;
  /** true once a late decision has moved the end (`ends_at` is always the current end) */
  extended: boolean;
  /** the end before the first extension moved it (null until then) */
  original_ends_at: string | null;
  /** when the lot's room closed it (null: not closed yet); an administrator's close may come before `ends_at` */
  closed_at: string | null;
  created_at: string;
  /** the published condition grades (null: not graded) */
  functional_grade: FunctionalGrade | null;
  cosmetic_grade: CosmeticGrade | null;
  /** the hardware report's date (null: no report) */
  verified_at: string | null;
  /** the weakest NIST 800-88 method over the report's drives (null unless every drive has a wipe record) */
  wipe_method: WipeMethod | null;
  /** from the hardware report: memory in GB, storage in decimal GB, the drives' class, the battery's health (%) */
  memory_gb: number | null;
  storage_gb: number | null;
  storage_class: StorageClass | null;
  battery_health: number | null;
}

/** What only signed-in members see of a lot: prices and bidders. */
export interface MemberPriceFields {
  start_price: number;
  current_price: number;
  current_bid: number;
  top_bid_amount: number | null;
  top_bid_user_id: number | null;
  bid_count: number;
  /** set once the lot has closed with bids */
  winner_user_id: number | null;
  final_price: number | null;
  /** whether the reserve is met (null: the lot has none); never its amount */
  reserve_met: boolean | null;
  /** how the lot ended, once closed */
  outcome: LotOutcome | null;
}

export interface MemberLot extends PublicLot, MemberPriceFields {
  /** administrators only: the reserve's amount (null: none) */
  reserve_price?: number | null;
  /** administrators only: the house's own tag for the machine (null: none) */
  asset_tag?: string | null;
}

export interface LotPriceState {
  startPriceCents: number;
  currentPriceCents: number;
  bidCount: number;
  topBidUserId: number | null;
  winnerUserId: number | null;
  finalPriceCents: number | null;
  reservePriceCents: number | null;
  outcome: LotOutcome | null;
}

/** The member fields from the stored state (cents inside, reais at the edge): for D1 rows and the live room alike. */
export function memberPriceFields(s: LotPriceState): MemberPriceFields {
  return {
    start_price: centsToReais(s.startPriceCents),
    current_price: centsToReais(s.currentPriceCents),
    current_bid: centsToReais(s.currentPriceCents),
    top_bid_amount: s.bidCount > 0 ? centsToReais(s.currentPriceCents) : null,
    top_bid_user_id: s.topBidUserId,
    bid_count: s.bidCount,
    winner_user_id: s.winnerUserId,
    final_price: s.finalPriceCents === null ? null : centsToReais(s.finalPriceCents),
    reserve_met: reserveMet(s.currentPriceCents, s.bidCount, s.reservePriceCents),
    outcome: s.outcome,
  };
}

export const MEMBER_PRICE_KEYS = [
  'start_price',
  'current_price',
  'current_bid',
  'top_bid_amount',
  'top_bid_user_id',
  'bid_count',
  'winner_user_id',
  'final_price',
  'reserve_met',
  'outcome',
] as const satisfies readonly (keyof MemberPriceFields)[];

/** One bid of a lot's history as members see it: no bidder. `seq` numbers the lot's bids 1, 2, … */
export interface LotBid {
  id: number;
  seq: number;
  amount: number;
  created_at: string;
  /** placed by its bidder's secret maximum (lance automático) */
  is_auto: boolean;
}

export type Lot = PublicLot | MemberLot;

export function hasPrices(lot: Lot): lot is MemberLot {
  return 'current_price' in lot;
}

export interface CategoryCount {
  category: string;
  count: number;
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  pages: number;
}

export interface LotPage {
  data: Lot[];
  pagination: Pagination;
}

export interface Banner {
  id: number;
  title: string | null;
  subtitle: string | null;
  text: string | null;
  image_url: string;
  link_url: string | null;
  cta_label: string | null;
  is_active: boolean;
  display_order: number;
  created_at: string;
}
