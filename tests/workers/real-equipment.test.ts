/**
 * Real machines' files through the real Worker, D1 and R2: a soldered-memory laptop's `lshw -json` with a battery
 * that reports charge (µAh), and the misprinted JSON of an older lshw with a fuel gauge that gives no design
 * capacity, attached by an administrator (PUT /api/auctions/{id}/hardware-report) and read back as everyone
 * reads them: the sheet's API, the lot page, the catalogue's columns.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentUpload } from '~/domain/equipment/equipment-upload';
import { REAL_BATTERIES, REAL_LSHW } from '../fixtures/hardware/real';
import { call, get, insertLot, signedInUser, type Member } from './fixtures';

let admin: Member;

beforeAll(async () => {
  admin = await signedInUser({ admin: true });
});

const named = ({ name, text }: EquipmentUpload) => ({ name, text });

async function attached(lshw: EquipmentUpload, battery: EquipmentUpload) {
  const lot = await insertLot({ title: lshw.name });
  const res = await call(`/api/auctions/${lot.id}/hardware-report`, {
    method: 'PUT',
    token: admin.token,
    body: { lshw: named(lshw), smartctl: [], battery: named(battery) },
  });
  expect(res.status, res.text).toBe(200);
  return lot.id;
}

describe('real machines attached through the API', () => {
  it('the ThinkPad X1 Carbon 5th with a charge-unit battery: the sheet names it, says its soldered memory and its battery', async () => {
    const id = await attached(REAL_LSHW.thinkpadX1Carbon5th, REAL_BATTERIES.thinkpad42t4865);

    const sheet = await call(`/api/auctions/${id}/hardware-report`);
    expect(sheet.status).toBe(200);
    expect(sheet.json.data).toMatchObject({
      system: { vendor: 'Lenovo', model: 'ThinkPad X1 Carbon 5th', chassis: 'notebook' },
      cpus: [{ model: 'Intel Core i7-7500U CPU @ 2.70GHz', cores: 2, threads: 4 }],
      memory: {
        total_bytes: 17_045_651_456,
        modules: [
          { size_bytes: null, type: 'LPDDR3', speed_mhz: 1867, soldered: true },
          { size_bytes: null, type: 'LPDDR3', speed_mhz: 1867, soldered: true },
        ],
      },
      battery: { health_percent: 32, cycle_count: null },
    });

    const page = await (await get(`/lotes/${id}`)).text();
    const html = page.slice(
      page.indexOf('data-testid="verified-sheet"'),
      page.indexOf('</section>', page.indexOf('data-testid="verified-sheet"')),
    );
    for (const text of ['Lenovo ThinkPad X1 Carbon 5th', 'Notebook', '16 GB', 'LPDDR3 1867 MHz (soldada)', '32% da capacidade original']) {
      expect(html, text).toContain(text);
    }
    for (const lshwWords of ['Row of chips', 'LENOVO_MT_20HR', 'Synchronous', '[empty]']) {
      expect(html, lshwWords).not.toContain(lshwWords);
      expect(sheet.text, lshwWords).not.toContain(lshwWords);
    }

    const lot = await call(`/api/auctions/${id}`);
    expect(lot.json.data).toMatchObject({ memory_gb: 16, battery_health: 32 });
  });

  it('the misprinted lshw 02.18 output with a fuel gauge that gives no design capacity: accepted, the health unknown', async () => {
    const id = await attached(REAL_LSHW.qemuLshwB0218, REAL_BATTERIES.axp288);

    const sheet = await call(`/api/auctions/${id}/hardware-report`);
    expect(sheet.json.data).toMatchObject({
      system: { vendor: 'QEMU', model: 'Standard PC (i440FX + PIIX, 1996)', serial: null, chassis: null },
      memory: { total_bytes: 4 * 1024 ** 3 },
      battery: { health_percent: null },
    });
    expect(await (await get(`/lotes/${id}`)).text()).toContain('Capacidade não informada pela bateria');
    expect((await call(`/api/auctions/${id}`)).json.data).toMatchObject({ memory_gb: 4, battery_health: null });
  });
});
