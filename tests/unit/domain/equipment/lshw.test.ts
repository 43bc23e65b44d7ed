import { describe, expect, it } from 'vitest';
import { parseLshw } from '~/domain/equipment/lshw';
import { MAX_EQUIPMENT_FILE_BYTES } from '~/domain/equipment/tool-output';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES, type MachineName } from '../../../fixtures/hardware';

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
    expect(laptop.system).toEqual({ vendor: 'Dell Inc.', model: 'Latitude 5410 (09D1)', serial: '7F3KQ63', chassis: 'notebook' });
    expect(laptop.cpus).toEqual([{ model: 'Intel(R) Core(TM) i5-10310U CPU @ 1.70GHz', cores: 4, threads: 8 }]);
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
    expect(laptop.graphics).toEqual([{ product: 'CometLake-U GT2 [UHD Graphics]', vendor: 'Intel Corporation' }]);
    expect(laptop.network).toEqual([
      { product: 'Comet Lake PCH-LP CNVi WiFi', vendor: 'Intel Corporation' },
      { product: 'Ethernet Connection (10) I219-LM', vendor: 'Intel Corporation' },
    ]);
  });

  it("reads the desktop (older lshw's array of one): 32 GiB, the empty CPU socket and empty banks left out", () => {
    expect(lshwOf('desktop').trimStart().startsWith('[')).toBe(true);
    const desktop = parsed('desktop');
    expect(desktop.system).toEqual({
      vendor: 'HP',
      model: 'HP EliteDesk 800 G5 SFF (7PE89EA#AC4)',
      serial: 'BRJ9341KQ7',
      chassis: 'desktop',
    });
    expect(desktop.cpus).toEqual([{ model: 'Intel(R) Core(TM) i7-9700 CPU @ 3.00GHz', cores: 8, threads: 8 }]);
    expect(desktop.memory.totalBytes).toBe(32 * GiB);
    expect(desktop.memory.modules.map((m) => [m.slot, m.sizeBytes])).toEqual([
      ['DIMM1', 16 * GiB],
      ['DIMM2', 16 * GiB],
    ]);
    expect(desktop.graphics).toEqual([{ product: 'CoffeeLake-S GT2 [UHD Graphics 630]', vendor: 'Intel Corporation' }]);
    expect(desktop.network).toEqual([{ product: 'Ethernet Connection (7) I219-LM', vendor: 'Intel Corporation' }]);
  });

  it('reads the server: two 10-core Xeons, 128 GiB in eight modules, four network ports, rack-mount chassis', () => {
    const server = parsed('server-4-drives');
    expect(server.system).toEqual({
      vendor: 'Dell Inc.',
      model: 'PowerEdge R730 (SKU=NotProvided;ModelName=PowerEdge R730)',
      serial: '4KZ8N92',
      chassis: 'rackmount',
    });
    expect(server.cpus).toEqual([
      { model: 'Intel(R) Xeon(R) CPU E5-2640 v4 @ 2.40GHz', cores: 10, threads: 20 },
      { model: 'Intel(R) Xeon(R) CPU E5-2640 v4 @ 2.40GHz', cores: 10, threads: 20 },
    ]);
    expect(server.memory.totalBytes).toBe(128 * GiB);
    expect(server.memory.modules.map((m) => m.slot)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4']);
    expect(server.graphics).toEqual([{ product: 'G200eR2', vendor: 'Matrox Electronics Systems Ltd.' }]);
    expect(server.network).toHaveLength(4);
    expect(new Set(server.network.map((n) => n.product))).toEqual(new Set(['NetXtreme BCM5720 Gigabit Ethernet PCIe']));
  });

  it('reads the NVMe ultrabook: 32 GiB of soldered LPDDR4, Iris Xe, Wi-Fi only (the docker bridge is not a device)', () => {
    const x1 = parsed('nvme-workstation');
    expect(x1.system).toEqual({
      vendor: 'LENOVO',
      model: '20XW0055BR (LENOVO_MT_20XW_BU_Think_FM_ThinkPad X1 Carbon Gen 9)',
      serial: 'PF3M2K7Q',
      chassis: 'notebook',
    });
    expect(x1.cpus).toEqual([{ model: '11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz', cores: 4, threads: 8 }]);
    expect(x1.memory.totalBytes).toBe(32 * GiB);
    expect(x1.memory.modules.map((m) => [m.slot, m.clockHz])).toEqual([
      ['Controller0-ChannelA', 4267000000],
      ['Controller1-ChannelA', 4267000000],
    ]);
    expect(x1.graphics).toEqual([{ product: 'TigerLake-LP GT2 [Iris Xe Graphics]', vendor: 'Intel Corporation' }]);
    expect(x1.network).toEqual([{ product: 'Wi-Fi 6 AX201', vendor: 'Intel Corporation' }]);
  });

  it('reads the failing desktop: 8 GiB, a 2-core i3 and a Realtek network card', () => {
    const optiplex = parsed('failing-hdd');
    expect(optiplex.system).toEqual({ vendor: 'Dell Inc.', model: 'OptiPlex 3020', serial: 'H9WK3Z1', chassis: 'mini-tower' });
    expect(optiplex.cpus).toEqual([{ model: 'Intel(R) Core(TM) i3-4150 CPU @ 3.50GHz', cores: 2, threads: 4 }]);
    expect(optiplex.memory.totalBytes).toBe(8 * GiB);
    expect(optiplex.network).toEqual([
      { product: 'RTL8111/8168/8411 PCI Express Gigabit Ethernet Controller', vendor: 'Realtek Semiconductor Co., Ltd.' },
    ]);
  });
});

describe('parseLshw on the rules of the tree', () => {
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
          { id: 'a', class: 'system' },
          { id: 'b', class: 'system' },
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
