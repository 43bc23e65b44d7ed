import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  bundleVerdict,
  gzipBytes,
  isShellChunk,
  isUploadedModule,
  SHELL_GZIP_LIMIT_BYTES,
  shellVerdict,
  WORKER_GZIP_LIMIT_BYTES,
} from '../../../scripts/lib/bundle-size';

describe('worker bundle size', () => {
  it('is limited to 3 MiB of gzip, the Workers Free plan limit', () => {
    expect(WORKER_GZIP_LIMIT_BYTES).toBe(3_145_728);
  });

  it('passes at the limit and says the size in KiB', () => {
    expect(bundleVerdict(1_129_131)).toEqual({ ok: true, line: 'worker bundle: 1102.7 KiB gzip (limit 3072.0 KiB)' });
    expect(bundleVerdict(WORKER_GZIP_LIMIT_BYTES).ok).toBe(true);
  });

  it('fails one byte over the limit, saying so', () => {
    expect(bundleVerdict(WORKER_GZIP_LIMIT_BYTES + 1)).toEqual({
      ok: false,
      line: 'worker bundle: 3072.0 KiB gzip (limit 3072.0 KiB): over the limit, Cloudflare would refuse it',
    });
  });

  it('counts the uploaded modules, not the source maps nor wrangler’s README', () => {
    expect(['app.js', 'app.js.map', 'README.md', 'chunk.wasm'].filter(isUploadedModule)).toEqual(['app.js', 'chunk.wasm']);
  });

  it('adds up the gzip size of each module', () => {
    const a = new TextEncoder().encode('a'.repeat(10_000));
    const b = new TextEncoder().encode('lote '.repeat(500));
    expect(gzipBytes([a, b])).toBe(gzipSync(a).length + gzipSync(b).length);
  });
});

describe('the pages shell chunk', () => {
  it('is found by its name among the client assets', () => {
    expect(['shell-FxlV2925.js', 'route-rdfeQJZO.js', 'shell-FxlV2925.css', 'zod-C2_Voya3.js'].filter(isShellChunk)).toEqual([
      'shell-FxlV2925.js',
    ]);
  });

  it('passes at 100 KiB of gzip and fails one byte over, saying every page would load it', () => {
    expect(shellVerdict(91_500)).toEqual({ ok: true, line: 'page shell: 89.4 KiB gzip (limit 100.0 KiB)' });
    expect(shellVerdict(SHELL_GZIP_LIMIT_BYTES).ok).toBe(true);
    expect(shellVerdict(SHELL_GZIP_LIMIT_BYTES + 1)).toEqual({
      ok: false,
      line: 'page shell: 100.0 KiB gzip (limit 100.0 KiB): over the limit, every page would load it',
    });
  });
});
