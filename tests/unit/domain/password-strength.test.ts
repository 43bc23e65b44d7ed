import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordStrength } from '~/domain/password-strength';

describe('password strength', () => {
  it.each([
    ['abc12', 'Muito fraca'],
    ['abcdef', 'Fraca'],
    ['abcdef12', 'Média'],
    ['Abcdef12', 'Forte'],
    ['Abc12!', 'Forte'],
  ])('%s → %s', (password, label) => expect(passwordStrength(password)).toBe(label));
});

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
