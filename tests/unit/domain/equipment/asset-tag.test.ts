import { describe, expect, it } from 'vitest';
import { isAssetTag } from '~/domain/equipment/asset-tag';

describe('isAssetTag', () => {
  it('takes 1 to 40 letters, digits, dots, hyphens and underscores', () => {
    for (const tag of ['A', 'NB-0042', 'srv_01.rack-3', 'x'.repeat(40), '2026.11-ab_C']) expect(isAssetTag(tag), tag).toBe(true);
  });

  it('refuses empty, longer than 40, spaces, slashes, accents and other symbols', () => {
    for (const tag of ['', 'x'.repeat(41), 'NB 0042', 'NB/0042', 'ação', 'NB#1', ' NB-1', 'NB-1\n'])
      expect(isAssetTag(tag), tag).toBe(false);
  });
});
