import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '~/ui/data-table';
import * as s from '~/ui/data-table.css';

interface Lot {
  id: number;
  title: string;
  price: number;
}

const lots: Lot[] = [
  { id: 7, title: 'Trator', price: 1500 },
  { id: 9, title: 'Colheitadeira', price: 98000 },
];
const columns: Column<Lot>[] = [
  { key: 'id', header: 'ID', rowHeader: true, cell: (lot) => lot.id },
  { key: 'title', header: 'Título', className: 'wide', cell: (lot, index) => `${index + 1}. ${lot.title}` },
  { key: 'price', header: 'Preço', numeric: true, cell: (lot) => lot.price },
];

const html = (props: Partial<Parameters<typeof DataTable<Lot>>[0]>) =>
  renderToStaticMarkup(
    createElement(DataTable<Lot>, { label: 'Lotes', columns, rows: lots, rowKey: (lot) => lot.id, empty: 'Nenhum lote.', ...props }),
  );

describe('DataTable', () => {
  it('says so instead of drawing a table when there are no rows', () => {
    expect(html({ rows: [] })).toBe(`<p class="${s.empty}">Nenhum lote.</p>`);
    expect(html({ rows: [], emptyClassName: 'quiet' })).toBe('<p class="quiet">Nenhum lote.</p>');
  });

  it('without an empty sentence, keeps its header even with no rows', () => {
    const markup = html({ rows: [], empty: undefined });
    expect(markup).toContain('<th scope="col">ID</th>');
    expect(markup).not.toContain('<tbody><tr');
  });

  it('draws headers, cells, figures aligned right and row test ids inside a named, focusable region', () => {
    const markup = html({ rowTestId: (lot) => `lot-${lot.id}` });
    expect(markup).toBe(
      `<div class="${s.wrap}" role="region" aria-label="Lotes" tabindex="0"><table class="${s.table}">` +
        `<thead><tr><th scope="col">ID</th><th scope="col">Título</th><th scope="col" class="${s.num}">Preço</th></tr></thead>` +
        `<tbody>` +
        `<tr data-testid="lot-7"><th scope="row">7</th><td class="wide">1. Trator</td><td class="${s.num}">1500</td></tr>` +
        `<tr data-testid="lot-9"><th scope="row">9</th><td class="wide">2. Colheitadeira</td><td class="${s.num}">98000</td></tr>` +
        `</tbody></table></div>`,
    );
  });

  it('puts a caption for screen readers only when asked, and a row of its own where replaceRow draws one', () => {
    const markup = html({
      caption: 'Página 1 de 2',
      replaceRow: (lot) =>
        lot.id === 9 ? createElement('tr', { 'data-testid': 'editing' }, createElement('td', { colSpan: 3 }, 'editando')) : null,
    });
    expect(markup).toContain('>Página 1 de 2</caption>');
    expect(markup).toContain('<tr data-testid="editing"><td colSpan="3">editando</td></tr>');
    expect(markup).not.toContain('Colheitadeira');
    expect(markup).toContain('Trator');
  });
});
