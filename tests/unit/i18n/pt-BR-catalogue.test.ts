import { describe, expect, it } from 'vitest';
import { catalogueText } from '~/i18n/pt-BR-catalogue';

describe("the catalogue's words for what it found and what it ignored", () => {
  it("counts the lots found in Portuguese, with the spec's words when there is none", () => {
    expect(catalogueText.found(0)).toBe('Nenhum leilão encontrado');
    expect(catalogueText.found(1)).toBe('1 lote encontrado');
    expect(catalogueText.found(2)).toBe('2 lotes encontrados');
    expect(catalogueText.found(1234)).toBe('1.234 lotes encontrados');
  });

  it('names an ignored filter in Portuguese and its value as given, in curly quotes, cut short when long', () => {
    expect(catalogueText.ignored('minMemory', 'abc')).toBe('Filtro ignorado: memória mínima “abc”');
    expect(catalogueText.ignored('cosmetic', 'E')).toBe('Filtro ignorado: estado estético “E”');
    expect(catalogueText.ignored('q', 'x'.repeat(100))).toBe(`Filtro ignorado: busca “${'x'.repeat(40)}…”`);
  });

  it('names each parameter the API refuses by its name and in words', () => {
    expect(catalogueText.invalidParams([{ param: 'minMemory', value: 'abc' }])).toBe(
      'Parâmetro de busca inválido: minMemory (memória mínima) “abc”.',
    );
    expect(
      catalogueText.invalidParams([
        { param: 'storage', value: 'ssd' },
        { param: 'page', value: '0' },
      ]),
    ).toBe('Parâmetros de busca inválidos: storage (tipo de armazenamento) “ssd”, page (página) “0”.');
  });
});
