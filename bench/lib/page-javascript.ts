/** How much JavaScript a page makes the browser load, measured as gzip level 9 of each file. */
import { gzipSync } from 'node:zlib';

export const gzipSize = (body: Uint8Array) => gzipSync(body, { level: 9 }).length;

/** Every script a page's HTML names: module scripts, modulepreloads and inline imports (`headers`: e.g. a session cookie). */
export async function pageJavaScript(base: string, path: string, headers?: Record<string, string>) {
  const html = await (await fetch(new URL(path, base), { headers })).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(m[1]!);
  let raw = 0;
  let gzip = 0;
  const files: { url: string; gzip: number }[] = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    const size = gzipSize(body);
    raw += body.length;
    gzip += size;
    files.push({ url, gzip: size });
  }
  return { raw, gzip, files: files.sort((a, b) => b.gzip - a.gzip) };
}
