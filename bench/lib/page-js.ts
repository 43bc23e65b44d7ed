/** The gzip size of every script a page makes the browser load: module scripts, modulepreloads and inline imports. */
import { gzipSync } from 'node:zlib';

export interface PageJavaScript {
  raw: number;
  gzip: number;
  files: { url: string; gzip: number }[];
}

export async function pageJavaScript(base: string, path: string, init?: RequestInit): Promise<PageJavaScript> {
  const html = await (await fetch(new URL(path, base), init)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(m[1]!);
  let raw = 0;
  let gzip = 0;
  const files: { url: string; gzip: number }[] = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += size;
    files.push({ url, gzip: size });
  }
  return { raw, gzip, files: files.sort((a, b) => b.gzip - a.gzip) };
}
