import { describe, expect, it } from 'vitest';
import { parseBatteryUevent } from '~/domain/equipment/battery-uevent';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES } from '../../../fixtures/hardware';
import { REAL_BATTERIES } from '../../../fixtures/hardware/real';

const battery = (machine: 'laptop' | 'nvme-workstation') => HARDWARE_FIXTURES[machine].find((u) => u.kind === 'battery')!.text;
const uevent = (...lines: string[]) => ['POWER_SUPPLY_NAME=BAT0', 'POWER_SUPPLY_TYPE=Battery', ...lines, ''].join('\n');

describe('parseBatteryUevent on the fixtures', () => {
  it("reads the laptop's energy figures (µWh): 59.16 of 68 Wh is 87 %, 312 cycles", () => {
    expect(parseBatteryUevent(battery('laptop'))).toEqual({
      ok: true,
      value: { healthPercent: 87, cycleCount: 312, manufacturer: 'SMP', model: 'DELL GXRKH13', serial: '4127', technology: 'Li-poly' },
    });
  });

  it("reads the ultrabook's charge figures (µAh): 3.395 of 3.69 Ah is 92 %, 148 cycles", () => {
    expect(parseBatteryUevent(battery('nvme-workstation'))).toEqual({
      ok: true,
      value: { healthPercent: 92, cycleCount: 148, manufacturer: 'SMP', model: '5B10W13975', serial: '1342', technology: 'Li-poly' },
    });
  });
});

describe('parseBatteryUevent on real batteries', () => {
  it.each([
    ['a Dell XPS 15 in charge units, without POWER_SUPPLY_TYPE (kernel 4.12)', REAL_BATTERIES.dellXps15, 100, 'DELL 5D91C78', '1946'],
    ['a worn ThinkPad cell, 1.802 of 5.6 Ah', REAL_BATTERIES.thinkpad42t4865, 32, '42T4865', '10153'],
    ['a Dell in charge units with its type, the serial after a space', REAL_BATTERIES.dellPn1vn08, 84, 'DELL PN1VN08', '2958'],
    ['a ThinkPad in energy units, 93.55 of 93.6 Wh', REAL_BATTERIES.thinkpad42t4969, 100, '42T4969', '7392'],
  ])('reads %s', (_, file, healthPercent, model, serial) => {
    expect(parseBatteryUevent(file.text)).toMatchObject({ ok: true, value: { healthPercent, cycleCount: null, model, serial } });
  });

  it("accepts a tablet's fuel gauge that gives no design capacity, its health unknown", () => {
    expect(parseBatteryUevent(REAL_BATTERIES.axp288.text)).toEqual({
      ok: true,
      value: { healthPercent: null, cycleCount: null, manufacturer: null, model: null, serial: null, technology: 'Li-ion' },
    });
  });
});

describe('parseBatteryUevent on the rules of the format', () => {
  it('compares a full charge with a design energy at the design voltage, and leaves the health unknown without it', () => {
    // 4 Ah at 11.1 V is 44.4 Wh: of 48 Wh, 93 %.
    const mixed = ['POWER_SUPPLY_CHARGE_FULL=4000000', 'POWER_SUPPLY_ENERGY_FULL_DESIGN=48000000'];
    expect(parseBatteryUevent(uevent(...mixed, 'POWER_SUPPLY_VOLTAGE_MIN_DESIGN=11100000'))).toMatchObject({
      value: { healthPercent: 93 },
    });
    expect(parseBatteryUevent(uevent(...mixed))).toMatchObject({ ok: true, value: { healthPercent: null } });
  });

  it.each([
    ['no full capacity', uevent('POWER_SUPPLY_CHARGE_FULL_DESIGN=3690000')],
    ['no design capacity', uevent('POWER_SUPPLY_ENERGY_FULL=59160000')],
    ['a design capacity of 0', uevent('POWER_SUPPLY_ENERGY_FULL=1', 'POWER_SUPPLY_ENERGY_FULL_DESIGN=0')],
    ['no capacity at all', uevent('POWER_SUPPLY_CAPACITY=70')],
  ])('accepts a battery with %s, its health unknown', (_, text) => {
    expect(parseBatteryUevent(text)).toMatchObject({ ok: true, value: { healthPercent: null } });
  });

  it('rounds to the whole percent, half up, and may pass 100 on a new cell', () => {
    expect(parseBatteryUevent(uevent('POWER_SUPPLY_CHARGE_FULL=865', 'POWER_SUPPLY_CHARGE_FULL_DESIGN=1000'))).toMatchObject({
      value: { healthPercent: 87 },
    });
    expect(parseBatteryUevent(uevent('POWER_SUPPLY_CHARGE_FULL=864', 'POWER_SUPPLY_CHARGE_FULL_DESIGN=1000'))).toMatchObject({
      value: { healthPercent: 86 },
    });
    expect(parseBatteryUevent(uevent('POWER_SUPPLY_ENERGY_FULL=51200000', 'POWER_SUPPLY_ENERGY_FULL_DESIGN=50000000'))).toMatchObject({
      value: { healthPercent: 102 },
    });
  });

  it('leaves the cycle count null when the battery reports 0 or nothing, and blank texts null', () => {
    expect(
      parseBatteryUevent(
        uevent(
          'POWER_SUPPLY_CYCLE_COUNT=0',
          'POWER_SUPPLY_ENERGY_FULL=1',
          'POWER_SUPPLY_ENERGY_FULL_DESIGN=1',
          'POWER_SUPPLY_MANUFACTURER= ',
        ),
      ),
    ).toEqual({
      ok: true,
      value: { healthPercent: 100, cycleCount: null, manufacturer: null, model: null, serial: null, technology: null },
    });
  });

  it('accepts Windows line ends, a byte order mark, and ignores lines outside POWER_SUPPLY_', () => {
    expect(
      parseBatteryUevent(
        [
          '\uFEFFDEVTYPE=power_supply',
          'POWER_SUPPLY_TYPE=Battery',
          'POWER_SUPPLY_CHARGE_FULL=9',
          'POWER_SUPPLY_CHARGE_FULL_DESIGN=10',
        ].join('\r\n'),
      ),
    ).toMatchObject({
      ok: true,
      value: { healthPercent: 90 },
    });
  });

  it.each([
    ['an AC adapter (type Mains)', BROKEN_FIXTURES.acAdapter.text, 'POWER_SUPPLY_TYPE'],
    ['a USB port', 'POWER_SUPPLY_NAME=USB0\nPOWER_SUPPLY_TYPE=USB\nPOWER_SUPPLY_PRESENT=1\n', 'POWER_SUPPLY_TYPE'],
    ['an adapter of an older kernel, without a type', 'POWER_SUPPLY_NAME=AC\nPOWER_SUPPLY_ONLINE=1\n', 'POWER_SUPPLY_TYPE'],
    [
      'a capacity that is not a whole number',
      uevent('POWER_SUPPLY_CHARGE_FULL=3.3', 'POWER_SUPPLY_CHARGE_FULL_DESIGN=4'),
      'POWER_SUPPLY_CHARGE_FULL',
    ],
  ])('refuses %s, naming the field', (_, text, detail) => {
    expect(parseBatteryUevent(text)).toEqual({ ok: false, refusal: { reason: 'invalid', detail } });
  });

  it.each([
    ['an empty file', BROKEN_FIXTURES.emptyFile.text, { reason: 'invalid', detail: 'vazio' }],
    ['an HTML page', BROKEN_FIXTURES.htmlPage.text, { reason: 'html' }],
    ["lshw's output", HARDWARE_FIXTURES.laptop[0]!.text, { reason: 'wrong_tool', detail: 'lshw' }],
    ["smartctl's output", HARDWARE_FIXTURES.laptop[1]!.text, { reason: 'wrong_tool', detail: 'smartctl' }],
    ['lines that are not key=value', 'Battery 0: Charging, 70%, 01:10:00 until charged\n', { reason: 'not_json' }],
    ['key=value lines of something else', 'NAME=eth0\nMTU=1500\n', { reason: 'not_json' }],
  ])('refuses %s', (_, text, refusal) => {
    expect(parseBatteryUevent(text)).toEqual({ ok: false, refusal });
  });
});
