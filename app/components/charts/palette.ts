/**
 * Chart colours (spec §9: the categories bar uses 5, the conversion pie 6). Each keeps at least 3:1 against
 * white (WCAG 2.1 non-text contrast), and none is told apart by colour alone: every chart has labels and a table.
 */
export const CATEGORY_BAR_COLORS = ['#C8102E', '#0B5CAD', '#137A3E', '#7A5A00', '#5B3F9E'] as const;
export const CONVERSION_PIE_COLORS = ['#C8102E', '#0B5CAD', '#137A3E', '#7A5A00', '#5B3F9E', '#22272E'] as const;
/** The trend chart's four series: lots, bids, new users, revenue. */
export const TREND_COLORS = ['#0B5CAD', '#C8102E', '#137A3E', '#7A5A00'] as const;
/** A mark that is no series: the price chart's original end. */
export const MARK_COLOR = '#22272E';

export function colorAt(palette: readonly string[], index: number): string {
  return palette[index % palette.length]!;
}

/** For a ring (a pie): like colorAt, but the last slice never takes the first one's colour when they touch. */
export function ringColorAt(palette: readonly string[], index: number, count: number): string {
  const wrapsOntoFirst = count > 1 && index === count - 1 && index % palette.length === 0;
  return colorAt(palette, wrapsOntoFirst ? 2 : index);
}
