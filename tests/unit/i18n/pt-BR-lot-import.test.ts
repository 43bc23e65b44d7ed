import { describe, expect, it } from 'vitest';
import { lotImportText } from '~/i18n/pt-BR-lot-import';

const { errorLine, rowErrorLine } = lotImportText;
const refused = 'O arquivo NB-1.lshw.json está incompleto: o JSON termina antes do fim. Gere o arquivo de novo.';

describe('an import error as the page words it', () => {
  it('a column of the sheet is called a column', () => {
    expect(errorLine({ row: 3, column: 'fim', message: 'A data de término deve ser no futuro' })).toBe(
      'Linha 3, coluna fim: A data de término deve ser no futuro',
    );
    expect(errorLine({ row: 1, column: 'Cor', message: 'Coluna desconhecida' })).toBe('Linha 1, coluna Cor: Coluna desconhecida');
  });

  it('a machine’s file is never called a column', () => {
    expect(errorLine({ row: 3, column: '', file: 'NB-1.lshw.json', message: refused })).toBe(`Linha 3: ${refused}`);
    expect(errorLine({ row: 0, column: '', file: 'OUTRA-1.wipe.json', message: 'Arquivo sem linha correspondente no CSV' })).toBe(
      'OUTRA-1.wipe.json: Arquivo sem linha correspondente no CSV',
    );
  });

  it('under its row, an error names its column, or is its file’s own message', () => {
    expect(rowErrorLine({ row: 3, column: 'reserva', message: 'Preço de reserva inválido' })).toBe('reserva: Preço de reserva inválido');
    expect(rowErrorLine({ row: 3, column: '', file: 'NB-1.lshw.json', message: refused })).toBe(refused);
    expect(rowErrorLine({ row: 3, column: '', message: 'A linha tem mais colunas que o cabeçalho' })).toBe(
      'A linha tem mais colunas que o cabeçalho',
    );
  });
});
