import { describe, expect, it } from 'vitest';
import { readLegacyLshwJson } from '~/domain/equipment/lshw-legacy-json';
import { REAL_LSHW } from '../../../fixtures/hardware/real';

describe('readLegacyLshwJson', () => {
  it('puts the children lshw 02.18 printed without a key under "children", the root in its array', () => {
    const text =
      '[\n{\n  "id" : "host",\n  "width" : 64    {\n      "id" : "core"        {\n          "id" : "cpu"\n        },\n\n    },\n\n]\n';
    expect(readLegacyLshwJson(text, 64)).toEqual([{ id: 'host', width: 64, children: [{ id: 'core', children: [{ id: 'cpu' }] }] }]);
  });

  it('reads the real 02.18 output of a virtual machine as one tree: the system, its board, the board’s devices', () => {
    type Node = { id: string; children?: Node[] };
    const [root, ...more] = readLegacyLshwJson(REAL_LSHW.qemuLshwB0218.text, 64) as Node[];
    expect(more).toEqual([]);
    expect(root!.id).toBe('wb');
    expect(root!.children!.map((c) => c.id)).toEqual(['core']);
    expect(root!.children![0]!.children!.map((c) => c.id)).toEqual([
      'firmware',
      'cpu',
      'memory',
      'pci',
      'pnp00:00',
      'pnp00:01',
      'pnp00:02',
      'pnp00:03',
      'pnp00:04',
      'pnp00:05',
    ]);
  });

  it('keeps a backslash lshw did not escape, and reads escapes it did', () => {
    expect(readLegacyLshwJson('{"a" : "\\_SB_.PCI0", "b" : "5.25\\" floppy"}', 64)).toEqual({ a: '\\_SB_.PCI0', b: '5.25" floppy' });
  });

  it("ignores lshw's warning to run it as root at the end, and nothing else", () => {
    expect(readLegacyLshwJson('{"id" : "host"}\nWARNING: you should run this program as super-user.\n', 64)).toEqual({ id: 'host' });
    expect(readLegacyLshwJson('{"id" : "host"}\nhost login:', 64)).toBeNull();
  });

  it('refuses a text cut short, a stray character, and nesting past the depth it is given', () => {
    expect(readLegacyLshwJson('[\n{\n  "id" : "host"    {\n      "id" : "core",', 64)).toBeNull();
    expect(readLegacyLshwJson('{"id" : "host" ; "class" : "system"}', 64)).toBeNull();
    expect(readLegacyLshwJson('[[[[1]]]]', 3)).toBeNull();
    expect(readLegacyLshwJson('[[[[1]]]]', 4)).toEqual([[[[1]]]]);
  });
});
