/**
 * The verified equipment's words: why a file was refused (naming the file; the API's 422 messages are these),
 * a drive's health as a word and its figure, drive kinds, NIST SP 800-88 wipe methods, the badges, the machine's
 * form, its memory and battery as the sheet says them. The exact words where it gives them.
 */
import { isLshwChassis, type LshwChassis } from '~/domain/equipment/chassis';
import type { DriveHealthFigures } from '~/domain/equipment/drive-health';
import { driveHealth } from '~/domain/equipment/drive-health';
import { memoryGroups, memoryTotalIsExact, type MemoryGroup, type MemoryPart } from '~/domain/equipment/memory-parts';
import {
  DUPLICATE_NAME_DETAIL,
  DUPLICATE_SERIAL_DETAIL,
  EMPTY_DETAIL,
  MISSING_LSHW_DETAIL,
  TOO_LARGE_DETAIL,
} from '~/domain/equipment/refusal-details';
import type {
  BatterySummary,
  CpuSummary,
  DriveHealth,
  DriveKind,
  DriveProtocol,
  EquipmentFileKind,
  FileRefusal,
  WipeMethod,
} from '~/domain/equipment/summary';
import { EQUIPMENT_FILE_KINDS } from '~/domain/equipment/summary';
import { formatInteger } from './format-figures';

const plural = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;
const GIB = 1024 ** 3;
const GB = 1000 ** 3;
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** What a file of each kind should be ('… não é uma saída JSON do lshw'). */
const expected: Record<EquipmentFileKind, string> = {
  lshw: 'uma saída JSON do lshw',
  smartctl: 'uma saída JSON do smartctl',
  battery: 'um arquivo uevent de bateria',
  wipe: 'um manifesto de apagamento arremate-wipe/1',
};

/** What another tool's file looks like ('… parece ser a saída do smartctl'). */
const lookalike: Record<EquipmentFileKind, string> = {
  lshw: 'a saída do lshw',
  smartctl: 'a saída do smartctl',
  battery: 'o uevent de uma bateria',
  wipe: 'um manifesto de apagamento',
};

/** A second file of a kind that comes once per lot. */
const second: Partial<Record<EquipmentFileKind, string>> = {
  lshw: 'um segundo relatório do lshw: envie um só por máquina',
  battery: 'um segundo arquivo de bateria: envie um só por máquina',
  wipe: 'um segundo manifesto de apagamento: envie um só por lote',
};

const healthLabels: Record<DriveHealth, string> = {
  healthy: 'Saudável',
  attention: 'Atenção',
  failing: 'Falhando',
  unknown: 'Sem dados SMART',
};
const driveKindLabels: Record<DriveKind, string> = { hdd: 'HD', ssd: 'SSD SATA', nvme: 'NVMe' };

/** lshw's chassis names (chassis.ts) as the sheet says them. */
const chassisLabels: Record<LshwChassis, string> = {
  desktop: 'Desktop',
  'low-profile': 'Desktop compacto',
  pizzabox: 'Desktop horizontal',
  'mini-tower': 'Minitorre',
  tower: 'Torre',
  portable: 'Portátil',
  laptop: 'Notebook',
  notebook: 'Notebook',
  handheld: 'Computador de mão',
  docking: 'Dock',
  'all-in-one': 'Tudo em um (all-in-one)',
  'sub-notebook': 'Notebook compacto',
  'space-saving': 'Desktop compacto',
  lunchbox: 'Portátil (lunchbox)',
  server: 'Servidor',
  expansion: 'Chassi de expansão',
  sub: 'Subchassi',
  'bus-expansion': 'Chassi de expansão',
  peripheral: 'Chassi de periféricos',
  raid: 'Chassi RAID',
  rackmount: 'Servidor de rack',
  sealed: 'PC selado',
  'multi-system': 'Chassi multissistema',
  pci: 'CompactPCI',
  tca: 'AdvancedTCA',
  blade: 'Servidor blade',
  enclosure: 'Chassi de blades',
  tablet: 'Tablet',
  convertible: 'Notebook conversível (2 em 1)',
  detachable: 'Notebook destacável (2 em 1)',
  'iot-gateway': 'Gateway IoT',
  embedded: 'PC embarcado',
  mini: 'Mini PC',
  stick: 'PC stick',
};

/** Memory as it is sold: binary gigabytes called GB ('16 GB'). */
const memorySize = (bytes: number): string => `${oneDecimal.format(bytes / GIB)} GB`;

const soldered = (group: MemoryGroup) => {
  const kind = [group.type, group.speedMhz && `${group.speedMhz} MHz`].filter(Boolean).join(' ');
  return kind ? `${kind} (soldada)` : 'soldada';
};

const modules = (group: MemoryGroup) =>
  [
    plural(group.count, 'módulo', 'módulos'),
    group.sizeBytes !== null && `de ${memorySize(group.sizeBytes)}`,
    group.type,
    group.speedMhz && `${group.speedMhz} MHz`,
  ]
    .filter(Boolean)
    .join(' ');

function fileRefused(fileName: string, kind: EquipmentFileKind, refusal: FileRefusal): string {
  const file = `O arquivo ${fileName}`;
  const { reason, detail } = refusal;
  switch (reason) {
    case 'html':
      return `${file} não é ${expected[kind]} (parece ser HTML).`;
    case 'not_json':
      return kind === 'battery'
        ? `${file} não é ${expected[kind]}: precisa ter linhas CHAVE=valor.`
        : `${file} não é ${expected[kind]}: o conteúdo não é JSON.`;
    case 'truncated':
      return `${file} está incompleto: o JSON termina antes do fim. Gere o arquivo de novo.`;
    case 'wrong_tool': {
      const other = EQUIPMENT_FILE_KINDS.find((k) => k === detail);
      return `${file} não é ${expected[kind]} (parece ser ${other ? lookalike[other] : 'a saída de outra ferramenta'}).`;
    }
    case 'no_drive':
      return detail
        ? `${file} não descreve um disco: o smartctl não conseguiu ler o dispositivo ("${detail}").`
        : `${file} não descreve um disco: não traz o modelo nem o número de série. Gere-o com smartctl --json -a.`;
    case 'invalid':
      if (detail === TOO_LARGE_DETAIL) return `${file} passa de 2 MB.`;
      if (detail === EMPTY_DETAIL) return `${file} está vazio.`;
      if (detail === MISSING_LSHW_DETAIL) return `${file} precisa do relatório do lshw da mesma máquina (lshw -json), que não foi enviado.`;
      if (detail === DUPLICATE_SERIAL_DETAIL) return `${file} descreve um disco cujo número de série já está em outro arquivo.`;
      if (detail === DUPLICATE_NAME_DETAIL) return `${file} foi enviado duas vezes.`;
      if (detail && detail === kind && second[kind]) return `${file} é ${second[kind]}.`;
      return detail
        ? `No arquivo ${fileName}, o campo ${detail} está ausente ou é inválido.`
        : `${file} não tem o formato de ${expected[kind]}.`;
  }
}

/** The figure after the health word: what made it so, or what shows it is fine (nothing for a drive without SMART data). */
function driveFigure(drive: DriveHealthFigures, health: DriveHealth): string {
  if (health === 'unknown') return '';
  const parts: string[] = [];
  if (drive.smartPassed === false) parts.push('SMART reprovado');
  if (drive.kind === 'nvme') {
    if (drive.percentageUsed !== null) parts.push(`${drive.percentageUsed}% da vida útil usada`);
    if (drive.mediaErrors) parts.push(plural(drive.mediaErrors, 'erro de mídia', 'erros de mídia'));
  } else {
    const reallocated = drive.reallocatedSectors;
    const pending = drive.pendingSectors ?? 0;
    if (reallocated !== null && (drive.smartPassed || reallocated > 0))
      parts.push(plural(reallocated, 'setor realocado', 'setores realocados'));
    if (pending > 0)
      parts.push(reallocated === null ? plural(pending, 'setor pendente', 'setores pendentes') : plural(pending, 'pendente', 'pendentes'));
    if (drive.mediaErrors) parts.push(plural(drive.mediaErrors, 'erro não corrigido', 'erros não corrigidos'));
    const hoursAlone = (reallocated ?? 0) === 0 && pending === 0 && !drive.mediaErrors;
    if (health === 'attention' && drive.kind === 'hdd' && hoursAlone && drive.powerOnHours !== null) {
      parts.push(`${formatInteger(drive.powerOnHours)} horas ligado`);
    }
  }
  return parts.join(', ');
}

export const equipmentText = {
  sheetTitle: 'Ficha técnica verificada',
  verifiedBadge: 'Verificado pelo relatório da máquina',
  noWipeCertificate: 'Sem certificado de apagamento',
  wipedBadge: (method: WipeMethod) => `Dados apagados — NIST 800-88 ${method}`,
  fileRefused,
  fileKindLabels: {
    lshw: 'lshw -json',
    smartctl: 'smartctl --json -a',
    battery: 'Bateria (uevent)',
    wipe: 'Manifesto de apagamento',
  } satisfies Record<EquipmentFileKind, string>,
  healthLabels,
  driveKindLabels,
  /** 'HD', 'SSD SATA', 'SSD SAS' (solid state read over SCSI), 'NVMe'; 'Tipo não informado' when the report does not say. */
  driveKindLabel: (kind: DriveKind | null, protocol?: DriveProtocol | null): string =>
    kind === null ? 'Tipo não informado' : kind === 'ssd' && protocol === 'SCSI' ? 'SSD SAS' : driveKindLabels[kind],
  /** NIST SP 800-88 names the methods in English; the description says what each does. */
  wipeMethodLabels: { Clear: 'Clear', Purge: 'Purge', Destroy: 'Destroy' } satisfies Record<WipeMethod, string>,
  wipeMethodDescriptions: {
    Clear: 'Sobrescrita dos dados pelas interfaces comuns do disco',
    Purge: 'Apagamento pelo próprio disco (apagamento seguro, criptográfico ou sanitização)',
    Destroy: 'Destruição física do disco',
  } satisfies Record<WipeMethod, string>,
  /** 'Saudável — 0 setores realocados', 'Atenção — 12 setores realocados, 2 pendentes', 'Falhando — SMART reprovado',
   * 'Saudável — 3% da vida útil usada', 'Sem dados SMART'. */
  driveHealthLine: (drive: DriveHealthFigures): string => {
    const health = driveHealth(drive);
    const figure = driveFigure(drive, health);
    return figure ? `${healthLabels[health]} — ${figure}` : healthLabels[health];
  },
  memorySize,
  /** The machine's memory: the banks' sum, or the system's own count rounded to the GB (soldered chips lshw gives no size for). */
  memoryTotal: (totalBytes: number, parts: readonly MemoryPart[]): string =>
    memoryTotalIsExact(totalBytes, parts) ? memorySize(totalBytes) : `${formatInteger(Math.round(totalBytes / GIB))} GB`,
  /** 'LPDDR4 4267 MHz (soldada)', '2 módulos de 8 GB DDR4 2667 MHz' ('' without banks) */
  memoryDetails: (parts: readonly MemoryPart[]): string =>
    memoryGroups(parts)
      .map((group) => (group.soldered ? soldered(group) : modules(group)))
      .join('; '),
  /** The machine's form ('Notebook', 'Servidor de rack'); a name lshw may add later as it prints it; null without one. */
  chassisLabel: (chassis: string | null): string | null =>
    chassis === null ? null : isLshwChassis(chassis) ? chassisLabels[chassis] : chassis,
  /** A drive's capacity as it is sold, in decimal units: '512 GB', '1 TB', '5,2 TB'; 'Capacidade não informada' when the report gives none. */
  driveCapacity: (bytes: number | null): string => {
    if (bytes === null) return 'Capacidade não informada';
    const gb = Math.round(bytes / GB);
    return gb >= 1000 ? `${oneDecimal.format(bytes / (1000 * GB))} TB` : `${gb} GB`;
  },
  /** '4 núcleos, 8 threads' (what lshw says; null parts left out) */
  cpuCores: (cpu: Pick<CpuSummary, 'cores' | 'threads'>): string =>
    [cpu.cores && plural(cpu.cores, 'núcleo', 'núcleos'), cpu.threads && plural(cpu.threads, 'thread', 'threads')]
      .filter(Boolean)
      .join(', '),
  /** '87% da capacidade original, 312 ciclos'; 'Capacidade não informada pela bateria' when it does not give both capacities */
  batteryLine: (battery: Pick<BatterySummary, 'healthPercent' | 'cycleCount'>): string =>
    (battery.healthPercent === null ? 'Capacidade não informada pela bateria' : `${battery.healthPercent}% da capacidade original`) +
    (battery.cycleCount ? `, ${plural(battery.cycleCount, 'ciclo', 'ciclos')}` : ''),
};
