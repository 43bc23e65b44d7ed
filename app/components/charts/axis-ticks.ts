/**
 * Ticks chosen for the room a chart has: round steps, only as many as their labels fit side by side without
 * touching, and never two ticks with the same label. A label's width is estimated from its length at the
 * charts' 12 px labels (LABEL_CHAR_PX a character, a little more than a digit takes), so the estimate errs
 * on the roomy side.
 */
import { offsetMinutes } from '~/domain/sao-paulo-time';
import { formatDate, formatDayMonthTime, formatTime } from '~/i18n/format';
import { formatDayMonth, formatWholeBRL } from '~/i18n/format-figures';

export const LABEL_CHAR_PX = 7;
/** the least room between two labels side by side */
export const LABEL_GAP_PX = 12;

export interface Tick {
  value: number;
  label: string;
}

/** A label's estimated width in pixels. */
export const labelWidth = (label: string) => label.length * LABEL_CHAR_PX;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TIME_STEPS = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
  28 * DAY,
];

/** 'dd/mm' for steps of days; 'HH:mm' within one day; 'dd/mm HH:mm' across days. All São Paulo time. */
function timeFormat(step: number, from: number, to: number): (ms: number) => string {
  if (step >= DAY) return formatDayMonth;
  return formatDate(from) === formatDate(to) ? formatTime : formatDayMonthTime;
}

/**
 * Ticks of a time axis spanning `domain` (ms) over `widthPx`: the smallest round step (on São Paulo's clock:
 * whole minutes, hours, midnights) whose labels do not touch, and only the ticks whose label stays within
 * the axis plus the `slack` the chart leaves on each side.
 */
export function timeTicks(domain: readonly [number, number], widthPx: number, slack = { left: 0, right: 0 }): Tick[] {
  const [from, to] = domain;
  const span = to - from;
  if (!(span > 0) || !(widthPx > 0)) return [];
  const offset = offsetMinutes(new Date(from)) * MINUTE;
  for (const step of TIME_STEPS) {
    const format = timeFormat(step, from, to);
    const width = labelWidth(format(from));
    if ((step / span) * widthPx < width + LABEL_GAP_PX) continue;
    const ticks: Tick[] = [];
    for (let wall = Math.ceil((from + offset) / step) * step; wall - offset <= to; wall += step) {
      const value = wall - offset;
      const x = ((value - from) / span) * widthPx;
      if (x - width / 2 >= -slack.left && x + width / 2 <= widthPx + slack.right) ticks.push({ value, label: format(value) });
    }
    return ticks;
  }
  return [];
}

/** Round steps of whole reais (in cents): R$ 1, 2, 5, 10, 20, 25, 50, 100, … */
function* priceSteps(): Generator<number> {
  for (let magnitude = 100; ; magnitude *= 10) {
    for (const factor of [1, 2, 2.5, 5]) {
      const step = factor * magnitude;
      if (step % 100 === 0) yield step;
    }
  }
}

/** The least room left above and below the prices, in cents (R$ 10, the minimum increment). */
const MIN_PRICE_PAD = 1_000;

/**
 * Ticks of a price axis holding `lowCents`…`highCents` (with a little room around them), at most `maxCount`
 * of them: the smallest step of whole reais that needs no more, and the axis' domain from the first tick to
 * the last. Whole reais written without cents ('R$ 2.600', 'R$ 2.650') never give two ticks one label.
 */
export function priceTicks(lowCents: number, highCents: number, maxCount: number): { ticks: Tick[]; domain: [number, number] } {
  const pad = Math.max(Math.abs(highCents - lowCents) * 0.08, MIN_PRICE_PAD);
  const low = Math.max(0, Math.min(lowCents, highCents) - pad);
  const high = Math.max(lowCents, highCents) + pad;
  const most = Math.max(2, Math.floor(maxCount));
  for (const step of priceSteps()) {
    const first = Math.floor(low / step) * step;
    const last = Math.ceil(high / step) * step;
    if ((last - first) / step + 1 > most) continue;
    const ticks: Tick[] = [];
    for (let value = first; value <= last; value += step) ticks.push({ value, label: formatWholeBRL(value) });
    return { ticks, domain: [first, last] };
  }
  throw new Error('unreachable: a large enough step always fits');
}
