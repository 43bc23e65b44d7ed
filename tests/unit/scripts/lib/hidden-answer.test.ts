import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askHidden } from '../../../../scripts/lib/hidden-answer';

describe('askHidden', () => {
  it('returns the typed password and writes only the prompt, never the password', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let written = '';
    output.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const answer = askHidden('Senha do administrador: ', input, output);
    input.write('Chave-Mestra-77\n');
    expect(await answer).toBe('Chave-Mestra-77');
    expect(written).toBe('Senha do administrador: \n');
    expect(written).not.toContain('Chave');
  });
});
