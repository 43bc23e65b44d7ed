/**
 * The condition grades' words: the two published scales (the issue's exact labels), the short labels the lot
 * card shows, and what each step promises a buyer, as /graus-de-conservacao publishes it. The admin form, the
 * lot page, the filters and the API's messages all take their grade words from here.
 */
import type { CosmeticGrade, FunctionalGrade } from '~/domain/equipment/grades';

export interface GradeStep {
  label: string;
  definition: string[];
}

const functional: Record<FunctionalGrade, string> = {
  tested: 'Testado — 100% funcional',
  caveats: 'Funcional com ressalvas descritas',
  untested: 'Não testado',
  parts: 'Para peças',
};

const cosmetic: Record<CosmeticGrade, string> = {
  A: 'A — como novo',
  B: 'B — marcas leves',
  C: 'C — marcas visíveis',
  D: 'D — danos',
};

export const gradeText = {
  /** The scales' names, as filter labels and headings. */
  functionalScale: 'Estado funcional',
  cosmeticScale: 'Estado estético',
  functional,
  cosmetic,
  /** Short labels for the lot card, where the full words do not fit beside the price. */
  functionalShort: { tested: 'Testado', caveats: 'Com ressalvas', untested: 'Não testado', parts: 'Para peças' } as Record<
    FunctionalGrade,
    string
  >,
  cosmeticShort: { A: 'Estético A', B: 'Estético B', C: 'Estético C', D: 'Estético D' } as Record<CosmeticGrade, string>,
  /** The card's line, e.g. 'Testado · Estético A', read out whole by screen readers. */
  cardLabel: (parts: string[]) => `Graus de conservação: ${parts.join(', ')}`,
  /** Link text to the page that defines each step. */
  whatTheyMean: 'O que significam os graus',
  page: {
    path: '/graus-de-conservacao',
    title: 'Graus de conservação',
    description: 'O que cada grau funcional e estético dos lotes do Arremate garante a quem compra.',
    intro: [
      'Todo equipamento usado leiloado no Arremate recebe dois graus, atribuídos pela casa antes da publicação do lote: um funcional, que diz se a máquina foi testada e como se comportou, e um estético, que diz como ela está por fora. Os dois valem juntos: um notebook pode ser "Testado — 100% funcional" e "C — marcas visíveis".',
      'Os graus complementam a condição do lote (Novo, Usado - Excelente, Usado - Bom, Usado - Regular, Para Reparo), que continua na ficha de cada lote. Fotos e descrição mostram o que o grau resume; quando houver diferença, vale o que está descrito no lote.',
    ],
    functionalHeading: 'Estado funcional',
    functionalIntro: 'Diz o que foi testado e o que você pode esperar ao ligar o equipamento.',
    cosmeticHeading: 'Estado estético',
    cosmeticIntro:
      'Diz como o equipamento está por fora: gabinete, tela, teclado e tampa. Não afeta o funcionamento, que é dito pelo estado funcional.',
    functionalSteps: {
      tested: {
        label: functional.tested,
        definition: [
          'Ligado e testado por completo: processador, memória, armazenamento, tela, teclado, touchpad, portas, rede com e sem fio, áudio, câmera e bateria, quando houver.',
          'Tudo funciona como deveria. Acompanha o relatório da própria máquina quando o lote mostra o selo "Verificado".',
        ],
      },
      caveats: {
        label: functional.caveats,
        definition: [
          'Ligado e testado por completo, e funciona, mas com uma ou mais ressalvas que estão descritas no lote: por exemplo, uma tecla que falha, uma porta USB que não responde ou uma bateria com pouca autonomia.',
          'Tudo o que não estiver descrito como ressalva funciona.',
        ],
      },
      untested: {
        label: functional.untested,
        definition: [
          'Não foi testado pela casa: pode funcionar por completo, em parte ou não funcionar. Não há garantia de funcionamento.',
          'O preço costuma refletir esse risco; considere-o ao definir seu lance.',
        ],
      },
      parts: {
        label: functional.parts,
        definition: [
          'Não funciona ou tem defeito grave conhecido. É vendido para aproveitamento de peças ou para reparo, no estado em que se encontra.',
          'Pode faltar componentes; o que falta está descrito no lote.',
        ],
      },
    } satisfies Record<FunctionalGrade, GradeStep>,
    cosmeticSteps: {
      A: {
        label: cosmetic.A,
        definition: ['Sem marcas de uso visíveis a um palmo de distância. Tela sem riscos, teclado sem desgaste nas teclas.'],
      },
      B: {
        label: cosmetic.B,
        definition: [
          'Marcas leves de uso, como pequenos riscos ou brilho nas teclas, vistas só de perto. Tela sem riscos que apareçam com ela ligada.',
        ],
      },
      C: {
        label: cosmetic.C,
        definition: [
          'Marcas visíveis de uso: riscos, pequenas mossas, desgaste de pintura ou adesivos retirados. Pode haver riscos leves na tela, que estão descritos no lote.',
        ],
      },
      D: {
        label: cosmetic.D,
        definition: [
          'Danos no gabinete ou na tela: trincas, partes quebradas ou faltando, dobradiça solta. Os danos estão descritos e aparecem nas fotos do lote.',
        ],
      },
    } satisfies Record<CosmeticGrade, GradeStep>,
    filterNote: 'Nos filtros do catálogo, o estado estético inclui os graus melhores: escolher "B — marcas leves" mostra os lotes A e B.',
  },
};
