import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import lotOutcomesMigration from '../../migrations/0014_lot_outcomes.sql?raw';
import categoriesMigration from '../../migrations/0016_managed_categories.sql?raw';
import { insertBid, insertLot, insertUser } from './fixtures';

const TABLES = [
  'users',
  'sessions',
  'refresh_tokens',
  'password_reset_tokens',
  'totp_secrets',
  'backup_codes',
  'passkeys',
  'auth_challenges',
  'rate_limits',
  'categories',
  'lots',
  'lot_images',
  'bids',
  'auto_bids',
  'favorites',
  'banners',
  'payments',
  'withdrawal_requests',
  'pickup_appointments',
  'notification_settings',
  'notifications',
  'auction_templates',
  'auction_schedules',
  'mail_outbox',
  'audit_log',
  'push_subscriptions',
];

describe('migrations applied to an empty D1', () => {
  it('create every table of the data model', async () => {
    const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table'").all<{ name: string }>();
    const names = results.map((r) => r.name);
    for (const table of TABLES) expect(names).toContain(table);
  });

  it('keep the bid mirror append-only: a bid can be neither edited nor deleted', async () => {
    const user = await insertUser();
    const lot = await insertLot();
    await insertBid(lot.id, user.id, 1, 101_000);
    await expect(env.DB.prepare('update bids set amount_cents = 1 where lot_id = ?').bind(lot.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('delete from bids where lot_id = ?').bind(lot.id).run()).rejects.toThrow(/append-only/);
    const row = await env.DB.prepare('select amount_cents from bids where lot_id = ?').bind(lot.id).first<{ amount_cents: number }>();
    expect(row?.amount_cents).toBe(101_000);
  });

  it('refuse a second bid with the same sequence number on a lot', async () => {
    const user = await insertUser();
    const lot = await insertLot();
    await insertBid(lot.id, user.id, 1, 101_000);
    await expect(insertBid(lot.id, user.id, 1, 102_000)).rejects.toThrow();
  });

  it('give lots closed before outcomes existed theirs: sold with bids, no_bids without, the others untouched', async () => {
    const user = await insertUser();
    const sold = await insertLot({ status: 'closed', bidCount: 1, topBidUserId: user.id });
    const empty = await insertLot({ status: 'closed' });
    const running = await insertLot();
    const ids = [sold.id, empty.id, running.id];
    await env.DB.prepare(`update lots set outcome = null where id in (${ids.join(',')})`).run();
    await env.DB.prepare(lotOutcomesMigration).run();
    const { results } = await env.DB.prepare(`select id, outcome from lots where id in (${ids.join(',')}) order by id`).all();
    expect(results).toEqual([
      { id: sold.id, outcome: 'sold' },
      { id: empty.id, outcome: 'no_bids' },
      { id: running.id, outcome: null },
    ]);
  });

  it('keep the audit log append-only', async () => {
    await env.DB.prepare("insert into audit_log (action, target_type, target_id) values ('user.approve', 'user', '1')").run();
    await expect(env.DB.prepare('update audit_log set action = ?').bind('x').run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('delete from audit_log').run()).rejects.toThrow(/append-only/);
  });

  it('let an audit entry lose its address (erasure) and nothing else', async () => {
    const { meta } = await env.DB.prepare(
      "insert into audit_log (action, target_type, target_id, ip) values ('user.register', 'user', '7', '198.51.100.7')",
    ).run();
    const id = meta.last_row_id;
    await expect(env.DB.prepare('update audit_log set ip = ?, action = ? where id = ?').bind(null, 'x', id).run()).rejects.toThrow(
      /append-only/,
    );
    await expect(env.DB.prepare('update audit_log set ip = ? where id = ?').bind('203.0.113.1', id).run()).rejects.toThrow(/append-only/);
    await env.DB.prepare('update audit_log set ip = null where id = ?').bind(id).run();
    expect(await env.DB.prepare('select action, target_id, ip from audit_log where id = ?').bind(id).first()).toEqual({
      action: 'user.register',
      target_id: '7',
      ip: null,
    });
  });

  it('give a house the nine catalogue categories, then every other name its lots, schedules and templates had, which take the list’s spelling', async () => {
    const lower = await insertLot({ category: 'redes' });
    const printers = await insertLot({ category: 'Impressoras' });
    const spaced = await insertLot({ category: ' impressoras ' });
    await env.DB.prepare(
      "insert into auction_templates (name, template_category, template_condition) values ('Fitas', 'Fitas LTO', 'Novo')",
    ).run();
    await env.DB.prepare('delete from categories').run();
    const dataStatements = categoriesMigration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => /^(INSERT|UPDATE)/.test(statement));
    for (const statement of dataStatements) await env.DB.prepare(statement).run();

    const { results } = await env.DB.prepare('select name from categories order by position').all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual([
      'Notebooks',
      'Desktops',
      'Monitores',
      'Servidores',
      'Redes',
      'Periféricos',
      'Componentes',
      'Celulares e Tablets',
      'Outros',
      'Fitas LTO',
      'Impressoras',
    ]);
    const categoryOf = async (id: number) =>
      (await env.DB.prepare('select category from lots where id = ?').bind(id).first<{ category: string }>())!.category;
    expect([await categoryOf(lower.id), await categoryOf(printers.id), await categoryOf(spaced.id)]).toEqual([
      'Redes',
      'Impressoras',
      'Impressoras',
    ]);
  });

  it('refuse two accounts with the same e-mail, CPF or CNPJ', async () => {
    await insertUser({ email: 'dup@example.com', cpf: '52998224725' });
    await expect(insertUser({ email: 'dup@example.com' })).rejects.toThrow();
    await expect(insertUser({ cpf: '52998224725' })).rejects.toThrow();
  });
});
