import { describe, expect, it } from 'vitest';
import { normalizeSearchText, escapeLike } from '~/domain/search-text';

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('  Câmera  NOTURNA Ação ')).toBe('camera noturna acao');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });
});
