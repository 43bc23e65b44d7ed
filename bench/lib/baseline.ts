/**
 * A baseline commit measured in the same run as this checkout (`--baseline REF`): a temporary `git worktree` of
 * REF (node_modules linked, `npm run build` there), its own copy of the seeded state and its own `wrangler dev`
 * (without the inspector) on another port. Both servers then answer from the same seeded state, on the same
 * machine, at the same time, so that their figures compare as a ratio.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { git } from './machine';
import { benchStateDir, startBenchServer, type BenchServer } from './server';

export class Baseline {
  /** the commit REF names (full) */
  readonly commit: string;
  /** where REF is checked out, for the run */
  readonly tree = path.join(tmpdir(), `arremate-baseline-${process.pid}`);
  /** the baseline's copy of the seeded state */
  readonly stateDir: string;
  private checkedOut = false;
  private server: BenchServer | null = null;

  /**
   * REF resolved at once (a ref git does not know fails before anything is seeded); `name`: the baseline state's
   * directory (emptied first).
   */
  constructor(
    readonly ref: string,
    name: string,
  ) {
    this.commit = git('rev-parse', '--verify', `${ref}^{commit}`);
    this.stateDir = path.resolve(benchStateDir(name, { fresh: true }));
  }

  /** `REF (abc123def)`, for a report's heading. */
  get label(): string {
    return `${this.ref} (${this.commit.slice(0, 9)})`;
  }

  /**
   * Copies `seededStateDir` (seeded, before any server has run on it) as the baseline's state, then checks REF
   * out and builds it.
   */
  prepare(seededStateDir: string): void {
    cpSync(seededStateDir, this.stateDir, { recursive: true });
    console.log(`Baseline ${this.label}: state copied to ${this.stateDir}, checkout in ${this.tree}`);
    git('worktree', 'add', '--detach', this.tree, this.commit);
    this.checkedOut = true;
    symlinkSync(realpathSync('node_modules'), path.join(this.tree, 'node_modules'));
    execFileSync('npm', ['run', 'build'], { cwd: this.tree, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  /** The baseline's `wrangler dev` on `port`, on its copy of the state (after `prepare`). */
  async start(port: number): Promise<BenchServer> {
    this.server = await startBenchServer({ port, persistTo: this.stateDir, lots: 0, seed: false, inspector: false, cwd: this.tree });
    return this.server;
  }

  /** Stops the baseline's server and removes its checkout and its state. */
  async remove(): Promise<void> {
    await this.server?.stop();
    this.server = null;
    if (this.checkedOut) git('worktree', 'remove', '--force', this.tree);
    this.checkedOut = false;
    rmSync(this.stateDir, { recursive: true, force: true });
  }
}
