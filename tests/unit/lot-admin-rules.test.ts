import { describe, expect, it } from 'vitest';
import { sniffImageType } from '~/domain/image-upload';
import { mediaKeyOf } from '~/domain/media-url';
import { parseInstant } from '~/domain/sao-paulo-time';
import { isLotImageUrl } from '~/schemas/lot-editing';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageType (by the bytes, never the name)', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    [bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8L'), 'image/webp'],
  ])('recognises %#', (input, type) => expect(sniffImageType(input)).toBe(type));

  it.each([
    ['text', bytes('isto não é uma imagem')],
    ['empty', bytes()],
    ['truncated PNG', bytes([0x89], 'PNG')],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [0x1a, 0, 0, 0], 'WAVEfmt ')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', (_name, input) => expect(sniffImageType(input)).toBeNull());
});

describe('parseInstant', () => {
  it('reads ISO 8601 with Z or an offset', () => {
    expect(parseInstant('2026-12-01T13:00:00Z')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(parseInstant('2026-12-01T10:00:00.250-03:00')?.toISOString()).toBe('2026-12-01T13:00:00.250Z');
  });

  it('reads a zone-less time as São Paulo wall-clock time', () => {
    expect(parseInstant('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(parseInstant('2026-12-01T10:00:30')?.toISOString()).toBe('2026-12-01T13:00:30.000Z');
  });

  it.each(['', 'amanhã', '2026-02-30T10:00:00Z', '2026-12-01T24:00', '2026-12-01 10:00', '2026-12-01', '1764594000000'])(
    'refuses %j',
    (input) => expect(parseInstant(input)).toBeNull(),
  );
});

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

  it('names the R2 key behind our own URLs only', () => {
    expect(mediaKeyOf('/media/uploads/a.png')).toBe('uploads/a.png');
    expect(mediaKeyOf('https://example.com/media/uploads/a.png')).toBeNull();
  });
});
