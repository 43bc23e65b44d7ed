/**
 * What every equipment file goes through before its own schema: the size cap, an empty file, a web page saved
 * by mistake, JSON that ends early, and another tool's output. The parsers (lshw.ts, smartctl.ts,
 * battery-uevent.ts, wipe-manifest.ts) call these, then their zod schema; a zod failure names the field's path.
 */
import type { EquipmentFileKind, FileRefusal, ParseOutcome } from './summary';

/** Files over 2 MB are refused: a machine's whole lshw tree is a few hundred kB at most. */
export const MAX_EQUIPMENT_FILE_BYTES = 2 * 1024 * 1024;
/** `detail` of an 'invalid' refusal for a file over MAX_EQUIPMENT_FILE_BYTES. */
export const TOO_LARGE_DETAIL = 'tamanho';
/** `detail` of an 'invalid' refusal for an empty (or blank) file. */
export const EMPTY_DETAIL = 'vazio';

/** The battery's uevent lines, by which another tool's file is recognised. */
const UEVENT_LINE = /^POWER_SUPPLY_[A-Z0-9_]+=/m;

export const refuse = (reason: FileRefusal['reason'], detail?: string): { ok: false; refusal: FileRefusal } => ({
  ok: false,
  refusal: detail === undefined ? { reason } : { reason, detail },
});

/** The checks that do not depend on the format: size, emptiness, HTML. Null when the text may go on. */
export function refuseRawText(text: string): { ok: false; refusal: FileRefusal } | null {
  if (text.length > MAX_EQUIPMENT_FILE_BYTES || new TextEncoder().encode(text).length > MAX_EQUIPMENT_FILE_BYTES) {
    return refuse('invalid', TOO_LARGE_DETAIL);
  }
  const start = text.trimStart();
  if (start === '') return refuse('invalid', EMPTY_DETAIL);
  if (start.startsWith('<')) return refuse('html');
  return null;
}

/** Which tool printed this parsed JSON value, by the keys each tool always prints at its root. */
export function jsonToolOf(value: unknown): EquipmentFileKind | null {
  const root = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return null;
  if ('smartctl' in root || 'json_format_version' in root) return 'smartctl';
  if ('format' in root && typeof root.format === 'string' && root.format.startsWith('arremate-wipe')) return 'wipe';
  if ('class' in root && 'id' in root) return 'lshw';
  return null;
}

/**
 * Whether a text that JSON.parse refused is JSON cut mid-way: it starts as JSON and, read to its end, leaves a
 * string or an object/array open. (A text with a mistake in the middle closes what it opens.)
 */
export function looksTruncatedJson(text: string): boolean {
  const start = text.trimStart();
  if (!start.startsWith('{') && !start.startsWith('[')) return false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const ch of start) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  return inString || depth > 0;
}

/**
 * A JSON tool's file (lshw, smartctl, the wipe manifest) read as JSON: refused when it is a web page, empty,
 * too large, not JSON, cut short, or another tool's output; otherwise the parsed value for the schema.
 */
export function readToolJson(text: string, kind: Exclude<EquipmentFileKind, 'battery'>): ParseOutcome<unknown> {
  const raw = refuseRawText(text);
  if (raw) return raw;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    if (looksTruncatedJson(text)) return refuse('truncated');
    if (UEVENT_LINE.test(text)) return refuse('wrong_tool', 'battery');
    return refuse('not_json');
  }
  const tool = jsonToolOf(value);
  if (tool !== null && tool !== kind) return refuse('wrong_tool', tool);
  return { ok: true, value };
}

/** The path zod reports for the first problem, as the refusal's `detail` ('user_capacity.bytes', 'drives.0.method'). */
export function issuePath(issues: readonly { path: readonly PropertyKey[] }[]): string {
  const path = issues[0]?.path ?? [];
  return path.map(String).join('.');
}
