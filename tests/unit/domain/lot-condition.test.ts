import { describe, expect, it } from 'vitest';
import { isLotCondition, LOT_CONDITIONS } from '~/domain/lot-condition';

describe('the list of conditions', () => {
  it('keeps the spec’s conditions', () => {
    expect(LOT_CONDITIONS).toEqual(['Novo', 'Usado - Excelente', 'Usado - Bom', 'Usado - Regular', 'Para Reparo']);
  });
  it('recognises a condition only as written', () => {
    expect(isLotCondition('Usado - Bom')).toBe(true);
    expect(isLotCondition('usado - bom')).toBe(false);
    expect(isLotCondition('Seminovo')).toBe(false);
  });
});
