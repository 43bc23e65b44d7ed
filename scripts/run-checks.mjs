/**
 * `npm test`'s first part: the checks that read the code without running it, in two lanes at once. ESLint and the
 * rest (types, files, bundle size, formatting, then the unit tests) each keep one of the machine's two cores busy
 * instead of waiting for each other; run one after the other they took as long again. Each lane's output is held
 * and printed whole when the lane ends, with the time each step took; the run fails if any step failed, after
 * both lanes have ended.
 */
import { spawn } from 'node:child_process';

/** The npm scripts of each lane, run in order; a lane stops at its first failure. */
const LANES = [['lint'], ['typecheck', 'check:files', 'check:bundle', 'format:check', 'test:unit']];

/** Runs one npm script, its output collected; resolves to its exit code. */
function runScript(name, output) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a lane's scripts in order; prints its output when it ends; resolves to whether every script passed. */
async function runLane(scripts) {
  const output = [];
  let passed = true;
  for (const name of scripts) {
    const started = Date.now();
    output.push(Buffer.from(`\n> npm run ${name}\n`));
    const code = await runScript(name, output);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    output.push(Buffer.from(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s${code === 0 ? '' : `, exit ${code}`})\n`));
    if (code !== 0) {
      passed = false;
      break;
    }
  }
  process.stdout.write(Buffer.concat(output));
  return passed;
}

const results = await Promise.all(LANES.map(runLane));
if (results.includes(false)) {
  console.error('\nChecks failed: see the step marked ✗ above.');
  process.exit(1);
}
