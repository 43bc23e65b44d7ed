import { describe, expect, it } from 'vitest';
import { mediaKeyOf } from '~/domain/media-url';

describe('lot image URLs', () => {
  it('names the R2 key behind our own URLs only', () => {
    expect(mediaKeyOf('/media/uploads/a.png')).toBe('uploads/a.png');
    expect(mediaKeyOf('https://example.com/media/uploads/a.png')).toBeNull();
  });
});
