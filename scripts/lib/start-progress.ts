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

/**
 * The closing banner: where the site is, where its payments go (the PSP simulator's page, or manual approval
 * under --no-psp), and who to sign in as. `pspUrl` undefined: a caller that does not say (no line).
 */
export function readyBanner(url: string, logins: readonly DemoLogin[], pspUrl?: string | null): string {
  const width = Math.max(...logins.map((login) => login.role.length));
  const payments =
    pspUrl === undefined ? [] : pspUrl ? [`Simulador de PSP (Pix e boleto): ${pspUrl}`] : ['Pagamentos: sem PSP (aprovação manual)'];
  return [
    '',
    `Arremate no ar: ${url}`,
    ...payments,
    '',
    'Contas de demonstração:',
    ...logins.map((login) => `  ${login.role.padEnd(width)}  ${login.email}  ${login.password}`),
    '',
    'Ctrl+C encerra.',
  ].join('\n');
}

export const PSP_SIM_DEFAULT_PORT = '8790';

export interface StartArgs {
  /** what goes on to `wrangler dev` */
  wranglerArgs: string[];
  /** the simulator's port, or null under --no-psp */
  pspPort: string | null;
}

/** `npm start`'s own flags (--no-psp, --psp-port N or --psp-port=N) taken out of the arguments for wrangler. */
export function splitStartArgs(args: readonly string[]): StartArgs {
  const wranglerArgs: string[] = [];
  let pspPort: string | null = PSP_SIM_DEFAULT_PORT;
  let psp = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--no-psp') psp = false;
    else if (arg === '--psp-port') pspPort = args[++i] ?? PSP_SIM_DEFAULT_PORT;
    else if (arg.startsWith('--psp-port=')) pspPort = arg.slice('--psp-port='.length);
    else wranglerArgs.push(arg);
  }
  return { wranglerArgs, pspPort: psp ? pspPort : null };
}

/**
 * The Worker's PSP settings pointing at the local simulator (its default credentials and key), as wrangler --var
 * flags; `siteUrl`: where the simulator delivers the webhooks (the local site).
 */
export function pspDevVars(simulatorUrl: string, webhookSecret: string, siteUrl: string): string[] {
  const vars = {
    PSP_API_URL: `${simulatorUrl}/api/v2`,
    PSP_TOKEN_URL: `${simulatorUrl}/oauth/token`,
    PSP_BOLETO_API_URL: `${simulatorUrl}/boletos/v1`,
    PSP_CLIENT_ID: 'arremate-dev',
    PSP_CLIENT_SECRET: 'arremate-dev-secret',
    PSP_PIX_KEY: 'pix@arremate.com.br',
    PSP_WEBHOOK_SECRET: webhookSecret,
    SITE_URL: siteUrl,
  };
  return Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
}
