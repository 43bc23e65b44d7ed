import { describe, expect, it } from 'vitest';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { parseLshw } from '~/domain/equipment/lshw';
import { cpuName, marketedMemoryGb, REALIZED_MODEL_KEY, realizedModel, type RealizedModel } from '~/domain/equipment/realized-model';
import type { HardwareSummary } from '~/domain/equipment/summary';
import { pricesText } from '~/i18n/pt-BR-prices';
import { HARDWARE_FIXTURES, type MachineName } from '../../../fixtures/hardware';
import { REAL_LSHW } from '../../../fixtures/hardware/real';

const GIB = 1024 ** 3;

function fixtureReport(machine: MachineName): HardwareSummary {
  const check = checkEquipmentUploads(HARDWARE_FIXTURES[machine], '2026-11-25T12:00:00.000Z');
  if (!check.ok || !check.report) throw new Error(machine);
  return check.report;
}

/** A real lshw tree as a report without drives (lshw alone gives none). */
function realReport(name: keyof typeof REAL_LSHW): Pick<HardwareSummary, 'system' | 'cpus' | 'memory' | 'drives'> {
  const parsed = parseLshw(REAL_LSHW[name].text);
  if (!parsed.ok) throw new Error(name);
  return { ...parsed.value, drives: [] };
}

const labelOf = (model: RealizedModel | null) => (model ? pricesText.modelLabel(model) : null);

describe('cpuName', () => {
  it.each([
    ['Intel(R) Core(TM) i5-8365U CPU @ 1.60GHz', 'Core i5-8365U'],
    ['Intel Core i5-10310U CPU @ 1.70GHz', 'Core i5-10310U'],
    ['11th Gen Intel Core i7-1165G7 @ 2.80GHz', 'Core i7-1165G7'],
    ['Intel Xeon CPU E5-2640 v4 @ 2.40GHz', 'Xeon E5-2640 v4'],
    ['AMD Ryzen 5 PRO 4650U with Radeon Graphics', 'Ryzen 5 PRO 4650U'],
    ['Intel(R) Core(TM)2 Duo CPU     E8400  @ 3.00GHz', 'Core2 Duo E8400'],
    ['AMD A10-9700 RADEON R7, 10 COMPUTE CORES 4C+6G', 'A10-9700 RADEON R7, 10 COMPUTE CORES 4C+6G'],
  ])('names %j as it sells: %j', (model, name) => {
    expect(cpuName(model)).toBe(name);
  });
});

describe('marketedMemoryGb', () => {
  it.each([
    [15.5, 16],
    [15.875, 16],
    [7.7, 8],
    [16, 16],
    [16.2, 16],
    [3.8, 4],
    [128, 128],
    [11.8, 12],
  ])('reads %s GiB counted as %s GB', (gib, marketed) => {
    expect(marketedMemoryGb(gib * GIB)).toBe(marketed);
  });

  it('has no size for no memory', () => {
    expect(marketedMemoryGb(0)).toBeNull();
  });
});

describe('realizedModel on real lshw outputs', () => {
  it('names the ThinkPad X1 Carbon 5th by its version, with the 15,9 GiB the kernel counts as 16 GB', () => {
    const model = realizedModel(realReport('thinkpadX1Carbon5th'));
    expect(model?.key).toBe('lenovo-thinkpad-x1-carbon-5th_core-i7-7500u_16gb_x');
    expect(labelOf(model)).toBe('Lenovo ThinkPad X1 Carbon 5th · Core i7-7500U · 16 GB');
  });

  it("names Fujitsu's LIFEBOOK E782 (a report in German) by its maker and product", () => {
    expect(labelOf(realizedModel(realReport('fujitsuLifebookE782')))).toBe('Fujitsu LIFEBOOK E782 · Core i7-3540M · 16 GB');
  });

  it('gives a white-box desktop whose firmware names no maker no model: its CPU alone would group unlike machines', () => {
    expect(realizedModel(realReport('asusP8b75Desktop'))).toBeNull();
  });
});

describe('realizedModel on the fixture machines (lshw with their drives)', () => {
  it.each([
    ['laptop', 'dell-latitude-5410_core-i5-10310u_16gb_ssd', 'Dell Latitude 5410 · Core i5-10310U · 16 GB · SSD'],
    ['desktop', 'hp-elitedesk-800-g5-sff_core-i7-9700_32gb_hdd', 'HP EliteDesk 800 G5 SFF · Core i7-9700 · 32 GB · HD'],
    ['server-4-drives', 'dell-poweredge-r730_2-xeon-e5-2640-v4_128gb_hdd', 'Dell PowerEdge R730 · 2× Xeon E5-2640 v4 · 128 GB · HD'],
    [
      'nvme-workstation',
      'lenovo-thinkpad-x1-carbon-gen-9_core-i7-1165g7_32gb_nvme',
      'Lenovo ThinkPad X1 Carbon Gen 9 · Core i7-1165G7 · 32 GB · SSD NVMe',
    ],
  ] as const)('groups the %s as %s', (machine, key, label) => {
    const model = realizedModel(fixtureReport(machine));
    expect(model?.key).toBe(key);
    expect(labelOf(model)).toBe(label);
    expect(model?.key).toMatch(REALIZED_MODEL_KEY);
  });

  it('gives one key to two lots of one model whatever the firmware spelled (LENOVO, product with its SKU)', () => {
    const base = fixtureReport('nvme-workstation');
    const other: HardwareSummary = {
      ...base,
      system: { ...base.system, serial: 'OTHER' },
      memory: { ...base.memory, totalBytes: 31.4 * GIB },
    };
    expect(realizedModel(other)?.key).toBe(realizedModel(base)?.key);
  });

  it('keeps apart the same model with another CPU, memory or storage class', () => {
    const base = fixtureReport('laptop');
    const key = realizedModel(base)!.key;
    expect(realizedModel({ ...base, cpus: [{ model: 'Intel Core i7-10610U CPU @ 1.80GHz', cores: 4, threads: 8 }] })!.key).not.toBe(key);
    expect(realizedModel({ ...base, memory: { ...base.memory, totalBytes: 8 * GIB } })!.key).not.toBe(key);
    expect(realizedModel({ ...base, drives: base.drives.map((d) => ({ ...d, kind: 'nvme' as const })) })!.key).not.toBe(key);
  });
});

/**
 * The SMBIOS identity of a real ThinkPad T580 as its owner published it (cwage/thinkpad, `HARDWARE.md` at
 * 29acd7e55cd0ac83861f57c656309af4fa7840d9: `/sys/class/dmi/id`, `lscpu`, `lshw -short -C memory`, `lsblk`),
 * laid out as lshw's tree names the same fields (root product with the SKU appended, version, configuration.sku).
 */
const T580 = {
  product: '20L9CTO1WW (LENOVO_MT_20L9_BU_Think_FM_ThinkPad T580)',
  vendor: 'LENOVO',
  version: 'ThinkPad T580',
  sku: 'LENOVO_MT_20L9_BU_Think_FM_ThinkPad T580',
  cpu: 'Intel(R) Core(TM) i7-8650U CPU @ 1.90GHz',
  memoryBytes: 32 * GIB,
};

describe("a real ThinkPad T580's firmware identity", () => {
  it('is named by its version, its CPU without clock, 32 GB and its NVMe drive', () => {
    const base = fixtureReport('nvme-workstation');
    const parsed = parseLshw(
      JSON.stringify({
        id: 'portaptty',
        class: 'system',
        product: T580.product,
        vendor: T580.vendor,
        version: T580.version,
        configuration: { sku: T580.sku, chassis: 'notebook' },
        children: [
          {
            id: 'core',
            class: 'bus',
            children: [
              { id: 'memory', class: 'memory', size: T580.memoryBytes, children: [] },
              { id: 'cpu', class: 'processor', product: T580.cpu },
            ],
          },
        ],
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    const model = realizedModel({ ...parsed.value, drives: base.drives });
    expect(model?.key).toBe('lenovo-thinkpad-t580_core-i7-8650u_32gb_nvme');
    expect(labelOf(model)).toBe('Lenovo ThinkPad T580 · Core i7-8650U · 32 GB · SSD NVMe');
  });
});

describe('a Lenovo whose product is the machine type', () => {
  it("takes the name from lshw's version: product '20N2000ABR', version 'ThinkPad T490'", () => {
    const lshw = JSON.stringify({
      id: 't490',
      class: 'system',
      product: '20N2000ABR (LENOVO_MT_20N2_BU_Think_FM_ThinkPad T490)',
      vendor: 'LENOVO',
      version: 'ThinkPad T490',
      configuration: { sku: 'LENOVO_MT_20N2_BU_Think_FM_ThinkPad T490', chassis: 'notebook' },
      children: [
        {
          id: 'core',
          class: 'bus',
          children: [
            { id: 'memory', class: 'memory', size: 16 * GIB - 512 * 1024 ** 2, children: [] },
            { id: 'cpu', class: 'processor', product: 'Intel(R) Core(TM) i5-8365U CPU @ 1.60GHz', configuration: { cores: '4' } },
          ],
        },
      ],
    });
    const parsed = parseLshw(lshw);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    const model = realizedModel({ ...parsed.value, drives: [] });
    expect(labelOf(model)).toBe('Lenovo ThinkPad T490 · Core i5-8365U · 16 GB');
  });
});
