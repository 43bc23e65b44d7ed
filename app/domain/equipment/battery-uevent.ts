/**
 * A laptop battery's `/sys/class/power_supply/BAT0/uevent` (BAT1…): `POWER_SUPPLY_*=value` lines. Health is the full
 * capacity over the design capacity, whole percent: `CHARGE_FULL` / `CHARGE_FULL_DESIGN` (µAh) or
 * `ENERGY_FULL` / `ENERGY_FULL_DESIGN` (µWh), whichever pair the battery reports.
 */
import { z } from '~/schemas/zod';
import type { BatterySummary, ParseOutcome } from './summary';
import { issuePath, jsonToolOf, refuse, refuseRawText } from './tool-output';

const LINE = /^([A-Z][A-Z0-9_]*)=(.*)$/;
const PREFIX = 'POWER_SUPPLY_';

const capacity = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

const ueventSchema = z.object({
  TYPE: z.literal('Battery'),
  CHARGE_FULL: capacity.optional(),
  CHARGE_FULL_DESIGN: capacity.optional(),
  ENERGY_FULL: capacity.optional(),
  ENERGY_FULL_DESIGN: capacity.optional(),
  CYCLE_COUNT: capacity.optional(),
  MANUFACTURER: optionalText,
  MODEL_NAME: optionalText,
  SERIAL_NUMBER: optionalText,
  TECHNOLOGY: optionalText,
});

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
    return jsonToolOf(JSON.parse(text));
  } catch {
    return null;
  }
}

export function parseBatteryUevent(source: string): ParseOutcome<BatterySummary> {
  const raw = refuseRawText(source);
  if (raw) return raw;
  const fields = ueventFields(source);
  if (!fields) {
    const tool = jsonTool(source);
    return tool ? refuse('wrong_tool', tool) : refuse('not_json');
  }
  const parsed = ueventSchema.safeParse(fields);
  if (!parsed.success) return refuse('invalid', PREFIX + issuePath(parsed.error.issues));
  const u = parsed.data;
  const byCharge = u.CHARGE_FULL !== undefined || u.CHARGE_FULL_DESIGN !== undefined;
  const [full, design, names] = byCharge
    ? [u.CHARGE_FULL, u.CHARGE_FULL_DESIGN, ['CHARGE_FULL', 'CHARGE_FULL_DESIGN']]
    : [u.ENERGY_FULL, u.ENERGY_FULL_DESIGN, ['ENERGY_FULL', 'ENERGY_FULL_DESIGN']];
  if (full === undefined) return refuse('invalid', PREFIX + names[0]);
  if (!design) return refuse('invalid', PREFIX + names[1]);
  return {
    ok: true,
    value: {
      healthPercent: Math.round((full / design) * 100),
      cycleCount: u.CYCLE_COUNT ? u.CYCLE_COUNT : null,
      manufacturer: u.MANUFACTURER,
      model: u.MODEL_NAME,
      serial: u.SERIAL_NUMBER,
      technology: u.TECHNOLOGY,
    },
  };
}
