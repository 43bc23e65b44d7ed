/**
 * A lot as the API and the pages send it (spec §3 field names). Visitors get `PublicLot`: no price,
 * bid or bidder field at all. Signed-in members get the price fields too.
 */
import type { StoredLotStatus } from '~/domain/lot-status';

export interface PublicLot {
  id: number;
  title: string;
  description: string;
  category: string;
  condition: string | null;
  images: string[];
  status: StoredLotStatus;
  starts_at: string | null;
  ends_at: string | null;
  end_time: string | null;
  created_at: string;
}

export interface MemberLot extends PublicLot {
  start_price: number;
  current_price: number;
  current_bid: number;
  top_bid_amount: number | null;
  top_bid_user_id: number | null;
  bid_count: number;
  /** set once the lot has closed with bids */
  winner_user_id: number | null;
  final_price: number | null;
}

/** One bid of a lot's history as members see it: no bidder. `seq` numbers the lot's bids 1, 2, … */
export interface LotBid {
  id: number;
  seq: number;
  amount: number;
  created_at: string;
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
