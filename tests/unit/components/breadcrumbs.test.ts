import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '~/components/breadcrumbs';

describe('breadcrumbs', () => {
  it('are hidden on home and use the spec labels', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('/lotes').map((c) => c.label)).toEqual(['Início', 'Leilões']);
    expect(breadcrumbTrail('/lotes/42').map((c) => c.label)).toEqual(['Início', 'Leilões', 'Leilão #42']);
    expect(breadcrumbTrail('/condicoes-gerais').map((c) => c.label)).toEqual(['Início', 'Condições Gerais']);
    expect(breadcrumbTrail('/graus-de-conservacao').map((c) => c.label)).toEqual(['Início', 'Graus de conservação']);
    expect(breadcrumbTrail('/perfil').map((c) => c.label)).toEqual(['Início', 'Meu Perfil']);
    expect(breadcrumbTrail('/perfil/privacidade')).toEqual([
      { label: 'Início', to: '/' },
      { label: 'Meu Perfil', to: '/perfil' },
      { label: 'Privacidade' },
    ]);
    expect(breadcrumbTrail('/admin').map((c) => c.label)).toEqual(['Início', 'Administração']);
  });

  it("name /precos 'Preços realizados'", () => {
    expect(breadcrumbTrail('/precos').map((c) => c.label)).toEqual(['Início', 'Preços realizados']);
  });
});
