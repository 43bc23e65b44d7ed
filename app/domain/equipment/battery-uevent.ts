/**
 * A laptop battery's `/sys/class/power_supply/BAT0/uevent` (BAT1…): `POWER_SUPPLY_*=value` lines. Health is the full
 * capacity over the design capacity, whole percent, in whichever units the battery reports: `CHARGE_FULL` /
 * `CHARGE_FULL_DESIGN` (µAh) or `ENERGY_FULL` / `ENERGY_FULL_DESIGN` (µWh); a battery that gives one in charge and
 * the other in energy is compared at its design voltage (`VOLTAGE_MIN_DESIGN`, µV). A battery that does not give
 * both (fuel gauges of tablets report no design capacity) is still a battery: its health is unknown (null).
 * Kernels before 5.x print no `POWER_SUPPLY_TYPE`: a file without it is a battery's when it has a battery's fields.
 */
import { z } from '~/schemas/zod';
import { knownSerial, knownText } from './firmware-text';
import type { BatterySummary, ParseOutcome } from './summary';
import { issuePath, jsonToolOf, refuse, refuseRawText, withoutBom } from './tool-output';

const LINE = /^([A-Z][A-Z0-9_]*)=(.*)$/;
const PREFIX = 'POWER_SUPPLY_';

const capacity = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0));
const optionalText = z
  .string()
  .optional()
  .transform((v) => knownText(v));

const ueventSchema = z.object({
  TYPE: z.string().optional(),
  CHARGE_FULL: capacity.optional(),
  CHARGE_FULL_DESIGN: capacity.optional(),
  ENERGY_FULL: capacity.optional(),
  ENERGY_FULL_DESIGN: capacity.optional(),
  VOLTAGE_MIN_DESIGN: capacity.optional(),
  CYCLE_COUNT: capacity.optional(),
  MANUFACTURER: optionalText,
  MODEL_NAME: optionalText,
  SERIAL_NUMBER: z
    .string()
    .optional()
    .transform((v) => knownSerial(v)),
  TECHNOLOGY: optionalText,
});
type Uevent = z.output<typeof ueventSchema>;

/** Fields only a battery has: a file without POWER_SUPPLY_TYPE that has one of them is a battery's. */
const BATTERY_FIELDS = ['CHARGE_FULL', 'CHARGE_FULL_DESIGN', 'ENERGY_FULL', 'ENERGY_FULL_DESIGN', 'CHARGE_NOW', 'ENERGY_NOW', 'TECHNOLOGY'];

/** The key=value lines, POWER_SUPPLY_ taken off; null when a line is not key=value or none is POWER_SUPPLY_. */
function ueventFields(text: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const m = LINE.exec(line.trim());
    if (!m) return null;
    if (m[1]!.startsWith(PREFIX)) fields[m[1]!.slice(PREFIX.length)] = m[2]!;
  }
  return Object.keys(fields).length ? fields : null;
}

function jsonTool(text: string) {
  try {
    return jsonToolOf(JSON.parse(withoutBom(text)));
  } catch {
    return null;
  }
}

/** µAh at the design voltage (µV) in µWh. */
const chargeAsEnergy = (microAmpHours: number, microVolts: number) => (microAmpHours * microVolts) / 1_000_000;

/** Full over design, whole percent: in the same units when the battery gives them, else converted; null if it cannot be told. */
function healthPercent(u: Uevent): number | null {
  const volts = u.VOLTAGE_MIN_DESIGN || undefined;
  const pairs: [number | undefined, number | undefined][] = [
    [u.CHARGE_FULL, u.CHARGE_FULL_DESIGN],
    [u.ENERGY_FULL, u.ENERGY_FULL_DESIGN],
    [u.CHARGE_FULL !== undefined && volts ? chargeAsEnergy(u.CHARGE_FULL, volts) : undefined, u.ENERGY_FULL_DESIGN],
    [u.ENERGY_FULL, u.CHARGE_FULL_DESIGN !== undefined && volts ? chargeAsEnergy(u.CHARGE_FULL_DESIGN, volts) : undefined],
  ];
  const pair = pairs.find(([full, design]) => full !== undefined && design);
  return pair ? Math.round((pair[0]! / pair[1]!) * 100) : null;
}

export function parseBatteryUevent(source: string): ParseOutcome<BatterySummary> {
  const raw = refuseRawText(source);
  if (raw) return raw;
  const fields = ueventFields(withoutBom(source));
  if (!fields) {
    const tool = jsonTool(source);
    return tool ? refuse('wrong_tool', tool) : refuse('not_json');
  }
  const isBattery = fields.TYPE === undefined ? BATTERY_FIELDS.some((key) => key in fields) : fields.TYPE.trim() === 'Battery';
  if (!isBattery) return refuse('invalid', `${PREFIX}TYPE`);
  const parsed = ueventSchema.safeParse(fields);
  if (!parsed.success) return refuse('invalid', PREFIX + issuePath(parsed.error.issues));
  const u = parsed.data;
  return {
    ok: true,
    value: {
      healthPercent: healthPercent(u),
      cycleCount: u.CYCLE_COUNT ? u.CYCLE_COUNT : null,
      manufacturer: u.MANUFACTURER,
      model: u.MODEL_NAME,
      serial: u.SERIAL_NUMBER,
      technology: u.TECHNOLOGY,
    },
  };
}
