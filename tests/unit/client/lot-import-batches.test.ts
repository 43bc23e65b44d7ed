import { describe, expect, it } from 'vitest';
import { importBatches } from '~/client/lot-import-batches';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ line: i + 2, asset_tag: `NB-${i + 1}` }));
const file = (name: string, size = 100) => ({ name, size });

describe('the import’s batches', () => {
  it('ten rows a batch, each with the files named by its tags', () => {
    const files = rows(23).flatMap((r) => [file(`${r.asset_tag}.lshw.json`), file(`${r.asset_tag}.smartctl.sda.json`)]);
    const batches = importBatches(rows(23), files);
    expect(batches.map((b) => b.lines.length)).toEqual([10, 10, 3]);
    expect(batches[2]!.lines).toEqual([22, 23, 24]);
    expect(batches[2]!.files.map((f) => f.name)).toEqual([
      'NB-21.lshw.json',
      'NB-21.smartctl.sda.json',
      'NB-22.lshw.json',
      'NB-22.smartctl.sda.json',
      'NB-23.lshw.json',
      'NB-23.smartctl.sda.json',
    ]);
  });

  it('a batch closes before its files pass the byte limit', () => {
    const files = rows(4).map((r) => file(`${r.asset_tag}.lshw.json`, 400));
    expect(importBatches(rows(4), files, { rows: 10, bytes: 1000 }).map((b) => b.lines)).toEqual([
      [2, 3],
      [4, 5],
    ]);
  });

  it('files naming no row, or no tag, ride with the first batch for the server to report', () => {
    const files = [file('NB-1.lshw.json'), file('OUTRA.wipe.json'), file('foto.jpg')];
    const [first] = importBatches(rows(1), files);
    expect(first!.files.map((f) => f.name)).toEqual(['OUTRA.wipe.json', 'foto.jpg', 'NB-1.lshw.json']);
  });

  it('a repeated tag’s files go with its first row only', () => {
    const twice = [
      { line: 2, asset_tag: 'NB-1' },
      { line: 3, asset_tag: 'NB-1' },
    ];
    const batches = importBatches(twice, [file('NB-1.lshw.json')], { rows: 1, bytes: 1000 });
    expect(batches.map((b) => [b.lines, b.files.map((f) => f.name)])).toEqual([
      [[2], ['NB-1.lshw.json']],
      [[3], []],
    ]);
  });

  it('a CSV without rows is still one batch (the server reports why)', () => {
    expect(importBatches([], [])).toEqual([{ lines: [], files: [] }]);
  });
});
