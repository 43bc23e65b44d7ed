import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, certificateCodeFrom } from '~/domain/equipment/certificate-code';

describe('certificateCodeFrom', () => {
  it('spells ARM-XXXX-XXXX from eight bytes, one character per byte', () => {
    expect(certificateCodeFrom(Uint8Array.from([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('ARM-ABCD-6789');
    // only the low five bits count: 32 and 255 are 0 and 31
    expect(certificateCodeFrom(Uint8Array.from([32, 255, 64, 95, 0, 0, 0, 0]))).toBe('ARM-A9A9-AAAA');
  });

  it('has 32 characters, none of 0, O, 1 or I, and every byte maps into them', () => {
    expect(new Set(CERTIFICATE_CODE_ALPHABET).size).toBe(32);
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    for (let b = 0; b < 256; b++) {
      expect(certificateCodeFrom(Uint8Array.from([b, b, b, b, b, b, b, b]))).toMatch(/^ARM-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    }
  });

  it('refuses fewer than eight bytes', () => {
    expect(() => certificateCodeFrom(new Uint8Array(7))).toThrow(RangeError);
  });
});
