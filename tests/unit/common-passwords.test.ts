import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '~/domain/password-strength';
import { COMMON_PASSWORDS } from '~/server/auth/common-passwords-list.server';
import { commonPasswordModule, mostCommonPasswords } from '../../scripts/lib/common-password-list';

describe('isCommonPassword', () => {
  const list = new Set(['password1', 'abc123', 'senha123']);

  it('finds a listed password whatever its case', () => {
    expect(isCommonPassword('password1', list)).toBe(true);
    expect(isCommonPassword('Password1', list)).toBe(true);
    expect(isCommonPassword('ABC123', list)).toBe(true);
  });

  it('lets through what is not on the list, near misses included', () => {
    expect(isCommonPassword('password12', list)).toBe(false);
    expect(isCommonPassword(' abc123', list)).toBe(false);
    expect(isCommonPassword('Leilao-de-2026', list)).toBe(false);
  });
});

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
