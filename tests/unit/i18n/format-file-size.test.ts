import { describe, expect, it } from 'vitest';
import { formatFileSize } from '~/i18n/format-file-size';

describe('formatFileSize', () => {
  it('gives KB with a decimal comma under 1 MB, MB above', () => {
    expect(formatFileSize(48_300)).toBe('48,3 KB');
    expect(formatFileSize(12)).toBe('0,1 KB');
    expect(formatFileSize(2_400_000)).toBe('2,4 MB');
  });
});
