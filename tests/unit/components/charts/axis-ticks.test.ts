import { describe, expect, it } from 'vitest';
import { LABEL_GAP_PX, labelWidth, priceTicks, timeTicks, type Tick } from '~/components/charts/axis-ticks';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** 24/11/2026 14:00 in São Paulo */
const T0 = Date.parse('2026-11-24T17:00:00.000Z');
/** the price chart's plot at 1280 px (the lot page's column) and on a 390 px phone */
const DESKTOP_PX = 480;
const PHONE_PX = 280;

/** Each label's box on the axis, in pixels, in order. */
function boxes(ticks: readonly Tick[], domain: readonly [number, number], widthPx: number): [number, number][] {
  return ticks.map((t) => {
    const x = ((t.value - domain[0]) / (domain[1] - domain[0])) * widthPx;
    return [x - labelWidth(t.label) / 2, x + labelWidth(t.label) / 2];
  });
}

function expectNoOverlap(ticks: readonly Tick[], domain: readonly [number, number], widthPx: number) {
  const placed = boxes(ticks, domain, widthPx);
  for (let i = 1; i < placed.length; i++) expect(placed[i]![0] - placed[i - 1]![1]).toBeGreaterThanOrEqual(LABEL_GAP_PX);
  for (const [left, right] of placed) {
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(widthPx);
  }
}

const distinct = (ticks: readonly Tick[]) => new Set(ticks.map((t) => t.label)).size === ticks.length;

describe('the time axis', () => {
  const spans: [string, readonly [number, number]][] = [
    ['ten minutes', [T0, T0 + 10 * MIN]],
    ['the last hour of a lot', [T0 - HOUR, T0 + 6 * MIN]],
    ['two days of bids ending in extensions', [T0 - 46 * HOUR, T0 + 6 * MIN]],
    ['three weeks', [T0 - 21 * DAY, T0]],
  ];

  for (const [name, domain] of spans) {
    it(`over ${name}, labels never touch and never repeat, at 1280 and 390 px`, () => {
      for (const width of [DESKTOP_PX, PHONE_PX]) {
        const ticks = timeTicks(domain, width);
        expect(ticks.length, `${name} at ${width}px`).toBeGreaterThanOrEqual(2);
        expectNoOverlap(ticks, domain, width);
        expect(distinct(ticks)).toBe(true);
      }
    });
  }

  it('gives a phone fewer ticks than a desktop for the same span', () => {
    const domain = [T0 - 46 * HOUR, T0] as const;
    expect(timeTicks(domain, PHONE_PX).length).toBeLessThan(timeTicks(domain, DESKTOP_PX).length);
  });

  it('writes the time alone within a day, the day and time across days, the day alone for steps of days', () => {
    expect(timeTicks([T0, T0 + 2 * HOUR], DESKTOP_PX).map((t) => t.label)[0]).toMatch(/^\d\d:\d\d$/);
    expect(timeTicks([T0 - 30 * HOUR, T0], DESKTOP_PX).map((t) => t.label)[0]).toMatch(/^\d\d\/\d\d \d\d:\d\d$/);
    expect(timeTicks([T0 - 21 * DAY, T0], PHONE_PX).map((t) => t.label)[0]).toMatch(/^\d\d\/\d\d$/);
  });

  it("falls on round moments of São Paulo's clock: half or whole hours, midnight for days", () => {
    expect(timeTicks([T0 + 5 * MIN, T0 + 5 * HOUR], PHONE_PX).map((t) => t.label)).toEqual(['15:00', '16:00', '17:00', '18:00']);
    expect(timeTicks([T0 + 5 * MIN, T0 + 5 * HOUR], DESKTOP_PX).map((t) => t.label)).toEqual([
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
    ]);
    const days = timeTicks([T0 - 10 * DAY, T0], DESKTOP_PX);
    for (const tick of days) expect(new Date(tick.value).toISOString()).toMatch(/T03:00:00\.000Z$/);
  });

  it('leaves out a tick whose label would run past the axis and the room beside it', () => {
    const domain = [T0 - 55 * MIN, T0 + MIN] as const;
    const tight = timeTicks(domain, DESKTOP_PX);
    expect(tight.map((t) => t.label)).not.toContain('14:00');
    expect(timeTicks(domain, DESKTOP_PX, { left: 0, right: 40 }).map((t) => t.label)).toContain('14:00');
  });

  it('has no ticks for an empty span or no room', () => {
    expect(timeTicks([T0, T0], DESKTOP_PX)).toEqual([]);
    expect(timeTicks([T0, T0 + HOUR], 0)).toEqual([]);
  });
});

describe('the price axis', () => {
  it("never repeats a label where compact figures did ('R$ 2,6 mil' three times)", () => {
    const { ticks } = priceTicks(255_000, 274_000, 4);
    expect(ticks.map((t) => t.label)).toEqual(['R$ 2.500', 'R$ 2.600', 'R$ 2.700', 'R$ 2.800']);
  });

  it('chooses the smallest round step of whole reais that needs no more ticks than allowed, and the domain from tick to tick', () => {
    expect(priceTicks(260_000, 265_000, 5)).toEqual({
      ticks: ['R$ 2.580', 'R$ 2.600', 'R$ 2.620', 'R$ 2.640', 'R$ 2.660'].map((label, i) => ({ value: 258_000 + i * 2_000, label })),
      domain: [258_000, 266_000],
    });
    expect(priceTicks(1_000, 500_000, 4).ticks.map((t) => t.label)).toEqual(['R$ 0', 'R$ 2.000', 'R$ 4.000', 'R$ 6.000']);
  });

  it('holds every price with room above and below, distinct labels, and at most the ticks allowed', () => {
    for (const [low, high, most] of [
      [29_000, 29_000, 4],
      [31_000, 41_000, 4],
      [255_000, 274_000, 3],
      [99_990, 100_010, 4],
      [1_234_500, 9_876_500, 5],
    ] as const) {
      const { ticks, domain } = priceTicks(low, high, most);
      expect(ticks.length).toBeLessThanOrEqual(most);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(domain[0]).toBeLessThan(low);
      expect(domain[1]).toBeGreaterThan(high);
      expect(distinct(ticks)).toBe(true);
      for (const t of ticks) expect(t.label).toMatch(/^R\$ \d{1,3}(\.\d{3})*$/);
    }
  });
});
