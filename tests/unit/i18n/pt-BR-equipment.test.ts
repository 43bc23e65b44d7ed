import { describe, expect, it } from 'vitest';
import { LSHW_CHASSIS } from '~/domain/equipment/chassis';
import type { DriveHealthFigures } from '~/domain/equipment/drive-health';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { parseLshw } from '~/domain/equipment/lshw';
import { memoryPart } from '~/domain/equipment/memory-parts';
import { equipmentText } from '~/i18n/pt-BR-equipment';
import { HARDWARE_FIXTURES, MACHINE_NAMES } from '../../fixtures/hardware';
import { REAL_LSHW } from '../../fixtures/hardware/real';

const hdd: DriveHealthFigures = {
  kind: 'hdd',
  smartPassed: true,
  powerOnHours: 1000,
  reallocatedSectors: 0,
  pendingSectors: 0,
  percentageUsed: null,
  mediaErrors: null,
};
const nvme: DriveHealthFigures = {
  ...hdd,
  kind: 'nvme',
  reallocatedSectors: null,
  pendingSectors: null,
  percentageUsed: 3,
  mediaErrors: 0,
};

describe('equipmentText.fileRefused', () => {
  it.each([
    ['notebook.lshw.json', 'lshw', { reason: 'html' }, 'O arquivo notebook.lshw.json não é uma saída JSON do lshw (parece ser HTML).'],
    [
      'NB-1.smartctl.sda.json',
      'smartctl',
      { reason: 'wrong_tool', detail: 'lshw' },
      'O arquivo NB-1.smartctl.sda.json não é uma saída JSON do smartctl (parece ser a saída do lshw).',
    ],
    [
      'NB-1.lshw.json',
      'lshw',
      { reason: 'wrong_tool' },
      'O arquivo NB-1.lshw.json não é uma saída JSON do lshw (parece ser a saída de outra ferramenta).',
    ],
    [
      'NB-1.lshw.json',
      'lshw',
      { reason: 'truncated' },
      'O arquivo NB-1.lshw.json está incompleto: o JSON termina antes do fim. Gere o arquivo de novo.',
    ],
    [
      'NB-1.wipe.json',
      'wipe',
      { reason: 'not_json' },
      'O arquivo NB-1.wipe.json não é um manifesto de apagamento arremate-wipe/1: o conteúdo não é JSON.',
    ],
    [
      'NB-1.battery.txt',
      'battery',
      { reason: 'not_json' },
      'O arquivo NB-1.battery.txt não é um arquivo uevent de bateria: precisa ter linhas CHAVE=valor.',
    ],
    ['NB-1.battery.txt', 'battery', { reason: 'invalid', detail: 'vazio' }, 'O arquivo NB-1.battery.txt está vazio.'],
    ['NB-1.lshw.json', 'lshw', { reason: 'invalid', detail: 'tamanho' }, 'O arquivo NB-1.lshw.json passa de 2 MB.'],
    [
      'NB-1.wipe.json',
      'wipe',
      { reason: 'invalid', detail: 'drives.0.method' },
      'No arquivo NB-1.wipe.json, o campo drives.0.method está ausente ou é inválido.',
    ],
    ['NB-1.lshw.json', 'lshw', { reason: 'invalid' }, 'O arquivo NB-1.lshw.json não tem o formato de uma saída JSON do lshw.'],
    [
      'NB-2.lshw.json',
      'lshw',
      { reason: 'invalid', detail: 'lshw' },
      'O arquivo NB-2.lshw.json é um segundo relatório do lshw: envie um só por máquina.',
    ],
    [
      'NB-2.wipe.json',
      'wipe',
      { reason: 'invalid', detail: 'wipe' },
      'O arquivo NB-2.wipe.json é um segundo manifesto de apagamento: envie um só por lote.',
    ],
    [
      'NB-1.smartctl.sda.json',
      'smartctl',
      { reason: 'invalid', detail: 'lshw_ausente' },
      'O arquivo NB-1.smartctl.sda.json precisa do relatório do lshw da mesma máquina (lshw -json), que não foi enviado.',
    ],
    [
      'NB-1.smartctl.sdb.json',
      'smartctl',
      { reason: 'invalid', detail: 'serial_repetido' },
      'O arquivo NB-1.smartctl.sdb.json descreve um disco cujo número de série já está em outro arquivo.',
    ],
    [
      'NB-1.smartctl.sdb.json',
      'smartctl',
      { reason: 'no_drive', detail: '/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x209)]' },
      'O arquivo NB-1.smartctl.sdb.json não descreve um disco: o smartctl não conseguiu ler o dispositivo ("/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x209)]").',
    ],
    [
      'NB-1.smartctl.sda.json',
      'smartctl',
      { reason: 'no_drive' },
      'O arquivo NB-1.smartctl.sda.json não descreve um disco: não traz o modelo nem o número de série. Gere-o com smartctl --json -a.',
    ],
  ] as const)('%s (%s, %o)', (name, kind, refusal, message) => {
    expect(equipmentText.fileRefused(name, kind, refusal)).toBe(message);
  });
});

describe('equipmentText.driveHealthLine', () => {
  it('gives the fixtures their sheet lines', () => {
    const lines = MACHINE_NAMES.flatMap((m) => {
      const check = checkEquipmentUploads(HARDWARE_FIXTURES[m], '2026-11-25T12:00:00.000Z');
      return check.ok ? check.report!.drives.map((d) => equipmentText.driveHealthLine(d)) : [];
    });
    expect(lines).toEqual([
      'Saudável — 0 setores realocados',
      'Saudável — 4% da vida útil usada',
      'Saudável — 0 setores realocados',
      'Saudável — 0 setores realocados',
      'Saudável — 0 setores realocados',
      'Saudável — 0 setores realocados',
      'Atenção — 12 setores realocados, 2 pendentes',
      'Saudável — 3% da vida útil usada',
      'Falhando — SMART reprovado, 1.736 setores realocados, 48 pendentes',
    ]);
  });

  it.each([
    [{ ...hdd, smartPassed: false, reallocatedSectors: 0 }, 'Falhando — SMART reprovado'],
    [{ ...hdd, reallocatedSectors: 1, pendingSectors: 1 }, 'Atenção — 1 setor realocado, 1 pendente'],
    [{ ...hdd, reallocatedSectors: 100 }, 'Falhando — 100 setores realocados'],
    [{ ...hdd, reallocatedSectors: null, pendingSectors: 3 }, 'Atenção — 3 setores pendentes'],
    [{ ...hdd, reallocatedSectors: null, pendingSectors: null }, 'Saudável'],
    [{ ...hdd, powerOnHours: 41_230 }, 'Atenção — 0 setores realocados, 41.230 horas ligado'],
    [nvme, 'Saudável — 3% da vida útil usada'],
    [{ ...nvme, percentageUsed: 100 }, 'Falhando — 100% da vida útil usada'],
    [{ ...nvme, percentageUsed: 12, mediaErrors: 1 }, 'Atenção — 12% da vida útil usada, 1 erro de mídia'],
    [
      { ...nvme, smartPassed: false, percentageUsed: 40, mediaErrors: 12 },
      'Falhando — SMART reprovado, 40% da vida útil usada, 12 erros de mídia',
    ],
    [{ ...hdd, mediaErrors: 2 }, 'Atenção — 0 setores realocados, 2 erros não corrigidos'],
    [{ ...hdd, mediaErrors: 1, powerOnHours: 41_230 }, 'Atenção — 0 setores realocados, 1 erro não corrigido'],
    [{ ...hdd, reallocatedSectors: null, pendingSectors: null, powerOnHours: 41_230 }, 'Atenção — 41.230 horas ligado'],
    [{ ...hdd, smartPassed: null, reallocatedSectors: null, pendingSectors: null, powerOnHours: null }, 'Sem dados SMART'],
    [{ ...hdd, smartPassed: null }, 'Sem dados SMART'],
    [{ ...hdd, smartPassed: null, reallocatedSectors: 5 }, 'Atenção — 5 setores realocados'],
    [{ ...nvme, smartPassed: null, percentageUsed: null, mediaErrors: null }, 'Sem dados SMART'],
  ])('%o → %s', (drive, line) => {
    expect(equipmentText.driveHealthLine(drive)).toBe(line);
  });
});

describe('equipmentText, the words', () => {
  it("says the issue's words", () => {
    expect(equipmentText.healthLabels).toEqual({
      healthy: 'Saudável',
      attention: 'Atenção',
      failing: 'Falhando',
      unknown: 'Sem dados SMART',
    });
    expect(equipmentText.driveKindLabels).toEqual({ hdd: 'HD', ssd: 'SSD SATA', nvme: 'NVMe' });
    expect(equipmentText.wipedBadge('Purge')).toBe('Dados apagados — NIST 800-88 Purge');
    expect(equipmentText.noWipeCertificate).toBe('Sem certificado de apagamento');
    expect(equipmentText.verifiedBadge).toBe('Verificado pelo relatório da máquina');
    expect(equipmentText.sheetTitle).toBe('Ficha técnica verificada');
  });

  it('says memory and drive sizes as they are sold', () => {
    expect(equipmentText.memorySize(16 * 1024 ** 3)).toBe('16 GB');
    expect(equipmentText.memorySize(128 * 1024 ** 3)).toBe('128 GB');
    expect(equipmentText.memorySize(1.5 * 1024 ** 3)).toBe('1,5 GB');
    expect(equipmentText.driveCapacity(512110190592)).toBe('512 GB');
    expect(equipmentText.driveCapacity(600127266816)).toBe('600 GB');
    expect(equipmentText.driveCapacity(999_499_999_999)).toBe('999 GB');
    expect(equipmentText.driveCapacity(999_999_999_999)).toBe('1 TB');
    expect(equipmentText.driveCapacity(1000204886016)).toBe('1 TB');
    expect(equipmentText.driveCapacity(1024209543168)).toBe('1 TB');
    expect(equipmentText.driveCapacity(2000398934016)).toBe('2 TB');
    expect(equipmentText.driveCapacity(5_201_052_401_664)).toBe('5,2 TB');
    expect(equipmentText.driveCapacity(null)).toBe('Capacidade não informada');
  });

  it("names a drive's kind, a solid-state drive by its bus, and says when the report does not tell", () => {
    expect(equipmentText.driveKindLabel('hdd', 'SCSI')).toBe('HD');
    expect(equipmentText.driveKindLabel('ssd', 'ATA')).toBe('SSD SATA');
    expect(equipmentText.driveKindLabel('ssd', 'SCSI')).toBe('SSD SAS');
    expect(equipmentText.driveKindLabel('ssd')).toBe('SSD SATA');
    expect(equipmentText.driveKindLabel('nvme', 'NVMe')).toBe('NVMe');
    expect(equipmentText.driveKindLabel(null, 'ATA')).toBe('Tipo não informado');
  });

  it("says a CPU's cores and threads, leaving out what lshw did not say", () => {
    expect(equipmentText.cpuCores({ cores: 4, threads: 8 })).toBe('4 núcleos, 8 threads');
    expect(equipmentText.cpuCores({ cores: 1, threads: 1 })).toBe('1 núcleo, 1 thread');
    expect(equipmentText.cpuCores({ cores: 10, threads: null })).toBe('10 núcleos');
    expect(equipmentText.cpuCores({ cores: null, threads: null })).toBe('');
  });

  it('says the battery health with its cycles', () => {
    expect(equipmentText.batteryLine({ healthPercent: 87, cycleCount: 312 })).toBe('87% da capacidade original, 312 ciclos');
    expect(equipmentText.batteryLine({ healthPercent: 100, cycleCount: 1 })).toBe('100% da capacidade original, 1 ciclo');
    expect(equipmentText.batteryLine({ healthPercent: 92, cycleCount: null })).toBe('92% da capacidade original');
  });

  it('says when the battery does not give its capacities, keeping its cycles', () => {
    expect(equipmentText.batteryLine({ healthPercent: null, cycleCount: null })).toBe('Capacidade não informada pela bateria');
    expect(equipmentText.batteryLine({ healthPercent: null, cycleCount: 148 })).toBe('Capacidade não informada pela bateria, 148 ciclos');
  });
});

describe("the sheet's memory, in Portuguese rather than lshw's words", () => {
  const memoryOf = (text: string) => {
    const outcome = parseLshw(text);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal));
    const parts = outcome.value.memory.modules.map(memoryPart);
    return [equipmentText.memoryTotal(outcome.value.memory.totalBytes, parts), equipmentText.memoryDetails(parts)];
  };
  const lshwOf = (machine: (typeof MACHINE_NAMES)[number]) => HARDWARE_FIXTURES[machine].find((u) => u.kind === 'lshw')!.text;

  it.each([
    [
      "'Row of chips LPDDR4 Synchronous 4267 MHz (0.2 ns)' ×2 of the X1 Carbon Gen 9",
      lshwOf('nvme-workstation'),
      '32 GB',
      'LPDDR4 4267 MHz (soldada)',
    ],
    [
      'the X1 Carbon 5th’s soldered LPDDR3 lshw gives no size for: the system’s 15.9 GiB as the 16 GB sold',
      REAL_LSHW.thinkpadX1Carbon5th.text,
      '16 GB',
      'LPDDR3 1867 MHz (soldada)',
    ],
    ['two SODIMMs of the Latitude', lshwOf('laptop'), '16 GB', '2 módulos de 8 GB DDR4 2667 MHz'],
    ["the LIFEBOOK's modules, described in German", REAL_LSHW.fujitsuLifebookE782.text, '16 GB', '2 módulos de 8 GB DDR3 1333 MHz'],
    ["the server's eight registered DIMMs", lshwOf('server-4-drives'), '128 GB', '8 módulos de 16 GB DDR4 2400 MHz'],
    ['a machine whose banks lshw names no type for', REAL_LSHW.qemuLshwB0218.text, '4 GB', '1 módulo de 4 GB'],
  ])('says %s', (_, text, total, details) => {
    expect(memoryOf(text)).toEqual([total, details]);
  });

  it('says modules of different sizes each with its count, and a fraction of a GB', () => {
    const GiB = 1024 ** 3;
    const parts = [
      memoryPart({ description: 'DIMM DDR2 Synchronous 667 MHz (1.5 ns)', sizeBytes: 2 * GiB, clockHz: 667_000_000 }),
      memoryPart({ description: 'DIMM DDR2 Synchronous 667 MHz (1.5 ns)', sizeBytes: GiB / 2, clockHz: 667_000_000 }),
    ];
    expect(equipmentText.memoryTotal(2.5 * GiB, parts)).toBe('2,5 GB');
    expect(equipmentText.memoryDetails(parts)).toBe('1 módulo de 2 GB DDR2 667 MHz; 1 módulo de 0,5 GB DDR2 667 MHz');
  });
});

describe("the machine's form", () => {
  it('has a Portuguese name for every chassis lshw prints', () => {
    for (const chassis of LSHW_CHASSIS) expect(equipmentText.chassisLabel(chassis), chassis).toMatch(/^[A-ZÁ-Ú]/);
    expect(equipmentText.chassisLabel('notebook')).toBe('Notebook');
    expect(equipmentText.chassisLabel('laptop')).toBe('Notebook');
    expect(equipmentText.chassisLabel('mini-tower')).toBe('Minitorre');
    expect(equipmentText.chassisLabel('rackmount')).toBe('Servidor de rack');
    expect(equipmentText.chassisLabel('all-in-one')).toBe('Tudo em um (all-in-one)');
    expect(equipmentText.chassisLabel('convertible')).toBe('Notebook conversível (2 em 1)');
  });

  it('shows a name lshw may add later as it prints it, and nothing without one', () => {
    expect(equipmentText.chassisLabel('handset')).toBe('handset');
    expect(equipmentText.chassisLabel(null)).toBeNull();
  });
});
