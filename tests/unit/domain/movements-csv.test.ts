import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvReais, movementsCsv, type Movement } from '~/domain/movements-csv';
import { saoPauloDayRange } from '~/domain/sao-paulo-day';

const movement = (over: Partial<Movement> = {}): Movement => ({
  at: '2026-11-27T15:04:00.000Z',
  kind: 'recebimento',
  lot: '12 Servidor Dell',
  member: 'Ana',
  reference: 'E00000000202611271504abcdef',
  amountCents: 123_456,
  situation: 'Aprovado',
  ...over,
});

describe('movements CSV for the accountant', () => {
  it('escapes cells a spreadsheet would run as formulas with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SOMA(A1)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Ana')).toBe('Ana');
  });

  it('quotes cells with the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Notebook "gamer"; usado')).toBe('"Notebook ""gamer""; usado"');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell('=1+"2"')).toBe('"\'=1+""2"""');
  });

  it('writes reais with a decimal comma and two places', () => {
    expect(csvReais(123_456)).toBe('1234,56');
    expect(csvReais(5)).toBe('0,05');
    expect(csvReais(100)).toBe('1,00');
    expect(csvReais(-250)).toBe('-2,50');
  });

  it('writes times in São Paulo (UTC−3, no daylight saving) across its midnight', () => {
    expect(csvDateTime('2026-11-28T02:59:00.000Z')).toBe('27/11/2026 23:59');
    expect(csvDateTime('2026-11-28T03:00:00.000Z')).toBe('28/11/2026 00:00');
    expect(saoPauloDayRange('2026-11-28')).toEqual({ from: '2026-11-28T03:00:00.000Z', until: '2026-11-29T03:00:00.000Z' });
  });

  it('starts with a BOM and the header, ends every line with CRLF, in time order', () => {
    const csv = movementsCsv([movement({ at: '2026-11-27T18:00:00.000Z', member: '@hacker' }), movement()]);
    expect(csv.startsWith('\uFEFFdata_hora;tipo;lote;membro;referencia;valor;situacao\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('27/11/2026 12:04;recebimento;12 Servidor Dell;Ana;E00000000202611271504abcdef;1234,56;Aprovado');
    expect(lines[2]).toBe("27/11/2026 15:00;recebimento;12 Servidor Dell;'@hacker;E00000000202611271504abcdef;1234,56;Aprovado");
    expect(lines[3]).toBe('');
  });
});
