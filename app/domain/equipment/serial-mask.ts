/**
 * A serial as visitors see it: every character but the last 4 as '•' ('S3TANX0M512345' → '••••••••••2345').
 * A short serial shows only what lies past its first 4 characters, so at least 4 stay hidden ('AB12CD' → '••••CD',
 * 'AB12' → '••••').
 */
export const SERIAL_VISIBLE_CHARS = 4;
const MASK = '•';

export function maskSerial(serial: string): string {
  const chars = [...serial.trim()];
  const visible = Math.min(SERIAL_VISIBLE_CHARS, Math.max(0, chars.length - SERIAL_VISIBLE_CHARS));
  return MASK.repeat(chars.length - visible) + chars.slice(chars.length - visible).join('');
}
