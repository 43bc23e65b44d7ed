/**
 * `npm run check:bundle`: bundles the Worker as `wrangler deploy` would (`--dry-run`, offline, from the build
 * already in build/), prints its gzip size and fails over the limit (scripts/lib/bundle-size.ts). wrangler.toml's
 * `[build]` is left out of the copy of the config it reads, so that the app is not built a second time. Then the
 * same for the pages' shell chunk (build/client/assets/shell-*.js).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleVerdict, gzipBytes, isShellChunk, isUploadedModule, shellVerdict } from './lib/bundle-size';

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

const assets = path.join('build', 'client', 'assets');
const shells = readdirSync(assets).filter(isShellChunk);
if (shells.length !== 1) {
  console.error(`page shell: expected one shell chunk in ${assets}, found ${shells.length}`);
  process.exitCode = 1;
} else {
  const shell = shellVerdict(gzipBytes([readFileSync(path.join(assets, shells[0]!))]));
  if (shell.ok) console.log(shell.line);
  else {
    console.error(shell.line);
    process.exitCode = 1;
  }
}
