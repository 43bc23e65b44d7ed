/**
 * What `npm start` prints (scripts/start.ts): one line per step, then the address and the demo logins, instead
 * of wrangler's tables and the runtime's warnings. Pure functions over the tools' captured output.
 */

/** How many migrations `wrangler d1 migrations apply` applied, from its output; null when it does not say. */
export function appliedMigrations(output: string): number | null {
  if (/No migrations to apply/i.test(output)) return 0;
  const about = /About to apply (\d+) migration/i.exec(output);
  return about ? Number(about[1]) : null;
}

export function migrationLine(output: string): string {
  const applied = appliedMigrations(output);
  if (applied === 0) return 'Banco local: já atualizado';
  if (applied === null) return 'Banco local: migrações aplicadas';
  return `Banco local: ${applied} ${applied === 1 ? 'migração aplicada' : 'migrações aplicadas'}`;
}

/** The seed's summary, from its log (`[seed] banners: 3; lots in the database: 59`, `[seed] done in 2.1 s`). */
export function seedLine(output: string): string {
  const catalogue = /banners: (\d+); lots in the database: (\d+)/.exec(output);
  const seconds = /done in ([\d.]+) s/.exec(output);
  const what = catalogue ? `${catalogue[2]} lotes, ${catalogue[1]} banners` : 'prontos';
  return `Dados de demonstração: ${what}${seconds?.[1] ? ` (${seconds[1].replace('.', ',')} s)` : ''}`;
}

/**
 * Lines of `wrangler dev` that say nothing to someone starting the site: the version banner and its
 * underline, the note that it cannot reach Cloudflare for `request.cf` (offline) with its error and stack,
 * blank lines.
 */
const NOISE = [
  /^\s*$/,
  /^\s*⛅️ wrangler /,
  /^\s*─+\s*$/,
  /Unable to fetch the `?Request\.cf`? object/,
  /getaddrinfo ENOTFOUND workers\.cloudflare\.com/,
  /^\s+at (?:GetAddrInfoReqWrap|.*node:internal\/async_hooks|.*node:dns)/,
  // wrangler dev runs no cron: locally, requests sweep instead (README, "The back office")
  /Scheduled Workers are not automatically triggered during local development/,
  /To manually trigger a scheduled event, run:/,
  /curl "http:\/\/localhost:\d+\/cdn-cgi\/handler\/scheduled"/,
  /For more details, see .*cron-triggers/,
];

export const isNoise = (line: string) => NOISE.some((pattern) => pattern.test(line));

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/** The closing banner: where the site is, and who to sign in as. */
export function readyBanner(url: string, logins: readonly DemoLogin[]): string {
  const width = Math.max(...logins.map((login) => login.role.length));
  return [
    '',
    `Arremate no ar: ${url}`,
    '',
    'Contas de demonstração:',
    ...logins.map((login) => `  ${login.role.padEnd(width)}  ${login.email}  ${login.password}`),
    '',
    'Ctrl+C encerra.',
  ].join('\n');
}
