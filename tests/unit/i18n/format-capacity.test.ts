import { describe, expect, it } from 'vitest';
import { formatDriveCapacity, formatFileSize, formatMemorySize } from '~/i18n/format-capacity';

describe('capacities in pt-BR', () => {
  it('drives in decimal GB below 1 TB and TB above, with a decimal comma', () => {
    expect(formatDriveCapacity(512_110_190_592)).toBe('512 GB');
    expect(formatDriveCapacity(256_060_514_304)).toBe('256 GB');
    expect(formatDriveCapacity(1_000_204_886_016)).toBe('1 TB');
    expect(formatDriveCapacity(1_920_383_410_176)).toBe('1,92 TB');
  });

  it('memory in GB as sold (GiB), MB below 1 GiB', () => {
    expect(formatMemorySize(16 * 1024 ** 3)).toBe('16 GB');
    expect(formatMemorySize(1.5 * 1024 ** 3)).toBe('1,5 GB');
    expect(formatMemorySize(512 * 1024 ** 2)).toBe('512 MB');
  });

  it('file sizes in KB and MB', () => {
    expect(formatFileSize(48_300)).toBe('48,3 KB');
    expect(formatFileSize(2_400_000)).toBe('2,4 MB');
  });
});
