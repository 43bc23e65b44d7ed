/**
 * `tsx bench/lib/dev-server.ts PERSIST_DIR PORT [NAME:VALUE ...]`: the same local Worker as `wrangler dev` (wrangler's own
 * dev server: build, workerd, D1, R2 and Durable Objects under PERSIST_DIR, the vars given added), without
 * the DevTools inspector.
 * wrangler's inspector proxy posts every runtime inspector message to wrangler over a new loopback
 * connection and leaves it in CLOSE-WAIT: under a benchmark's thousands of requests it exhausts workerd's
 * 20,000 file descriptors ("Too many open files") and spends the cores being measured.
 */
import { unstable_startWorker } from 'wrangler';

const [persist, port, ...vars] = process.argv.slice(2);
if (!persist || !port) throw new Error('usage: dev-server.ts PERSIST_DIR PORT [NAME:VALUE ...]');
const bindings = Object.fromEntries(
  vars.map((v) => {
    const at = v.indexOf(':');
    return [v.slice(0, at), { type: 'plain_text' as const, value: v.slice(at + 1) }];
  }),
);
const worker = await unstable_startWorker({
  config: 'wrangler.toml',
  bindings,
  dev: { inspector: false, persist, watch: false, server: { hostname: '127.0.0.1', port: Number(port) } },
});
await worker.ready;
const stop = () => {
  void worker.dispose().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
