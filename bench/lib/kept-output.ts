/**
 * A benchmark's raw output kept under bench/results/ (outside git) as well as printed: a figure a decision
 * record or a closing note cites can be found again, with the machine it ran on (bench/lib/machine.ts).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { machineLine, shortCommit } from './machine';

/**
 * From now on, everything this process prints also goes to bench/results/NAME-YYYYMMDD-COMMIT-HHMMSS.txt (UTC),
 * which starts with the machine's line and the file's own path. Every benchmark calls it first.
 */
export function keepOutput(name: string): string {
  mkdirSync('bench/results', { recursive: true });
  const [date, time] = new Date().toISOString().replace(/[-:]/g, '').split('T') as [string, string];
  const file = `bench/results/${name}-${date}-${shortCommit()}-${time.slice(0, 6)}.txt`;
  const kept = createWriteStream(file);
  const print = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array, ...rest: never[]) => {
    kept.write(chunk);
    return print(chunk, ...rest);
  };
  console.log(machineLine());
  console.log(`Raw output kept in ${file}`);
  return file;
}
