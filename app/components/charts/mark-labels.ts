/**
 * Where the labels of a chart's vertical marks go (the price chart's original end and its extensions): each
 * beside its line, to the right of it or, near the right edge, to its left, in the first row where it
 * touches no other label. When more rows would be needed than the chart has, marks close together share one
 * label naming them as a range ('Prorrogações 2–5'); a label that still finds no room is left out (its line
 * stays, and the chart's table lists every mark).
 */
import { LABEL_GAP_PX, labelWidth } from './axis-ticks';

/** The room between a line and its label. */
const BESIDE_PX = 4;

export interface Mark {
  /** the line's position on the plot, in pixels */
  x: number;
  /** 0: the original end; n: the n-th extension */
  extension: number;
}

export interface PlacedLabel {
  text: string;
  /** where the text is anchored, and on which side of it it runs */
  x: number;
  anchor: 'start' | 'end';
  /** 0 is the row nearest the axis */
  row: number;
}

export interface MarkWords {
  one: (extension: number) => string;
  range: (first: number, last: number) => string;
}

interface Candidate {
  x: number;
  text: string;
}

function place(candidates: readonly Candidate[], widthPx: number, maxRows: number): { placed: PlacedLabel[]; complete: boolean } {
  const rows: [number, number][][] = Array.from({ length: maxRows }, () => []);
  const placed: PlacedLabel[] = [];
  for (const { x, text } of candidates) {
    const width = labelWidth(text);
    const anchor = x + BESIDE_PX + width <= widthPx || x - BESIDE_PX - width < 0 ? 'start' : 'end';
    const left = anchor === 'start' ? x + BESIDE_PX : x - BESIDE_PX - width;
    const box: [number, number] = [left, left + width];
    const row = rows.findIndex((boxes) => boxes.every(([a, b]) => box[1] + LABEL_GAP_PX <= a || b + LABEL_GAP_PX <= box[0]));
    if (row < 0) continue;
    rows[row]!.push(box);
    placed.push({ text, x: anchor === 'start' ? x + BESIDE_PX : x - BESIDE_PX, anchor, row });
  }
  return { placed, complete: placed.length === candidates.length };
}

/** The marks (in time order) with their labels placed within `widthPx` on at most `maxRows` rows. */
export function placeMarkLabels(marks: readonly Mark[], widthPx: number, maxRows: number, words: MarkWords): PlacedLabel[] {
  const each = place(
    marks.map((m) => ({ x: m.x, text: words.one(m.extension) })),
    widthPx,
    maxRows,
  );
  if (each.complete) return each.placed;
  // Extensions closer to the first of their group than its label is wide share a label; the original end keeps its own.
  const groups: Mark[][] = [];
  for (const mark of marks) {
    const group = groups.at(-1);
    const head = group?.[0];
    const near = head !== undefined && head.extension > 0 && mark.x - head.x < labelWidth(words.one(head.extension)) + LABEL_GAP_PX;
    if (group && mark.extension > 0 && near) group.push(mark);
    else groups.push([mark]);
  }
  return place(
    groups.map((group) => {
      const first = group[0]!;
      const last = group.at(-1)!;
      return { x: last.x, text: group.length === 1 ? words.one(first.extension) : words.range(first.extension, last.extension) };
    }),
    widthPx,
    maxRows,
  ).placed;
}
