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
