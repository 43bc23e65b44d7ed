/**
 * What the catalogue says of its filters (`/`, `/lotes` and GET /api/auctions): how many lots a filtered list
 * found, each filter of a shared link it ignored, and the API's refusal of a parameter, by its name.
 */
import type { LotListParam } from '~/schemas/lot-list-query';
import { formatInteger } from './format-figures';
import { siteText } from './pt-BR';

/** Each parameter of the list's URL, in words. */
const filterNames: Record<LotListParam, string> = {
  category: 'categoria',
  q: 'busca',
  sort: 'ordenação',
  minPrice: 'preço mínimo',
  maxPrice: 'preço máximo',
  status: 'status',
  endBefore: 'encerra até',
  minMemory: 'memória mínima',
  minStorage: 'armazenamento mínimo',
  storage: 'tipo de armazenamento',
  minBattery: 'saúde mínima da bateria',
  functional: 'estado funcional',
  cosmetic: 'estado estético',
  wiped: 'certificado de apagamento',
  page: 'página',
  per_page: 'lotes por página',
};

/** A value as given, in curly quotes; a long one cut short (a link may carry anything). */
const MAX_SHOWN = 40;
const quoted = (value: string) => `“${value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value}”`;

/** 'minMemory (memória mínima) “abc”': a refused parameter as the API names it. */
const refusedParam = ({ param, value }: { param: LotListParam; value: string }) => `${param} (${filterNames[param]}) ${quoted(value)}`;

export const catalogueText = {
  filterNames,
  /** the list's count once filtered: the spec's words when nothing was found */
  found: (count: number) =>
    count === 0 ? siteText.list.empty : count === 1 ? '1 lote encontrado' : `${formatInteger(count)} lotes encontrados`,
  /** 'Filtro ignorado: memória mínima “abc”' */
  ignored: (param: LotListParam, value: string) => `Filtro ignorado: ${filterNames[param]} ${quoted(value)}`,
  ignoredLabel: 'Filtros ignorados',
  /** the API's 400, naming every parameter it refused */
  invalidParams: (refused: readonly { param: LotListParam; value: string }[]) =>
    refused.length === 1
      ? `Parâmetro de busca inválido: ${refusedParam(refused[0]!)}.`
      : `Parâmetros de busca inválidos: ${refused.map(refusedParam).join(', ')}.`,
  /** under the parameter's name in the refusal's `fields` */
  invalidValue: (param: LotListParam, value: string) => `Valor inválido para ${filterNames[param]}: ${quoted(value)}.`,
};
