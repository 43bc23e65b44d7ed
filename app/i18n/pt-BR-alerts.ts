/** Strings of search alerts ('Alertas de busca'): the catalogue's dialog, the dashboard's tab, the notices, the API's refusals. */
import { MAX_ALERTS_PER_MEMBER, ALERT_NAME_MAX } from '~/domain/search-alerts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const alertsText = {
  settingLabel: 'Alertas de busca',
  create: {
    open: 'Criar alerta para esta busca',
    visitorHint: 'Entre para criar um alerta para esta busca',
    title: 'Criar alerta para esta busca',
    name: 'Nome do alerta',
    mode: 'Quando avisar',
    filters: 'Filtros salvos',
    save: 'Criar alerta',
    cancel: 'Cancelar',
    created: 'Alerta criado. Avisaremos quando um lote assim for publicado.',
    failed: 'Não foi possível criar o alerta. Tente novamente.',
  },
  modes: {
    instant: 'Na hora',
    digest: 'Resumo diário',
  },
  modeHelp: {
    instant: 'Um aviso a cada lote publicado que combine com a busca.',
    digest: 'Um aviso por dia, às 8h, com os lotes publicados desde o anterior.',
  },
  tab: {
    label: 'Alertas',
    title: 'Alertas de busca',
    empty: 'Você ainda não tem alertas. No catálogo, filtre a busca e use "Criar alerta para esta busca".',
    loading: 'Carregando alertas...',
    loadError: 'Erro ao carregar alertas',
    filters: 'Filtros',
    mode: 'Aviso',
    lastMatch: 'Último lote encontrado',
    never: 'Nenhum ainda',
    paused: 'Pausado',
    active: 'Ativo',
    pause: 'Pausar',
    resume: 'Retomar',
    remove: 'Excluir',
    search: 'Ver lotes',
    confirmTitle: 'Excluir alerta',
    confirm: (name: string) => `Excluir o alerta "${name}"? Você deixará de ser avisado dos lotes desta busca.`,
    confirmYes: 'Excluir',
    confirmNo: 'Manter',
    actionFailed: 'Não foi possível alterar o alerta. Tente novamente.',
  },
  /** the filters in words, for the dialog's summary and the tab */
  summary: {
    text: (q: string) => `"${q}"`,
    category: (c: string) => `categoria ${c}`,
    minMemory: (gb: number) => `memória a partir de ${gb} GB`,
    minStorage: (gb: number) => `armazenamento a partir de ${gb} GB`,
    storage: { solid: 'somente SSD ou NVMe', nvme: 'somente NVMe' },
    minBattery: (pct: number) => `bateria a partir de ${pct} %`,
    functional: (label: string) => `estado funcional: ${label}`,
    cosmetic: (grade: string) => `estado estético ${grade} ou melhor`,
    wiped: 'com certificado de apagamento',
  },
  notice: {
    title: 'Novo lote para o seu alerta',
    message: (alert: string, lot: string) => `"${lot}" foi publicado e combina com o seu alerta "${alert}".`,
    digestTitle: 'Resumo diário dos seus alertas',
    digest: (lots: readonly string[], more: number) =>
      `${plural(lots.length + more, 'Um lote novo combina', `${lots.length + more} lotes novos combinam`)} com os seus alertas: ${lots
        .map((t) => `"${t}"`)
        .join(', ')}${more > 0 ? ` e mais ${more}` : ''}.`,
  },
  errors: {
    noFilter: 'Escolha pelo menos um filtro',
    tooMany: `Você já tem ${MAX_ALERTS_PER_MEMBER} alertas, o máximo. Exclua um para criar outro.`,
    nameRequired: 'Dê um nome ao alerta',
    nameTooLong: `O nome do alerta deve ter no máximo ${ALERT_NAME_MAX} caracteres`,
    invalid: 'Dados do alerta inválidos',
    badFilter: (param: string) => `Filtro inválido: ${param}`,
    notFound: 'Alerta não encontrado',
  },
} as const;
