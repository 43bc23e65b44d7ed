/**
 * The Worker's size as Cloudflare counts it: the gzip of the modules `wrangler deploy` uploads (source maps and
 * wrangler's README left out). 3 MiB is the limit on the Workers Free plan (10 MiB on Paid): staying under it
 * keeps the site deployable on either, and a jump in size shows in the test run.
 */
import { gzipSync } from 'node:zlib';

export const WORKER_GZIP_LIMIT_BYTES = 3 * 1024 * 1024;

/** Whether a file of wrangler's output directory is part of the upload. */
export const isUploadedModule = (name: string) => !name.endsWith('.map') && name !== 'README.md';

export const gzipBytes = (contents: readonly Uint8Array[]) => contents.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function bundleVerdict(bytes: number, limit = WORKER_GZIP_LIMIT_BYTES): { ok: boolean; line: string } {
  const ok = bytes <= limit;
  const line = `worker bundle: ${kib(bytes)} gzip (limit ${kib(limit)})${ok ? '' : ': over the limit, Cloudflare would refuse it'}`;
  return { ok, line };
}

/**
 * The chunk every page loads (vite.config.ts, `appShellChunk`): React, Remix and what the root imports. Its
 * gzip is held to 100 KiB so that a package index imported at the root (which once put every react-aria
 * component in it: 225 KiB) fails the test run instead of slowing every page on a phone.
 */
export const SHELL_GZIP_LIMIT_BYTES = 100 * 1024;

/** Whether a file of the client build is the shell chunk. */
export const isShellChunk = (name: string) => /^shell-[\w-]+\.js$/.test(name);

export function shellVerdict(bytes: number, limit = SHELL_GZIP_LIMIT_BYTES): { ok: boolean; line: string } {
  const ok = bytes <= limit;
  const line = `page shell: ${kib(bytes)} gzip (limit ${kib(limit)})${ok ? '' : ': over the limit, every page would load it'}`;
  return { ok, line };
}
