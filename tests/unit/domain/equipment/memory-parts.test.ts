import { describe, expect, it } from 'vitest';
import { memoryGroups, memoryPart, memoryTotalIsExact } from '~/domain/equipment/memory-parts';

const GiB = 1024 ** 3;
const bank = (description: string, sizeBytes: number | null, clockHz: number | null = null) => ({ description, sizeBytes, clockHz });

describe('memoryPart', () => {
  it('reads soldered LPDDR4 from its row of chips, the speed from the clock', () => {
    expect(memoryPart(bank('Row of chips LPDDR4 Synchronous 4267 MHz (0.2 ns)', 16 * GiB, 4_267_000_000))).toEqual({
      sizeBytes: 16 * GiB,
      type: 'LPDDR4',
      speedMhz: 4267,
      soldered: true,
    });
  });

  it('reads a module in a slot, described in another language, the speed from the description', () => {
    expect(memoryPart(bank('SODIMM DDR3 Synchron 1333 MHz (0,8 ns)', 8 * GiB))).toEqual({
      sizeBytes: 8 * GiB,
      type: 'DDR3',
      speedMhz: 1333,
      soldered: false,
    });
  });

  it('takes low-power memory for soldered whatever its form, and knows no type lshw does not name (DDR5)', () => {
    expect(memoryPart(bank('Chipreihe LPDDR3 Synchron 1867 MHz', null)).soldered).toBe(true);
    expect(memoryPart(bank('SODIMM Synchronous 4800 MHz (0.2 ns)', 8 * GiB, 4_800_000_000))).toEqual({
      sizeBytes: 8 * GiB,
      type: null,
      speedMhz: 4800,
      soldered: false,
    });
  });
});

describe('memoryGroups', () => {
  it('says soldered chips once, then each kind of module with its count, in the order of the banks', () => {
    const parts = [
      memoryPart(bank('SODIMM DDR4 Synchronous 3200 MHz (0.3 ns)', 8 * GiB, 3_200_000_000)),
      memoryPart(bank('Row of chips DDR4 Synchronous 3200 MHz (0.3 ns)', 4 * GiB, 3_200_000_000)),
      memoryPart(bank('Row of chips DDR4 Synchronous 3200 MHz (0.3 ns)', 4 * GiB, 3_200_000_000)),
      memoryPart(bank('SODIMM DDR4 Synchronous 3200 MHz (0.3 ns)', 16 * GiB, 3_200_000_000)),
      memoryPart(bank('SODIMM DDR4 Synchronous 3200 MHz (0.3 ns)', 8 * GiB, 3_200_000_000)),
    ];
    expect(memoryGroups(parts).map((g) => [g.soldered, g.sizeBytes, g.count])).toEqual([
      [true, 4 * GiB, 2],
      [false, 8 * GiB, 2],
      [false, 16 * GiB, 1],
    ]);
  });
});

describe('memoryTotalIsExact', () => {
  it("is the banks' sum, or not when lshw gives no size for them or lists none", () => {
    const module = memoryPart(bank('DIMM DDR3', 4 * GiB));
    expect(memoryTotalIsExact(8 * GiB, [module, module])).toBe(true);
    expect(memoryTotalIsExact(17_045_651_456, [memoryPart(bank('Row of chips LPDDR3 1867 MHz', null))])).toBe(false);
    expect(memoryTotalIsExact(4_143_972_352, [])).toBe(false);
  });
});
