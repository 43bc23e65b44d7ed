import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from '~/domain/lot-import/csv';

const cellsOf = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.problem.kind);
  return [parsed.header.cells, ...parsed.records.map((r) => r.cells)];
};

describe('the separator', () => {
  it('is ; for an Excel pt-BR header', () => expect(detectSeparator('etiqueta;titulo;lance_inicial')).toBe(';'));
  it('is , for a comma header', () => expect(detectSeparator('etiqueta,titulo,lance_inicial')).toBe(','));
  it('ignores separators inside quotes', () => expect(detectSeparator('"a,b,c";d;e')).toBe(';'));

  it('detected from the header, the other one stays inside a cell', () => {
    expect(cellsOf('a;b\n1,50;x')).toEqual([
      ['a', 'b'],
      ['1,50', 'x'],
    ]);
    expect(cellsOf('a,b\n1;2,x')).toEqual([
      ['a', 'b'],
      ['1;2', 'x'],
    ]);
  });
});

describe('RFC 4180 quotes', () => {
  it('keep the separator, a line break and a doubled quote inside a cell', () => {
    expect(cellsOf('a;b\n"x;y";"linha 1\nlinha 2"\n"diz ""olá""";z')).toEqual([
      ['a', 'b'],
      ['x;y', 'linha 1\nlinha 2'],
      ['diz "olá"', 'z'],
    ]);
  });

  it('an empty quoted cell is empty', () => expect(cellsOf('a;b\n"";x')[1]).toEqual(['', 'x']));

  it('an unclosed quote is refused with the line it opened on', () => {
    expect(parseCsv('a;b\n1;2\n"aberta;3\n4;5')).toEqual({ ok: false, problem: { kind: 'unclosed-quote', line: 3 } });
  });

  it('a quote in the middle of a cell is refused with its line', () => {
    expect(parseCsv('a;b\nx"y;2')).toEqual({ ok: false, problem: { kind: 'stray-quote', line: 2 } });
    expect(parseCsv('a;b\n"x"y;2')).toEqual({ ok: false, problem: { kind: 'stray-quote', line: 2 } });
  });
});

describe('lines', () => {
  it('each record keeps the line it starts on (header = 1), CRLF or LF, blank lines skipped', () => {
    const parsed = parseCsv('a;b\r\n1;2\r\n\r\n"x\r\ny";3\r\n4;5\r\n');
    expect(parsed.ok && parsed.records.map((r) => [r.line, r.cells])).toEqual([
      [2, ['1', '2']],
      [4, ['x\ny', '3']],
      [6, ['4', '5']],
    ]);
  });

  it('a UTF-8 BOM is not part of the first column', () => {
    const parsed = parseCsv('\uFEFFetiqueta;título\nNB-1;Notebook');
    expect(parsed.ok && parsed.header.cells).toEqual(['etiqueta', 'título']);
  });

  it('an empty file (or only a BOM and blank lines) is refused', () => {
    expect(parseCsv('')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseCsv('\uFEFF\n \n')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });
});
