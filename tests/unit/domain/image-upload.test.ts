import { describe, expect, it } from 'vitest';
import { sniffImageType } from '~/domain/image-upload';

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
