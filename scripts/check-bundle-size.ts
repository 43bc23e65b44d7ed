/**
 * `npm run check:bundle`: bundles the Worker as `wrangler deploy` would (`--dry-run`, offline, from the build
 * already in build/), prints its gzip size and fails over the limit (scripts/lib/bundle-size.ts). wrangler.toml's
 * `[build]` is left out of the copy of the config it reads, so that the app is not built a second time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleVerdict, gzipBytes, isUploadedModule } from './lib/bundle-size';

const outdir = mkdtempSync(path.join(tmpdir(), 'arremate-bundle-'));
// Beside wrangler.toml, so that its relative paths (main, assets, migrations) still hold.
const config = '.bundle-check.wrangler.toml';
writeFileSync(config, readFileSync('wrangler.toml', 'utf8').replace(/^\[build\]\n(?:(?!\[).*\n)*/m, ''));
try {
  const run = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--config', config, '--outdir', outdir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}`);
    console.error('worker bundle: wrangler deploy --dry-run failed');
    process.exit(run.status ?? 1);
  }
  const modules = readdirSync(outdir).filter(isUploadedModule);
  const { ok, line } = bundleVerdict(gzipBytes(modules.map((name) => readFileSync(path.join(outdir, name)))));
  if (ok) console.log(line);
  else {
    console.error(line);
    process.exitCode = 1;
  }
} finally {
  rmSync(config, { force: true });
  rmSync(outdir, { recursive: true, force: true });
}
