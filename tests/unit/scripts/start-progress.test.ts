import { describe, expect, it } from 'vitest';
import {
  appliedMigrations,
  isNoise,
  migrationLine,
  pspDevVars,
  readyBanner,
  seedLine,
  splitStartArgs,
} from '../../../scripts/lib/start-progress';

// What wrangler 4.86 prints, cut down to the lines read.
const FRESH = `Migrations to be applied:
┌───────────────┐
│ 0000_init.sql │
└───────────────┘
? About to apply 17 migration(s)
Your database may not be available to serve requests during the migration, continue?
🤖 Using fallback value in non-interactive context: yes
🚣 60 commands executed successfully.`;
const UP_TO_DATE = `Resource location: local\n\nUse --remote if you want to access the remote instance.\n\n✅ No migrations to apply!`;

describe('migration line', () => {
  it('counts the migrations wrangler applied', () => {
    expect(appliedMigrations(FRESH)).toBe(17);
    expect(migrationLine(FRESH)).toBe('Banco local: 17 migrações aplicadas');
  });

  it('says one migration in the singular', () => {
    expect(migrationLine('? About to apply 1 migration(s)')).toBe('Banco local: 1 migração aplicada');
  });

  it('says the database is up to date when there was nothing to apply', () => {
    expect(appliedMigrations(UP_TO_DATE)).toBe(0);
    expect(migrationLine(UP_TO_DATE)).toBe('Banco local: já atualizado');
  });

  it('does not invent a number when the output does not give one', () => {
    expect(appliedMigrations('something else')).toBeNull();
    expect(migrationLine('something else')).toBe('Banco local: migrações aplicadas');
  });
});

describe('seed line', () => {
  it('gives the catalogue and the time from the seed log', () => {
    const log =
      '[seed] users: 12\n[seed] lots: 0 new, 59 already there\n[seed] banners: 3; lots in the database: 59\n[seed] done in 2.4 s\n';
    expect(seedLine(log)).toBe('Dados de demonstração: 59 lotes, 3 banners (2,4 s)');
  });

  it('still says the data is ready when the log has no figures', () => {
    expect(seedLine('')).toBe('Dados de demonstração: prontos');
  });
});

describe('wrangler dev output', () => {
  it('drops the banner, its rule, blank lines and the offline request.cf note', () => {
    expect(isNoise(' ⛅️ wrangler 4.86.0 (update available 4.164.0)')).toBe(true);
    expect(isNoise('───────────────────')).toBe(true);
    expect(isNoise('')).toBe(true);
    // As wrangler 4.86 prints it offline, in four lines.
    for (const line of [
      '[wrangler:warn] Unable to fetch the `Request.cf` object! Falling back to a default placeholder...',
      'Error: getaddrinfo ENOTFOUND workers.cloudflare.com',
      '    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:122:26)',
      '    at GetAddrInfoReqWrap.callbackTrampoline (node:internal/async_hooks:130:17)',
    ])
      expect(isNoise(line), line).toBe(true);
  });

  it('drops the note that wrangler dev runs no cron (requests sweep instead)', () => {
    for (const line of [
      '▲ [WARNING] Scheduled Workers are not automatically triggered during local development.',
      '  To manually trigger a scheduled event, run:',
      '    curl "http://localhost:8807/cdn-cgi/handler/scheduled"',
      '  For more details, see https://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally',
    ])
      expect(isNoise(line), line).toBe(true);
  });

  it('keeps errors and other warnings', () => {
    expect(isNoise('✘ [ERROR] Build failed with 1 error:')).toBe(false);
    expect(isNoise('▲ [WARNING] Port 8787 is in use')).toBe(false);
    expect(isNoise('    at LotRoom.placeBid (workers/durable/lot-room/lot-room.ts:80:11)')).toBe(false);
  });
});

describe('ready banner', () => {
  it('gives the address and each demo login, aligned', () => {
    const banner = readyBanner('http://localhost:8787', [
      { role: 'administrador', email: 'admin@arremate.com.br', password: 'Arremate@2026' },
      { role: 'comprador', email: 'comprador@arremate.com.br', password: 'Comprador@2026' },
    ]);
    expect(banner.split('\n')).toEqual([
      '',
      'Arremate no ar: http://localhost:8787',
      '',
      'Contas de demonstração:',
      '  administrador  admin@arremate.com.br  Arremate@2026',
      '  comprador      comprador@arremate.com.br  Comprador@2026',
      '',
      'Ctrl+C encerra.',
    ]);
  });

  it("names the PSP simulator's page, or says payments are approved by hand without it", () => {
    const logins = [{ role: 'administrador', email: 'admin@arremate.com.br', password: 'Arremate@2026' }];
    expect(readyBanner('http://localhost:8787', logins, 'http://127.0.0.1:8790/').split('\n').slice(0, 4)).toEqual([
      '',
      'Arremate no ar: http://localhost:8787',
      'Simulador de PSP (Pix e boleto): http://127.0.0.1:8790/',
      '',
    ]);
    expect(readyBanner('http://localhost:8787', logins, null).split('\n')[2]).toBe('Pagamentos: sem PSP (aprovação manual)');
  });
});

describe("npm start's PSP flags", () => {
  it('starts the simulator on 8790 unless told another port or --no-psp, passing every other flag to wrangler', () => {
    expect(splitStartArgs(['--port', '9000'])).toEqual({ wranglerArgs: ['--port', '9000'], pspPort: '8790' });
    expect(splitStartArgs(['--psp-port', '9100', '--port', '9000'])).toEqual({ wranglerArgs: ['--port', '9000'], pspPort: '9100' });
    expect(splitStartArgs(['--psp-port=9101'])).toEqual({ wranglerArgs: [], pspPort: '9101' });
    expect(splitStartArgs(['--no-psp', '--persist-to', 'x'])).toEqual({ wranglerArgs: ['--persist-to', 'x'], pspPort: null });
  });

  it("points the Worker's PSP settings at the simulator with its default client and key, webhooks to the local site", () => {
    const flags = pspDevVars('http://127.0.0.1:8790', 'segredo', 'http://localhost:8787');
    expect(flags.filter((_, i) => i % 2 === 0).every((flag) => flag === '--var')).toBe(true);
    expect(flags.filter((_, i) => i % 2 === 1)).toEqual([
      'PSP_API_URL:http://127.0.0.1:8790/api/v2',
      'PSP_TOKEN_URL:http://127.0.0.1:8790/oauth/token',
      'PSP_BOLETO_API_URL:http://127.0.0.1:8790/boletos/v1',
      'PSP_CLIENT_ID:arremate-dev',
      'PSP_CLIENT_SECRET:arremate-dev-secret',
      'PSP_PIX_KEY:pix@arremate.com.br',
      'PSP_WEBHOOK_SECRET:segredo',
      'SITE_URL:http://localhost:8787',
    ]);
  });
});
