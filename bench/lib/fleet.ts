/**
 * The benchmark's load clients run in processes of their own (forked, driven over IPC), so that the
 * parent's bookkeeping never delays a client and clients do not share one event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromClient, ToClient } from './fleet-protocol';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export class FleetClient<Config, Ready, Result> {
  readonly ready: Promise<Ready>;
  readonly result: Promise<Result>;
  private readonly child: ChildProcess;

  /** `script` is a module next to this one (e.g. './bidder-process.ts') that calls `serveParent`. */
  constructor(
    script: string,
    readonly label: string,
    config: Config,
  ) {
    // The parent runs under tsx: its loader flags (execArgv) are inherited, so the script may be TypeScript.
    this.child = fork(fileURLToPath(new URL(script, import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    running.add(this.child);
    let settleReady!: [(r: Ready) => void, (e: Error) => void];
    let settleResult!: [(r: Result) => void, (e: Error) => void];
    this.ready = new Promise((resolve, reject) => (settleReady = [resolve, reject]));
    this.result = new Promise((resolve, reject) => (settleResult = [resolve, reject]));
    // Whoever awaits them sees the error; nobody awaiting is not a crash.
    this.ready.catch(() => {});
    this.result.catch(() => {});
    this.child.on('message', (msg: FromClient<Ready, Result>) => {
      if (msg.type === 'ready') settleReady[0](msg.ready);
      else if (msg.type === 'result') settleResult[0](msg.result);
      else {
        const error = new Error(`${label}: ${msg.message}`);
        settleReady[1](error);
        settleResult[1](error);
      }
    });
    this.child.on('exit', (code, signal) => {
      running.delete(this.child);
      const error = new Error(`${label} exited (${signal ?? code}) before it answered`);
      settleReady[1](error);
      settleResult[1](error);
    });
    this.send({ type: 'config', config });
  }

  send(msg: ToClient<Config>) {
    if (this.child.connected) this.child.send(msg);
  }

  kill() {
    this.child.kill('SIGKILL');
  }
}

/** Every client's `ready`, failing as soon as one fails. */
export const allReady = <R>(clients: { ready: Promise<R> }[]) => Promise.all(clients.map((c) => c.ready));
export const allResults = <R>(clients: { result: Promise<R> }[]) => Promise.all(clients.map((c) => c.result));
