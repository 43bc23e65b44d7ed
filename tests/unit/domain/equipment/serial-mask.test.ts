import { describe, expect, it } from 'vitest';
import { maskSerial } from '~/domain/equipment/serial-mask';

describe('maskSerial', () => {
  it('shows only the last 4 characters, keeping the length', () => {
    expect(maskSerial('S3TANX0M512345')).toBe('••••••••••2345');
    expect(maskSerial('WD-WMC6N0H9K3RT')).toBe('•••••••••••K3RT');
    expect(maskSerial('ZN1ABC12')).toBe('••••BC12');
  });

  it('hides at least the first 4 characters of a short serial', () => {
    expect(maskSerial('AB12CDE')).toBe('••••CDE');
    expect(maskSerial('AB12C')).toBe('••••C');
    expect(maskSerial('AB12')).toBe('••••');
    expect(maskSerial('A')).toBe('•');
    expect(maskSerial('')).toBe('');
  });

  it('ignores the blanks around the serial', () => {
    expect(maskSerial('  ZN1ABC12 ')).toBe('••••BC12');
  });
});
