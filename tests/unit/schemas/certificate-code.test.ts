import { describe, expect, it } from 'vitest';
import { certificateCode } from '~/schemas/certificate-code';

describe('certificateCode', () => {
  it('reads a code in any case, trimmed, as upper case', () => {
    expect(certificateCode.parse('ARM-7K2Q-M9XD')).toBe('ARM-7K2Q-M9XD');
    expect(certificateCode.parse(' arm-7k2q-m9xd ')).toBe('ARM-7K2Q-M9XD');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'ARM-7K2Q', 'ARM-7K2Q-M9XDX', 'XYZ-7K2Q-M9XD', 'ARM_7K2Q_M9XD', "ARM-7K2Q-M9X'", '999999']) {
      expect(certificateCode.safeParse(bad).success, bad).toBe(false);
    }
  });
});
