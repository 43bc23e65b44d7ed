/**
 * 'Preços realizados': what lots of a model were sold for, shown to members only (the lot page's line, the
 * /precos page with its chart and table) and the model's name as lots are grouped under it.
 */
import type { StorageClass } from '~/domain/equipment/catalogue-columns';
import type { RealizedModel } from '~/domain/equipment/realized-model';
import { REALIZED_PRICE_DAYS } from '~/domain/realized-prices';
import { formatReais } from './format';

const storageClassLabels: Record<StorageClass, string> = { nvme: 'SSD NVMe', ssd: 'SSD', hdd: 'HD' };

const lots = (count: number) => (count === 1 ? '1 lote' : `${count.toLocaleString('pt-BR')} lotes`);

/** 'R$ 1.200,00 a R$ 1.450,00' (amounts in reais, as pages receive them), or one price when every lot went for the same. */
const range = (min: number, max: number) => (min === max ? formatReais(min) : `${formatReais(min)} a ${formatReais(max)}`);

/**
 * A phrase whose amounts stay whole where it wraps: 'R$' and its figure joined by a no-break space (a phone cut
 * 'R$ | 3.180,00' across two lines).
 */
const wholeAmounts = (phrase: string) => phrase.replace(/R\$ (?=[\d-])/g, 'R$\u00a0');

export const pricesText = {
  path: '/precos',
  /** `/precos?modelo=<key>`: the model's chart and table */
  modelParam: 'modelo',
  searchParam: 'busca',
  /** 'Lenovo ThinkPad T490 · Core i5-8365U · 16 GB · SSD NVMe' (the parts the report does not give are left out) */
  modelLabel: (model: Pick<RealizedModel, 'machine' | 'cpu' | 'memoryGb' | 'storageClass'>) =>
    [model.machine, model.cpu, `${model.memoryGb} GB`, model.storageClass ? storageClassLabels[model.storageClass] : null]
      .filter((part): part is string => part !== null)
      .join(' · '),
  /** The lot page's line (members only). */
  lotLine: (min: number, max: number, count: number) =>
    `Este modelo foi arrematado por ${range(min, max)} nos últimos ${REALIZED_PRICE_DAYS} dias (${lots(count)})`,
  lotLineLink: 'Ver preços realizados',
  range,
  lots,
  wholeAmounts,
  page: {
    title: 'Preços realizados',
    intro: `Quanto os lotes de cada modelo foram arrematados nos últimos ${REALIZED_PRICE_DAYS} dias: só lotes vendidos, com ficha verificada.`,
    searchLabel: 'Buscar modelo',
    searchPlaceholder: 'Fabricante, modelo ou processador',
    searchButton: 'Buscar modelos',
    resultsHeading: 'Modelos encontrados',
    resultsHeadingRecent: 'Modelos arrematados recentemente',
    noModels: 'Nenhum modelo arrematado nos últimos 90 dias corresponde à busca.',
    noSales: 'Nenhum lote deste modelo foi arrematado nos últimos 90 dias.',
    unknownModel: 'Modelo não encontrado.',
    backToSearch: 'Voltar à busca',
    summary: (min: number, max: number, median: number, count: number) =>
      `${range(min, max)} em ${lots(count)}; mediana ${formatReais(median)}.`,
    chartTitle: 'Preço final por data de encerramento',
    /** the chart's text alternative; the table below is its accessible source */
    chartAlt: (label: string, min: number, max: number, count: number) =>
      `Gráfico dos preços finais de ${label}: ${lots(count)}, de ${range(min, max)}. Os valores estão na tabela abaixo.`,
    medianLegend: 'Mediana',
    bandLegend: 'Faixa de preços',
    pointLegend: 'Lote',
    tableCaption: (label: string) => `Lotes de ${label} arrematados nos últimos ${REALIZED_PRICE_DAYS} dias`,
    columns: { date: 'Encerramento', lot: 'Lote', price: 'Preço final', grades: 'Graus' },
    noGrades: '—',
    navLink: 'Preços realizados',
  },
  errors: {
    badModel: 'Modelo inválido.',
    badSearch: 'Busca inválida: use até 80 caracteres.',
  },
};
