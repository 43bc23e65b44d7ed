import { describe, expect, it } from 'vitest';
import { parseLshw } from '~/domain/equipment/lshw';
import { memoryPart } from '~/domain/equipment/memory-parts';
import { MAX_EQUIPMENT_FILE_BYTES } from '~/domain/equipment/tool-output';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES, type MachineName } from '../../../fixtures/hardware';
import { REAL_LSHW } from '../../../fixtures/hardware/real';

const GiB = 1024 ** 3;
const lshwOf = (machine: MachineName) => HARDWARE_FIXTURES[machine].find((u) => u.kind === 'lshw')!.text;

function parsed(machine: MachineName) {
  const outcome = parseLshw(lshwOf(machine));
  if (!outcome.ok) throw new Error(`${machine}: ${JSON.stringify(outcome.refusal)}`);
  return outcome.value;
}

/** A minimal tree as lshw prints it, for the edge cases. */
function tree(children: unknown[], root: Record<string, unknown> = {}) {
  return JSON.stringify({ id: 'host', class: 'system', product: 'Box', vendor: 'Acme', serial: 'SN1', ...root, children });
}
const cpu = { id: 'cpu', class: 'processor', product: 'CPU X', configuration: { cores: '4', threads: '8' } };
const memory = { id: 'memory', class: 'memory', description: 'System Memory', size: 8 * GiB };

describe('parseLshw on the fixtures', () => {
  it("reads the laptop's system, CPU, 16 GiB in two modules, graphics and network", () => {
    const laptop = parsed('laptop');
    expect(laptop.system).toEqual({ vendor: 'Dell', model: 'Latitude 5410', serial: '7F3KQ63', chassis: 'notebook' });
    expect(laptop.cpus).toEqual([{ model: 'Intel Core i5-10310U CPU @ 1.70GHz', cores: 4, threads: 8 }]);
    expect(laptop.memory.totalBytes).toBe(16 * GiB);
    expect(laptop.memory.modules).toEqual([
      {
        slot: 'DIMM A',
        sizeBytes: 8 * GiB,
        description: 'SODIMM DDR4 Synchronous 2667 MHz (0.4 ns)',
        vendor: 'Samsung',
        product: 'M471A1K43DB1-CWE',
        clockHz: 2667000000,
      },
      {
        slot: 'DIMM B',
        sizeBytes: 8 * GiB,
        description: 'SODIMM DDR4 Synchronous 2667 MHz (0.4 ns)',
        vendor: 'Samsung',
        product: 'M471A1K43DB1-CWE',
        clockHz: 2667000000,
      },
    ]);
    expect(laptop.graphics).toEqual([{ product: 'CometLake-U GT2 [UHD Graphics]', vendor: 'Intel' }]);
    expect(laptop.network).toEqual([
      { product: 'Comet Lake PCH-LP CNVi WiFi', vendor: 'Intel' },
      { product: 'Ethernet Connection (10) I219-LM', vendor: 'Intel' },
    ]);
  });

  it("reads the desktop (older lshw's array of one): 32 GiB, the empty CPU socket and empty banks left out", () => {
    expect(lshwOf('desktop').trimStart().startsWith('[')).toBe(true);
    const desktop = parsed('desktop');
    expect(desktop.system).toEqual({ vendor: 'HP', model: 'HP EliteDesk 800 G5 SFF', serial: 'BRJ9341KQ7', chassis: 'desktop' });
    expect(desktop.cpus).toEqual([{ model: 'Intel Core i7-9700 CPU @ 3.00GHz', cores: 8, threads: 8 }]);
    expect(desktop.memory.totalBytes).toBe(32 * GiB);
    expect(desktop.memory.modules.map((m) => [m.slot, m.sizeBytes])).toEqual([
      ['DIMM1', 16 * GiB],
      ['DIMM2', 16 * GiB],
    ]);
    expect(desktop.graphics).toEqual([{ product: 'CoffeeLake-S GT2 [UHD Graphics 630]', vendor: 'Intel' }]);
    expect(desktop.network).toEqual([{ product: 'Ethernet Connection (7) I219-LM', vendor: 'Intel' }]);
  });

  it('reads the server: two 10-core Xeons, 128 GiB in eight modules, four network ports, rack-mount chassis', () => {
    const server = parsed('server-4-drives');
    expect(server.system).toEqual({ vendor: 'Dell', model: 'PowerEdge R730', serial: '4KZ8N92', chassis: 'rackmount' });
    expect(server.cpus).toEqual([
      { model: 'Intel Xeon CPU E5-2640 v4 @ 2.40GHz', cores: 10, threads: 20 },
      { model: 'Intel Xeon CPU E5-2640 v4 @ 2.40GHz', cores: 10, threads: 20 },
    ]);
    expect(server.memory.totalBytes).toBe(128 * GiB);
    expect(server.memory.modules.map((m) => m.slot)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4']);
    expect(server.graphics).toEqual([{ product: 'G200eR2', vendor: 'Matrox Electronics Systems Ltd.' }]);
    expect(server.network).toHaveLength(4);
    expect(new Set(server.network.map((n) => n.product))).toEqual(new Set(['NetXtreme BCM5720 Gigabit Ethernet PCIe']));
  });

  it('reads the NVMe ultrabook: 32 GiB of soldered LPDDR4, Iris Xe, Wi-Fi only (the docker bridge is not a device)', () => {
    const x1 = parsed('nvme-workstation');
    expect(x1.system).toEqual({ vendor: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 9', serial: 'PF3M2K7Q', chassis: 'notebook' });
    expect(x1.cpus).toEqual([{ model: '11th Gen Intel Core i7-1165G7 @ 2.80GHz', cores: 4, threads: 8 }]);
    expect(x1.memory.totalBytes).toBe(32 * GiB);
    expect(x1.memory.modules.map((m) => [m.slot, m.clockHz])).toEqual([
      ['Controller0-ChannelA', 4267000000],
      ['Controller1-ChannelA', 4267000000],
    ]);
    expect(x1.graphics).toEqual([{ product: 'TigerLake-LP GT2 [Iris Xe Graphics]', vendor: 'Intel' }]);
    expect(x1.network).toEqual([{ product: 'Wi-Fi 6 AX201', vendor: 'Intel' }]);
  });

  it('reads the failing desktop: 8 GiB, a 2-core i3 and a Realtek network card', () => {
    const optiplex = parsed('failing-hdd');
    expect(optiplex.system).toEqual({ vendor: 'Dell', model: 'OptiPlex 3020', serial: 'H9WK3Z1', chassis: 'mini-tower' });
    expect(optiplex.cpus).toEqual([{ model: 'Intel Core i3-4150 CPU @ 3.50GHz', cores: 2, threads: 4 }]);
    expect(optiplex.memory.totalBytes).toBe(8 * GiB);
    expect(optiplex.network).toEqual([{ product: 'RTL8111/8168/8411 PCI Express Gigabit Ethernet Controller', vendor: 'Realtek' }]);
  });
});

function parsedReal(name: keyof typeof REAL_LSHW) {
  const outcome = parseLshw(REAL_LSHW[name].text);
  if (!outcome.ok) throw new Error(`${name}: ${JSON.stringify(outcome.refusal)}`);
  return outcome.value;
}

describe('parseLshw on real reports', () => {
  it('reads the ThinkPad X1 Carbon 5th: its name from the SKU, soldered LPDDR3 that lshw gives no size for, the system’s count', () => {
    const x1 = parsedReal('thinkpadX1Carbon5th');
    expect(x1.system).toEqual({ vendor: 'Lenovo', model: 'ThinkPad X1 Carbon 5th', serial: 'PF0QMY5N', chassis: 'notebook' });
    expect(x1.cpus).toEqual([{ model: 'Intel Core i7-7500U CPU @ 2.70GHz', cores: 2, threads: 4 }]);
    expect(x1.memory.totalBytes).toBe(17_045_651_456);
    expect(x1.memory.modules.map(memoryPart)).toEqual([
      { sizeBytes: null, type: 'LPDDR3', speedMhz: 1867, soldered: true },
      { sizeBytes: null, type: 'LPDDR3', speedMhz: 1867, soldered: true },
    ]);
    expect(x1.graphics).toEqual([{ product: 'HD Graphics 620', vendor: 'Intel' }]);
    expect(x1.network.map((n) => n.product)).toEqual(['Wireless 8265 / 8275', 'Ethernet Connection (4) I219-V']);
  });

  it('reads the Fujitsu LIFEBOOK E782 that an older lshw printed in an array, in German', () => {
    expect(REAL_LSHW.fujitsuLifebookE782.text.startsWith('[')).toBe(true);
    const lifebook = parsedReal('fujitsuLifebookE782');
    expect(lifebook.system).toEqual({ vendor: 'Fujitsu', model: 'LIFEBOOK E782', serial: 'DSCM522786', chassis: 'notebook' });
    expect(lifebook.cpus).toEqual([{ model: 'Intel Core i7-3540M CPU @ 3.00GHz', cores: 2, threads: 4 }]);
    expect(lifebook.memory.totalBytes).toBe(16 * GiB);
    expect(lifebook.memory.modules.map(memoryPart)).toEqual([
      { sizeBytes: 8 * GiB, type: 'DDR3', speedMhz: 1333, soldered: false },
      { sizeBytes: 8 * GiB, type: 'DDR3', speedMhz: 1333, soldered: false },
    ]);
  });

  it('reads the white-box desktop whose firmware says nothing: no maker, model or serial, one CPU for the five processor nodes', () => {
    const desktop = parsedReal('asusP8b75Desktop');
    expect(desktop.system).toEqual({ vendor: null, model: null, serial: null, chassis: 'desktop' });
    expect(desktop.cpus).toEqual([{ model: 'Intel Core i5-3470 CPU @ 3.20GHz', cores: 4, threads: null }]);
    expect(desktop.memory.totalBytes).toBe(4 * GiB);
    expect(desktop.memory.modules.map(memoryPart)).toEqual([{ sizeBytes: 4 * GiB, type: 'DDR3', speedMhz: 1600, soldered: false }]);
  });

  it('reads the misprinted JSON of lshw 02.18 as the tree it meant', () => {
    expect(() => JSON.parse(REAL_LSHW.qemuLshwB0218.text) as unknown).toThrow();
    const vm = parsedReal('qemuLshwB0218');
    expect(vm.system).toEqual({ vendor: 'QEMU', model: 'Standard PC (i440FX + PIIX, 1996)', serial: null, chassis: null });
    expect(vm.cpus).toEqual([{ model: 'Intel Core i7-7500U CPU @ 2.70GHz', cores: 1, threads: 1 }]);
    expect(vm.memory.totalBytes).toBe(4 * GiB);
    expect(vm.network).toEqual([{ product: '82540EM Gigabit Ethernet Controller', vendor: 'Intel' }]);
  });
});

describe('parseLshw on the rules of the tree', () => {
  it('reads the misprinted JSON of the lshw builds of 2017–2020, and refuses it cut short', () => {
    const misprinted = [
      '[',
      '{',
      '  "id" : "host",',
      '  "class" : "system",',
      '  "product" : "Box",',
      '  "capabilities" : {',
      '    "smp" : "Symmetric Multi-Processing"',
      '  }    {',
      '      "id" : "cpu",',
      '      "class" : "processor",',
      '      "product" : "CPU \\_SB_ X"',
      '    },',
      '    {',
      '      "id" : "memory",',
      '      "class" : "memory",',
      '      "size" : 4294967296',
      '    },',
      '',
      ']',
      '',
    ].join('\n');
    expect(parseLshw(misprinted)).toMatchObject({
      ok: true,
      value: { system: { model: 'Box' }, cpus: [{ model: 'CPU \\_SB_ X' }], memory: { totalBytes: 4 * GiB } },
    });
    expect(parseLshw(misprinted.slice(0, misprinted.indexOf('"id" : "memory"')))).toEqual({ ok: false, refusal: { reason: 'truncated' } });
  });

  it('reads a report saved with lshw’s warning to run it as root at its end', () => {
    const warned = `${tree([cpu, memory])}\nWARNING: output may be incomplete or inaccurate, you should run this program as super-user.\n`;
    expect(parseLshw(warned)).toMatchObject({ ok: true, value: { cpus: [{ model: 'CPU X' }] } });
  });

  it('takes the nodes after the system in a list (lshw -class) as its children', () => {
    const list = JSON.stringify([{ id: 'host', class: 'system', product: 'Box' }, cpu, memory]);
    expect(parseLshw(list)).toMatchObject({ ok: true, value: { system: { model: 'Box' }, memory: { totalBytes: 8 * GiB } } });
  });

  it('counts a memory array whatever its description’s language, and lists soldered chips without a size', () => {
    const chips = (id: string) => ({
      id,
      class: 'memory',
      description: 'Row of chips LPDDR4 Synchronous 4267 MHz (0.2 ns) [empty]',
      product: 'MT53E1G32D2NP-046 WT:A',
      clock: 4267000000,
    });
    const outcome = parseLshw(
      tree([
        cpu,
        { id: 'memory', class: 'memory', description: 'Systemspeicher', size: 15 * GiB, children: [chips('bank:0'), chips('bank:1')] },
      ]),
    );
    expect(outcome.ok && outcome.value.memory.totalBytes).toBe(15 * GiB);
    expect(outcome.ok && outcome.value.memory.modules.map((m) => [m.slot, m.sizeBytes])).toEqual([
      ['bank:0', null],
      ['bank:1', null],
    ]);
  });

  it('leaves out empty slots that are not chips, and a flash chip of the BIOS', () => {
    const outcome = parseLshw(
      tree([
        cpu,
        memory,
        { id: 'memory:1', class: 'memory', children: [{ id: 'bank', class: 'memory', description: 'DIMM [empty]', product: '[Empty]' }] },
        {
          id: 'flash',
          class: 'memory',
          children: [{ id: 'bank', class: 'memory', description: 'Chip FLASH Non-volatile', size: 4194304 }],
        },
      ]),
    );
    expect(outcome.ok && outcome.value.memory).toEqual({ totalBytes: 8 * GiB, modules: [] });
  });

  it("leaves out 'logicalcpu' nodes and sockets lshw names no product for, and keeps a report whose CPU has no name", () => {
    const outcome = parseLshw(
      tree([
        { ...cpu, id: 'cpu:0', children: [{ id: 'logicalcpu:0', class: 'processor', description: 'Logical CPU' }] },
        { id: 'cpu:1', class: 'processor', serial: '0003-06A9-0000-0000-0000-0000' },
        memory,
      ]),
    );
    expect(outcome.ok && outcome.value.cpus).toEqual([{ model: 'CPU X', cores: 4, threads: 8 }]);
    expect(parseLshw(tree([{ id: 'cpu:0', class: 'processor' }, memory]))).toMatchObject({ ok: true, value: { cpus: [] } });
  });

  it('names a Lenovo by its version when the SKU carries no name, and drops the SKU lshw appends to the product', () => {
    const thinkcentre = parseLshw(
      tree([cpu, memory], {
        vendor: 'LENOVO',
        product: '2988D6G (LENOVO_MT_2988)',
        version: 'ThinkCentre M92p',
        configuration: { sku: 'LENOVO_MT_2988', chassis: 'desktop' },
      }),
    );
    expect(thinkcentre.ok && thinkcentre.value.system).toMatchObject({ vendor: 'Lenovo', model: 'ThinkCentre M92p' });
    const aspire = parseLshw(
      tree([cpu, memory], { vendor: 'Acer', product: 'Aspire A315-53 (0000000000000000)', configuration: { sku: '0000000000000000' } }),
    );
    expect(aspire.ok && aspire.value.system).toMatchObject({ vendor: 'Acer', model: 'Aspire A315-53' });
  });

  it.each(['0123456789', '[REMOVED]', '00000000', 'To Be Filled By O.E.M.'])('shows no serial when the firmware printed %s', (serial) => {
    expect(parseLshw(tree([cpu, memory], { serial }))).toMatchObject({ ok: true, value: { system: { serial: null } } });
  });

  it('sums the banks when the memory node has no size of its own', () => {
    const banks = [
      { id: 'bank:0', class: 'memory', slot: 'DIMM0', size: 4 * GiB, description: 'DIMM DDR4' },
      { id: 'bank:1', class: 'memory', description: 'DIMM [empty]' },
      { id: 'bank:2', class: 'memory', size: 2 * GiB, description: 'DIMM DDR4' },
    ];
    const outcome = parseLshw(tree([cpu, { id: 'memory', class: 'memory', description: 'System Memory', children: banks }]));
    expect(outcome.ok && outcome.value.memory.totalBytes).toBe(6 * GiB);
    expect(outcome.ok && outcome.value.memory.modules.map((m) => m.slot)).toEqual(['DIMM0', 'bank:2']);
  });

  it("leaves out CPUs marked disabled, 'disabled' or '[empty]' in the description, and a PCI RAM controller", () => {
    const outcome = parseLshw(
      tree([
        cpu,
        { id: 'cpu:1', class: 'processor', disabled: true, product: 'CPU Y' },
        { id: 'cpu:2', class: 'processor', description: 'CPU [disabled]', product: 'CPU Z' },
        { id: 'cpu:3', class: 'processor', description: 'CPU [empty]' },
        memory,
        { id: 'memory', class: 'memory', description: 'RAM memory', product: 'PCH Shared SRAM', size: 1024 },
      ]),
    );
    expect(outcome.ok && outcome.value.cpus).toEqual([{ model: 'CPU X', cores: 4, threads: 8 }]);
    expect(outcome.ok && outcome.value.memory.totalBytes).toBe(8 * GiB);
  });

  it("reads cores and threads given as numbers, and leaves them null when lshw does not say or says '0'", () => {
    const outcome = parseLshw(
      tree([
        { id: 'cpu:0', class: 'processor', product: 'A', configuration: { cores: 6, threads: 12 } },
        { id: 'cpu:1', class: 'processor', product: 'B' },
        { id: 'cpu:2', class: 'processor', product: 'C', configuration: { cores: '0', threads: 'x' } },
        memory,
      ]),
    );
    expect(outcome.ok && outcome.value.cpus).toEqual([
      { model: 'A', cores: 6, threads: 12 },
      { model: 'B', cores: null, threads: null },
      { model: 'C', cores: null, threads: null },
    ]);
  });

  it("turns the firmware's placeholders into null", () => {
    const outcome = parseLshw(
      tree([cpu, memory], { vendor: 'To Be Filled By O.E.M.', serial: 'System Serial Number', product: 'Default string' }),
    );
    expect(outcome.ok && outcome.value.system).toEqual({ vendor: null, model: null, serial: null, chassis: null });
  });

  it('reads a file that starts with a byte order mark (saved by a Windows editor)', () => {
    expect(parseLshw(`\uFEFF${lshwOf('laptop')}`)).toMatchObject({ ok: true, value: { system: { serial: '7F3KQ63' } } });
  });

  it('refuses a tree nested far deeper than any machine, without reading it recursively', () => {
    const levels = 20_000;
    const deep = '{"id": "bus", "class": "bus", "children": ['.repeat(levels) + '{"id": "leaf", "class": "bus"}' + ']}'.repeat(levels);
    expect(parseLshw(tree([cpu, memory]).replace(/]}$/, `, ${deep}]}`))).toEqual({
      ok: false,
      refusal: { reason: 'invalid', detail: 'children' },
    });
  });

  it("refuses a tree whose root is not the system, without a CPU, or without the system's memory", () => {
    expect(parseLshw(JSON.stringify({ id: 'cpu', class: 'processor' }))).toEqual({
      ok: false,
      refusal: { reason: 'invalid', detail: 'class' },
    });
    expect(parseLshw(tree([memory]))).toEqual({ ok: false, refusal: { reason: 'invalid', detail: 'processor' } });
    expect(parseLshw(tree([cpu]))).toEqual({ ok: false, refusal: { reason: 'invalid', detail: 'memory' } });
  });

  it("refuses a node with a malformed field, naming the field's path", () => {
    expect(parseLshw(tree([cpu, { ...memory, size: '8 GiB' }]))).toEqual({
      ok: false,
      refusal: { reason: 'invalid', detail: 'children.1.size' },
    });
    expect(
      parseLshw(
        JSON.stringify([
          { id: 'cpu', class: 'processor', product: 'CPU X' },
          { id: 'memory', class: 'memory', size: 1 },
        ]),
      ),
    ).toEqual({ ok: false, refusal: { reason: 'invalid' } });
  });
});

describe('parseLshw refuses what is not lshw -json', () => {
  it.each([
    ['truncated JSON', BROKEN_FIXTURES.truncatedJson.text, { reason: 'truncated' }],
    ["smartctl's output", BROKEN_FIXTURES.smartctlAsLshw.text, { reason: 'wrong_tool', detail: 'smartctl' }],
    ['an HTML page', BROKEN_FIXTURES.htmlPage.text, { reason: 'html' }],
    ['an empty file', BROKEN_FIXTURES.emptyFile.text, { reason: 'invalid', detail: 'vazio' }],
    ['blank lines', '  \n\n', { reason: 'invalid', detail: 'vazio' }],
    ["a battery's uevent", HARDWARE_FIXTURES.laptop.find((u) => u.kind === 'battery')!.text, { reason: 'wrong_tool', detail: 'battery' }],
    ['a wipe manifest', HARDWARE_FIXTURES.laptop.find((u) => u.kind === 'wipe')!.text, { reason: 'wrong_tool', detail: 'wipe' }],
    ["lshw's text output", 'lat5410\n    description: Notebook\n    product: Latitude 5410\n', { reason: 'not_json' }],
    ['JSON with a mistake in the middle', '{"id": "host", "class": "system",, "children": []}', { reason: 'not_json' }],
    [
      'a file over 2 MB',
      tree([cpu, memory]).replace('"Box"', `"${'x'.repeat(MAX_EQUIPMENT_FILE_BYTES)}"`),
      { reason: 'invalid', detail: 'tamanho' },
    ],
  ])('refuses %s', (_, text, refusal) => {
    expect(parseLshw(text)).toEqual({ ok: false, refusal });
  });

  it('counts the size cap in bytes: 2 MB of accented text is refused though it has fewer characters', () => {
    const accented = tree([cpu, memory]).replace('"Box"', `"${'é'.repeat(MAX_EQUIPMENT_FILE_BYTES / 2)}"`);
    expect(accented.length).toBeLessThan(MAX_EQUIPMENT_FILE_BYTES);
    expect(parseLshw(accented)).toEqual({ ok: false, refusal: { reason: 'invalid', detail: 'tamanho' } });
  });
});
