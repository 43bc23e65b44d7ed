import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '~/server/auth/common-passwords-list.server';
import { commonPasswordModule, mostCommonPasswords } from '../../../../scripts/lib/common-password-list';

describe('the bundled list', () => {
  it('holds the 10,000 most common passwords of the source, lower-cased, without repeats', () => {
    const list = COMMON_PASSWORDS.split('\n');
    expect(new Set(list).size).toBe(list.length);
    expect(list.length).toBeGreaterThan(9_000);
    expect(list.length).toBeLessThanOrEqual(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(list).toEqual(mostCommonPasswords());
    for (const p of ['password1', 'qwerty123', 'iloveyou1']) expect(list).toContain(p);
  });

  it('is exactly what `npm run passwords:list` writes', async () => {
    expect(readFileSync('app/server/auth/common-passwords-list.server.ts', 'utf8')).toBe(await commonPasswordModule());
  });
});
