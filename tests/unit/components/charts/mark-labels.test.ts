import { describe, expect, it } from 'vitest';
import { LABEL_GAP_PX, labelWidth } from '~/components/charts/axis-ticks';
import { placeMarkLabels, type PlacedLabel } from '~/components/charts/mark-labels';

const words = {
  one: (n: number) => (n === 0 ? 'Fim original' : `Prorrogação ${n}`),
  range: (first: number, last: number) => `Prorrogações ${first}–${last}`,
};
const WIDTH = 280;

/** Each label's box (left, right) and row. */
const boxOf = (label: PlacedLabel) => {
  const width = labelWidth(label.text);
  const left = label.anchor === 'start' ? label.x : label.x - width;
  return { left, right: left + width, row: label.row };
};

function expectApart(labels: readonly PlacedLabel[]) {
  const boxes = labels.map(boxOf);
  for (const [i, a] of boxes.entries()) {
    expect(a.left).toBeGreaterThanOrEqual(0);
    expect(a.right).toBeLessThanOrEqual(WIDTH);
    for (const b of boxes.slice(i + 1)) {
      if (a.row === b.row) expect(a.right + LABEL_GAP_PX <= b.left || b.right + LABEL_GAP_PX <= a.left).toBe(true);
    }
  }
}

describe("the labels of the price chart's marks", () => {
  it('labels marks far apart on one row, each beside its own line', () => {
    const labels = placeMarkLabels(
      [
        { x: 20, extension: 0 },
        { x: 150, extension: 1 },
      ],
      WIDTH,
      4,
      words,
    );
    expect(labels).toEqual([
      { text: 'Fim original', x: 24, anchor: 'start', row: 0 },
      { text: 'Prorrogação 1', x: 154, anchor: 'start', row: 0 },
    ]);
  });

  it('puts a label near the right edge to the left of its line, and marks close together on rows of their own', () => {
    // the demo lot: two days of bids, its original end and three extensions in the last six minutes
    const marks = [0, 1, 2, 3].map((extension) => ({ x: 268 + extension * 0.5, extension }));
    const labels = placeMarkLabels(marks, WIDTH, 4, words);
    expect(labels.map((l) => [l.text, l.anchor, l.row])).toEqual([
      ['Fim original', 'end', 0],
      ['Prorrogação 1', 'end', 1],
      ['Prorrogação 2', 'end', 2],
      ['Prorrogação 3', 'end', 3],
    ]);
    expectApart(labels);
  });

  it('names extensions too close for their rows as a range, and keeps the original end apart', () => {
    const marks = Array.from({ length: 12 }, (_, extension) => ({ x: 200 + extension * 4, extension }));
    const labels = placeMarkLabels(marks, WIDTH, 4, words);
    expect(labels.map((l) => l.text)).toEqual(['Fim original', 'Prorrogações 1–11']);
    expectApart(labels);
  });

  it('never lets two labels touch, however the marks fall', () => {
    const marks = [3, 40, 41, 90, 120, 121, 122, 200, 260, 275].map((x, extension) => ({ x, extension }));
    const labels = placeMarkLabels(marks, WIDTH, 3, words);
    expect(labels.length).toBeGreaterThan(0);
    expectApart(labels);
  });
});
