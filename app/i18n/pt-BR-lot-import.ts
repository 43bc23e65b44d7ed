/** Strings of the bulk import ('Importar lotes'): the page, the CSV's columns, and every error a row or file can have. */
import { machineName } from '~/domain/equipment/firmware-text';
import { memoryGroups, memoryPart } from '~/domain/equipment/memory-parts';
import type { DriveSummary, HardwareSummary } from '~/domain/equipment/summary';
import type { PreviewCounts, RowVerdict } from '~/domain/lot-import/preview';
import type { ImportColumn, RowProblemCode, HeaderProblem } from '~/domain/lot-import/rows';
import { equipmentText } from './pt-BR-equipment';

/** Where an error is: the file's line (0: a file of no row), the CSV column as the header names it, or a machine's file. */
interface ErrorPlace {
  row: number;
  column: string;
  file?: string;
  message: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const gigabytes = (bytes: number, base: number) => Math.round(bytes / base ** 3);

/** 'HD de 1000 GB', 'SSD NVMe de 512 GB'; 'disco' when the report does not tell the kind, no size when it gives none. */
function driveWords(drive: Pick<DriveSummary, 'kind' | 'capacityBytes'>): string {
  const kind = drive.kind === 'hdd' ? 'HD' : drive.kind === 'nvme' ? 'SSD NVMe' : drive.kind === 'ssd' ? 'SSD' : 'disco';
  return drive.capacityBytes === null ? kind : `${kind} de ${gigabytes(drive.capacityBytes, 1000)} GB`;
}

export const lotImportText = {
  open: 'Importar lotes',
  title: 'Importar lotes',
  filesTitle: 'Planilha e arquivos',
  intro:
    'Envie uma planilha CSV com um lote por linha e os arquivos das máquinas nomeados pela etiqueta. Primeiro confira a pré-visualização: nada é gravado até você clicar em Importar.',
  back: 'Voltar para Lotes',
  csvLabel: 'Planilha CSV',
  csvHelp: 'Separador ; (Excel) ou , — UTF-8, com ou sem BOM.',
  csvPick: 'Escolher planilha',
  filesLabel: 'Arquivos das máquinas',
  filesHelp: 'Relatórios do lshw, smartctl, bateria e manifestos de apagamento, nomeados pela etiqueta.',
  filesPick: 'Escolher arquivos',
  dropZone: 'Ou arraste a planilha e os arquivos para cá',
  noCsv: 'Nenhuma planilha escolhida',
  filesChosen: (n: number) => (n === 0 ? 'Nenhum arquivo escolhido' : plural(n, 'arquivo escolhido', 'arquivos escolhidos')),
  preview: 'Pré-visualizar',
  previewing: 'Verificando…',
  previewProgress: (done: number, total: number) => `Verificando… ${done} de ${total}`,
  import: 'Importar',
  importing: (done: number, total: number) => `Importando… ${done} de ${total}`,
  progressLabel: 'Progresso da importação',
  importBlocked: 'Corrija os erros da planilha ou dos arquivos para importar.',
  csvRequired: 'Escolha a planilha CSV.',
  requestFailed: 'Não foi possível falar com o servidor. Tente novamente.',
  table: {
    caption: 'Pré-visualização da importação',
    line: 'Linha',
    tag: 'Etiqueta',
    title: 'Título',
    action: 'Ação',
    errors: 'Erros',
    none: '—',
  },
  /** What a row does; a row with errors does nothing until they are fixed */
  actions: { create: 'Criar', update: 'Atualizar', refuse: 'Recusado', invalid: 'Com erros' } satisfies Record<RowVerdict, string>,
  unchanged: 'Sem alterações',
  fileErrors: 'Erros de arquivos e da planilha',
  /** The preview on a phone: one card a row, its errors first. */
  cards: {
    title: (row: number, tag: string) => `Linha ${row} — ${tag || '—'}`,
    errors: (row: number) => `Erros da linha ${row}`,
  },
  /**
   * An error in the list of the sheet's and files' errors: a machine's file (row 0: a file of no row) is named as
   * a file, never as a column; a file's own message names it already.
   */
  errorLine: ({ row, column, file, message }: ErrorPlace) =>
    row === 0
      ? `${file ?? column}: ${message}`
      : column && file === undefined
        ? `Linha ${row}, coluna ${column}: ${message}`
        : `Linha ${row}: ${message}`,
  /** An error under its row (the row is said already): its column, or the message alone (a file's names the file). */
  rowErrorLine: ({ column, file, message }: ErrorPlace) => (column && file === undefined ? `${column}: ${message}` : message),
  /** The preview's one-line count: a row with errors is counted only as such (never new nor an update). */
  summary: (counts: PreviewCounts) =>
    `${plural(counts.rows, 'lote', 'lotes')}: ${plural(counts.create, 'novo', 'novos')}, ${plural(counts.update, 'atualização', 'atualizações')}, ${plural(counts.refuse, 'recusado', 'recusados')}, ${counts.invalid} com erros`,
  done: (created: number, updated: number, unchanged: number, refused: number) =>
    `Importação concluída: ${plural(created, 'lote criado', 'lotes criados')}, ${plural(updated, 'atualizado', 'atualizados')}, ${plural(unchanged, 'sem alterações', 'sem alterações')}, ${plural(refused, 'recusado', 'recusados')}.`,
  doneTitle: 'Lotes importados',
  refusedTitle: 'Recusados',
  openLot: (title: string) => `Abrir ${title}`,
  format: {
    title: 'Formato da planilha',
    columns: 'Colunas (a primeira linha da planilha; acentos e maiúsculas opcionais):',
    column: {
      etiqueta: 'etiqueta — a etiqueta patrimonial da máquina (até 40 letras, números, ponto, - e _); a chave da importação',
      titulo: 'titulo — o título do lote',
      descricao: 'descricao — opcional: em branco, é escrita a partir do relatório da máquina',
      categoria: 'categoria — uma das categorias do catálogo',
      condicao: 'condicao — Novo, Usado - Excelente, Usado - Bom, Usado - Regular ou Para Reparo',
      estado_funcional: 'estado_funcional — tested, caveats, untested, parts ou Testado, Funcional com ressalvas, Não testado, Para peças',
      estado_estetico: 'estado_estetico — A, B, C ou D',
      lance_inicial: 'lance_inicial — em reais: 1.234,56 ou 1234.56',
      reserva: 'reserva — opcional, em reais, pelo menos o lance inicial',
      prorrogacao_min: 'prorrogacao_min — opcional, de 0 a 60 minutos (padrão 3)',
      inicio: 'inicio — opcional, dd/mm/aaaa HH:mm, horário de Brasília (em branco: agora)',
      fim: 'fim — dd/mm/aaaa HH:mm, horário de Brasília, depois do início e no futuro',
    } satisfies Record<ImportColumn, string>,
    files:
      'Arquivos: <etiqueta>.lshw.json, <etiqueta>.smartctl.<disco>.json (um por disco), <etiqueta>.battery.txt e <etiqueta>.wipe.json.',
    rerun:
      'Importar de novo a mesma planilha não duplica lotes: linhas de lotes sem lances os atualizam; lotes com lances, arrematados ou encerrados são recusados.',
    example: 'Exemplo',
  },
  errors: {
    csvEmpty: 'A planilha está vazia',
    csvUnclosedQuote: 'Aspas abertas e não fechadas',
    csvStrayQuote: 'Aspas fora do lugar (um campo com aspas deve começar e terminar com elas)',
    noRows: 'A planilha não tem linhas de lotes',
    tooManyRows: (max: number) => `A planilha deve ter no máximo ${max} linhas de lotes`,
    header: {
      'unknown-column': 'Coluna desconhecida',
      'duplicate-column': 'Coluna repetida',
      'missing-column': 'Coluna obrigatória ausente',
    } satisfies Record<HeaderProblem['code'], string>,
    row: {
      'asset-tag-required': 'Etiqueta é obrigatória',
      'asset-tag-invalid':
        'Etiqueta inválida: use letras, números, - ou _, começando por letra ou número (sem pontos: o ponto separa a etiqueta no nome dos arquivos)',
      'functional-grade-required': 'Estado funcional é obrigatório',
      'functional-grade-invalid': 'Estado funcional inválido: use tested, caveats, untested ou parts',
      'cosmetic-grade-required': 'Estado estético é obrigatório',
      'cosmetic-grade-invalid': 'Estado estético inválido: use A, B, C ou D',
      'date-invalid': 'Data inválida: use dd/mm/aaaa HH:mm',
      'extra-cells': 'A linha tem mais colunas que o cabeçalho',
    } satisfies Record<RowProblemCode, string>,
    repeatedTag: 'Etiqueta repetida na planilha',
    categoryUnknown: (category: string) => `Categoria desconhecida: ${category}. Use uma das categorias do catálogo.`,
    descriptionRequired: 'Descrição é obrigatória (ou envie o relatório lshw da máquina)',
    fileWithoutRow: 'Arquivo sem linha correspondente no CSV',
    fileNameUnknown:
      'Nome de arquivo não reconhecido: use <etiqueta>.lshw.json, <etiqueta>.smartctl.<disco>.json, <etiqueta>.battery.txt ou <etiqueta>.wipe.json',
    lineNotInCsv: 'Linha inexistente na planilha',
    batchTooLarge: 'Envie as linhas em lotes menores',
    invalidBody: 'Envie a planilha CSV e os arquivos das máquinas no formato da importação',
    unknownFields: (keys: readonly string[]) =>
      `${keys.length === 1 ? 'Campo desconhecido' : 'Campos desconhecidos'} no envio da importação: ${keys.join(', ')}`,
    hasErrors: 'A importação tem erros: corrija-os e pré-visualize de novo. Nada foi gravado.',
    tagTaken: 'Outra linha já usa esta etiqueta',
  },
  refusals: {
    hasBids: 'O lote já tem lances',
    hasWinner: 'O lote já tem arrematante',
    closed: 'O lote está encerrado',
    fixedFields: 'O lance inicial e o início de um lote já criado não mudam pela importação; edite o lote ou exclua-o antes de importar',
  },
  /**
   * A description written from the machine's report when the row leaves it blank, in the sheet's words:
   * 'Notebook Lenovo ThinkPad X1 Carbon 5th — processador …, 16 GB de memória LPDDR3 1867 MHz (soldada), …',
   * 'Notebook Dell Latitude 5410 — processador …, 16 GB de memória em 2 módulos de 8 GB DDR4 2667 MHz, …'.
   */
  describeMachine(summary: HardwareSummary): string {
    const parts: string[] = [];
    const machine = [equipmentText.chassisLabel(summary.system.chassis), machineName(summary.system)].filter(Boolean).join(' ');
    const cpu = summary.cpus[0];
    if (cpu) parts.push(`processador ${cpu.model}`);
    const memory = summary.memory.modules.map(memoryPart);
    const memoryDetails = equipmentText.memoryDetails(memory);
    const joiner = memoryGroups(memory)[0]?.soldered ? ' ' : ' em ';
    if (summary.memory.totalBytes > 0)
      parts.push(
        `${equipmentText.memoryTotal(summary.memory.totalBytes, memory)} de memória${memoryDetails ? joiner + memoryDetails : ''}`,
      );
    for (const drive of summary.drives) parts.push(driveWords(drive));
    if (summary.battery)
      parts.push(
        summary.battery.healthPercent === null
          ? 'bateria (capacidade não informada)'
          : `bateria com ${summary.battery.healthPercent}% da capacidade original`,
      );
    return `${machine || 'Equipamento'}${parts.length ? ` — ${parts.join(', ')}` : ''}. Ficha técnica verificada pelo relatório da máquina.`;
  },
} as const;
