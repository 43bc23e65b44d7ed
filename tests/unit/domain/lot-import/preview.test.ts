import { describe, expect, it } from 'vitest';
import { previewCounts, rowVerdict } from '~/domain/lot-import/preview';

const error = { row: 2, column: 'fim', message: 'A data de término deve ser no futuro' };

describe('the preview’s verdict on a row', () => {
  it('a row without errors does what its action says', () => {
    expect(rowVerdict({ action: 'create', errors: [] })).toBe('create');
    expect(rowVerdict({ action: 'update', errors: [] })).toBe('update');
    expect(rowVerdict({ action: 'refuse', errors: [] })).toBe('refuse');
  });

  it('a row with errors is neither new nor an update', () => {
    expect(rowVerdict({ action: 'create', errors: [error] })).toBe('invalid');
    expect(rowVerdict({ action: 'update', errors: [error] })).toBe('invalid');
  });
});

describe('the preview’s counts', () => {
  it('rows with errors are counted only as such, never as new or updates', () => {
    const rows = [
      { action: 'create' as const, errors: [] },
      { action: 'create' as const, errors: [error] },
      { action: 'create' as const, errors: [error, error] },
      { action: 'update' as const, errors: [] },
      { action: 'update' as const, errors: [error] },
      { action: 'refuse' as const, errors: [] },
    ];
    expect(previewCounts(rows)).toEqual({ rows: 6, create: 1, update: 1, refuse: 1, invalid: 3 });
  });

  it('no rows, nothing counted', () => {
    expect(previewCounts([])).toEqual({ rows: 0, create: 0, update: 0, refuse: 0, invalid: 0 });
  });
});
