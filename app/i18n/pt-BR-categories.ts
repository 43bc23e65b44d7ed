/**
 * Strings of the catalogue's categories: the back office's 'Categorias' tab, its API's refusals, and the refusal
 * of a category a lot cannot take (decision 0034).
 */
import { CATEGORY_NAME_MAX } from '~/domain/categories';

const lots = (n: number) => (n === 1 ? '1 lote' : `${n} lotes`);

export const categoriesText = {
  title: 'Categorias',
  intro:
    'As categorias ativas são oferecidas nos formulários de lote, agendamento e template e aparecem nos filtros do catálogo, nesta ordem. Ao renomear, os lotes, agendamentos e templates da categoria passam a usar o novo nome. Ao desativar, ela deixa de ser oferecida e sai dos filtros, mas os lotes dela continuam com ela.',
  createTitle: 'Nova categoria',
  name: 'Nome',
  create: 'Adicionar categoria',
  creating: 'Adicionando...',
  created: 'Categoria criada com sucesso!',
  listTitle: 'Categorias cadastradas',
  columns: { name: 'Nome', lots: 'Lotes', status: 'Situação', order: 'Ordem' },
  active: 'Ativa',
  retiredStatus: 'Desativada',
  lotCount: lots,
  rename: 'Renomear',
  renameLabel: (name: string) => `Renomear a categoria "${name}"`,
  renameTitle: 'Renomear categoria',
  renameHelp: (n: number) =>
    `${n === 0 ? 'Nenhum lote usa esta categoria.' : `${lots(n)} desta categoria ${n === 1 ? 'passa' : 'passam'} a usar o novo nome.`} Agendamentos e templates também.`,
  save: 'Salvar',
  renamed: 'Categoria renomeada com sucesso!',
  retire: 'Desativar',
  retireLabel: (name: string) => `Desativar a categoria "${name}"`,
  retireTitle: 'Desativar categoria',
  retireConfirm: (name: string, n: number) =>
    `Desativar a categoria "${name}"? Ela deixa de ser oferecida para novos lotes, agendamentos e templates e sai dos filtros do catálogo.${n === 0 ? '' : ` ${n === 1 ? 'O lote dela continua' : `Os ${lots(n)} dela continuam`} com ela.`}`,
  retiredDone: 'Categoria desativada com sucesso!',
  restore: 'Reativar',
  restoreLabel: (name: string) => `Reativar a categoria "${name}"`,
  restored: 'Categoria reativada com sucesso!',
  up: 'Subir',
  down: 'Descer',
  moveUp: (name: string) => `Subir a categoria "${name}"`,
  moveDown: (name: string) => `Descer a categoria "${name}"`,
  moved: 'Ordem atualizada com sucesso!',
  empty: 'Nenhuma categoria cadastrada.',
  failed: 'Falha ao salvar categoria',
  loadFailed: 'Falha ao carregar categorias',
  // API refusals
  nameRequired: 'Informe o nome da categoria.',
  nameTooLong: `O nome da categoria deve ter no máximo ${CATEGORY_NAME_MAX} caracteres.`,
  duplicate: (name: string) => `Já existe a categoria "${name}".`,
  duplicateRetired: (name: string) => `Já existe a categoria "${name}", desativada. Reative-a em vez de criar outra.`,
  notFound: 'Categoria não encontrada.',
  lastActive: 'Mantenha ao menos uma categoria ativa: sem ela não há como cadastrar lotes.',
  directionInvalid: 'A direção deve ser "up" ou "down".',
  /** a lot's category that is not one of the active ones, as typed */
  refused: (name: string, reason: 'unknown' | 'retired') =>
    reason === 'retired'
      ? `A categoria ${name} foi desativada. Use uma das categorias do catálogo.`
      : `Categoria desconhecida: ${name}. Use uma das categorias do catálogo.`,
} as const;
