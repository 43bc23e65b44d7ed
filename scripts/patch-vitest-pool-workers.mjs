/**
 * The Workers test pool (@cloudflare/vitest-pool-workers 0.15.1, the last that runs on wrangler 4.86.0's runtime,
 * see TOOLCHAIN) can stop a test file from ever finishing: a console line written by a Durable Object after
 * its input gate broke (a test aborts every object, or makes an alarm throw) is re-sent through the runner
 * object, which can never happen, and vitest waits for that line for ever (cloudflare/workers-sdk#14180; fixed
 * upstream in 0.18.6, which needs a newer runtime). This holds such lines back and sends them with the
 * runner's next message instead. Run after every install (postinstall); it refuses a pool it does not know.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MARK = '/* arremate: console lines of broken objects wait for the runner */';

const before = `		poolSocket.accept();
		init({
			post: (response) => {
				try {
					poolSocket.send(structuredSerializableStringify(response));
				} catch (error) {
					if (isDifferentIOContextError(error)) registerHandlerAndGlobalWaitUntil(`;

const after = `		poolSocket.accept();
		${MARK}
		const heldConsoleLines = [];
		init({
			post: (response) => {
				try {
					while (heldConsoleLines.length > 0) {
						poolSocket.send(structuredSerializableStringify(heldConsoleLines[0]));
						heldConsoleLines.shift();
					}
					poolSocket.send(structuredSerializableStringify(response));
				} catch (error) {
					if (isDifferentIOContextError(error) && response?.m === "onUserConsoleLog") heldConsoleLines.push(response);
					else if (isDifferentIOContextError(error)) registerHandlerAndGlobalWaitUntil(`;

const file = fileURLToPath(new URL('../node_modules/@cloudflare/vitest-pool-workers/dist/worker/index.mjs', import.meta.url));
const source = readFileSync(file, 'utf8');
if (source.includes(MARK)) process.exit(0);
if (!source.includes(before)) {
  console.error(`patch-vitest-pool-workers: ${file} is not the pool this patch knows (0.15.1); check the patch against it.`);
  process.exit(1);
}
writeFileSync(file, source.replace(before, after));
console.log('patch-vitest-pool-workers: console lines of broken Durable Objects now wait for the runner.');
