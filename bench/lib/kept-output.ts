/**
 * A benchmark's raw output kept under bench/results/ (outside git) as well as printed: a figure a decision
 * record or a closing note cites can be found again, with the machine it ran on (bench/lib/machine.ts).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { shortCommit } from './machine';

/** From now on, everything this process prints also goes to bench/results/NAME-DATE-COMMIT-TIME.txt; returns the path. */
export function keepOutput(name: string): string {
  mkdirSync('bench/results', { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, '').slice(0, 15);
  const file = `bench/results/${name}-${stamp.slice(0, 8)}-${shortCommit()}-${stamp.slice(9)}.txt`;
  const kept = createWriteStream(file);
  const print = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array, ...rest: never[]) => {
    kept.write(chunk);
    return print(chunk, ...rest);
  };
  console.log(`Raw output kept in ${file}`);
  return file;
}
