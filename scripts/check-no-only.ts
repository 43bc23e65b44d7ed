// Fails when a tracked test file focuses a test (`.only`): CI would run it alone and pass on what it skipped.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { focusedTests, isTestFile } from './lib/focused-tests';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(isTestFile);
const focused = tracked.flatMap((path) => {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return []; // deleted in the working tree
  }
  return focusedTests(source).map(({ line, text }) => `${path}:${line}: ${text}`);
});

if (focused.length > 0) {
  for (const place of focused) console.error(place);
  console.error('Focused tests (.only) found: remove the .only before committing.');
  process.exit(1);
}
console.log(`focused tests: none among ${tracked.length} test files`);
