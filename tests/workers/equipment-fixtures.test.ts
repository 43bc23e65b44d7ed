import { describe, expect, it } from 'vitest';
import { checkEquipmentUploads } from '~/domain/equipment/equipment-upload';
import { parseLshw } from '~/domain/equipment/lshw';
import { BROKEN_FIXTURES, HARDWARE_FIXTURES, MACHINE_NAMES } from '../fixtures/hardware';

/** The fixtures load through `?raw` in the Workers runtime too, and parse there as in Node. */
describe('hardware fixtures in the Workers runtime', () => {
  it.each(MACHINE_NAMES)("every file of the %s's uploads is accepted, with one drive per smartctl file", (machine) => {
    const uploads = HARDWARE_FIXTURES[machine];
    const check = checkEquipmentUploads(uploads, '2026-11-25T12:00:00.000Z');
    expect(check).toMatchObject({ ok: true });
    if (!check.ok) return;
    expect(check.report?.drives.map((d) => d.file)).toEqual(uploads.filter((u) => u.kind === 'smartctl').map((u) => u.name));
    expect(check.wipe === null).toBe(!uploads.some((u) => u.kind === 'wipe'));
  });

  it('a truncated lshw file is refused as truncated', () => {
    expect(parseLshw(BROKEN_FIXTURES.truncatedJson.text)).toEqual({ ok: false, refusal: { reason: 'truncated' } });
  });
});
