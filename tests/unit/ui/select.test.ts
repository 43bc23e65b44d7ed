import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from '~/ui/select';

const options = [
  { id: '', label: 'Todos' },
  { id: 'sim', label: 'Sim' },
  { id: 'nao', label: 'Não' },
];

const html = (props: Partial<Parameters<typeof Select>[0]>) =>
  renderToStaticMarkup(createElement(Select, { label: 'Admin', name: 'admin', options, value: '', onChange: () => {}, ...props }));

describe('Select', () => {
  it("shows the empty option's label ('Todos') when the value is empty and such an option exists", () => {
    const markup = html({});
    expect(markup).toContain('>Todos<');
    expect(markup).not.toContain('Select an item');
    expect(markup).not.toContain('data-placeholder');
  });

  it('shows the chosen option', () => {
    expect(html({ value: 'sim' })).toContain('>Sim<');
  });

  it('shows its placeholder when nothing is chosen and no option is empty', () => {
    const markup = html({ options: options.slice(1), placeholder: 'Selecione' });
    expect(markup).toContain('>Selecione<');
    expect(markup).toContain('data-placeholder');
  });
});
