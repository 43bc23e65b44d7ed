import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from '~/domain/audit-changes';

describe('auditChanges', () => {
  it('lists each field of before and after, the union of both sides', () => {
    expect(auditChanges({ email: 'a@b.c', before: { is_approved: false }, after: { is_approved: true } })).toEqual([
      { field: 'is_approved', before: false, after: true },
    ]);
    expect(auditChanges({ before: { title: 'A', order: 1 }, after: { title: 'B', link: '/x' } })).toEqual([
      { field: 'title', before: 'A', after: 'B' },
      { field: 'order', before: 1, after: undefined },
      { field: 'link', before: undefined, after: '/x' },
    ]);
  });

  it('reads a creation (before null) and a deletion (after null) field by field', () => {
    expect(auditChanges({ before: null, after: { title: 'Novo' } })).toEqual([{ field: 'title', before: null, after: 'Novo' }]);
    expect(auditChanges({ before: { title: 'Velho' }, after: null })).toEqual([{ field: 'title', before: 'Velho', after: null }]);
  });

  it('keeps plain values of older entries as one line, and gives nothing without before/after', () => {
    expect(auditChanges({ before: 'pending', after: 'approved' })).toEqual([{ field: null, before: 'pending', after: 'approved' }]);
    expect(auditChanges({ keys: ['uploads/a.png'] })).toEqual([]);
    expect(auditChanges(null)).toEqual([]);
  });
});

describe('auditValue', () => {
  const words = { nothing: '—', yes: 'sim', no: 'não' };
  const date = (iso: string) => `data(${iso})`;
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    [true, 'sim'],
    [false, 'não'],
    [3, '3'],
    ['/lotes/1', '/lotes/1'],
    ['2026-11-23T18:00:00.000Z', 'data(2026-11-23T18:00:00.000Z)'],
    [['a', 'b'], 'a, b'],
    [[], '—'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j → %s', (value, text) => expect(auditValue(value, words, date)).toBe(text));
});
