/**
 * The JavaScript one page loads, against a server that is already running (`npm run build` first):
 * `npx tsx bench/page-js.ts [base] [path] [cookie]`, e.g. `npx tsx bench/page-js.ts http://127.0.0.1:8787 /lotes/1`.
 * The lot page's target is 100 KB gzip.
 */
import { pageJavaScript } from './lib/page-js';
import { kb } from './lib/stats';

const [base = 'http://127.0.0.1:8787', path = '/lotes/1', cookie] = process.argv.slice(2);
const js = await pageJavaScript(base, path, cookie ? { headers: { Cookie: cookie } } : undefined);
console.log('%s: %s gzip (%s raw) in %d files', path, kb(js.gzip), kb(js.raw), js.files.length);
for (const f of js.files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.url}`);
