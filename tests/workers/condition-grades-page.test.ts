/** /graus-de-conservacao: the two published condition scales, every step defined, reachable from every page's footer. */
import { describe, expect, it } from 'vitest';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '~/domain/equipment/grades';
import { gradeText } from '~/i18n/pt-BR-grades';
import { get } from './fixtures';

const steps = [
  ...FUNCTIONAL_GRADES.map((grade) => gradeText.page.functionalSteps[grade]),
  ...COSMETIC_GRADES.map((grade) => gradeText.page.cosmeticSteps[grade]),
];

describe('/graus-de-conservacao', () => {
  it('publishes both scales to visitors, each step as a term with its definition', async () => {
    const res = await get('/graus-de-conservacao');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1');
    expect(html).toContain('>Graus de conservação</h1>');
    expect(html).toContain(`id="estado-funcional">Estado funcional</h2>`);
    expect(html).toContain(`id="estado-estetico">Estado estético</h2>`);
    for (const label of [
      'Testado — 100% funcional',
      'Funcional com ressalvas descritas',
      'Não testado',
      'Para peças',
      'A — como novo',
      'B — marcas leves',
      'C — marcas visíveis',
      'D — danos',
    ]) {
      expect(html, label).toContain(`>${label}</dt>`);
    }
    for (const step of steps) expect(html, step.label).toContain(`>${step.definition[0]!}</dd>`);
  });

  it("is linked from the footer of the catalogue's pages", async () => {
    const html = await (await get('/lotes')).text();
    expect(html).toContain('href="/graus-de-conservacao">Graus de conservação</a>');
  });
});
