import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePushSettings } from '~/server/notifications/push-settings.server';
import { ensureDevVapidKeys } from '../../../scripts/lib/dev-vapid-keys';

const varsOf = (text: string) =>
  Object.fromEntries([...text.matchAll(/^(\w+)="([^"]*)"$/gm)].map((m) => [m[1]!, m[2]!])) as Record<string, string>;

describe('development VAPID keys in .dev.vars', () => {
  it('are made once when missing, keeping what the file had, and are keys the settings accept', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vapid-')), '.dev.vars');
    writeFileSync(file, 'OTHER="kept"');
    expect(await ensureDevVapidKeys(file)).toBe(true);
    const first = readFileSync(file, 'utf8');
    expect(first).toMatch(/^OTHER="kept"\n/);
    expect(parsePushSettings(varsOf(first))).toMatchObject({ subject: 'mailto:dev@arremate.com.br' });
    expect(await ensureDevVapidKeys(file)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(first);
  });
});
