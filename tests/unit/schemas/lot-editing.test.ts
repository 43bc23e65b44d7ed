import { describe, expect, it } from 'vitest';
import { isLotImageUrl } from '~/schemas/lot-editing';

describe('lot image URLs', () => {
  it.each(['/media/uploads/0b6c.png', '/media/lots/notebook/1.webp', 'https://images.example.com/a.jpg'])('accepts %s', (url) =>
    expect(isLotImageUrl(url)).toBe(true),
  );

  it.each([
    'http://images.example.com/a.jpg',
    '/media/../wrangler.toml',
    '/media/secret/a.png',
    '/outra/a.png',
    'javascript:alert(1)',
    'https://u:p@example.com/a.png',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (url) => expect(isLotImageUrl(url)).toBe(false));
});
