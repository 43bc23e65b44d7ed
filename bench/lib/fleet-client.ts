/** The client side of the fleet: a process forked by the benchmark, driven by its parent over IPC. */
import type { FromClient, ToClient } from './fleet-protocol';

type Message<Config> = ToClient<Config>;

/**
 * Runs `main` with the parent's messages: the config first, then whatever the script waits for with
 * `next`. The process exits when the parent goes away, on error, and after its time limit.
 */
export function serveParent<Config, Ready, Result>(
  maxLifetimeMs: number,
  main: (
    config: Config,
    io: {
      next: <T extends Message<Config>['type']>(type: T) => Promise<Extract<Message<Config>, { type: T }>>;
      ready: (ready: Ready) => void;
    },
  ) => Promise<Result>,
) {
  if (!process.send) throw new Error('a fleet client runs as a forked process');
  const send = (msg: FromClient<Ready, Result>) => new Promise<void>((resolve) => process.send!(msg, undefined, {}, () => resolve()));
  const waiting = new Map<string, (msg: Message<Config>) => void>();
  const early = new Map<string, Message<Config>>();
  process.on('message', (msg: Message<Config>) => {
    const waiter = waiting.get(msg.type);
    if (waiter) {
      waiting.delete(msg.type);
      waiter(msg);
    } else early.set(msg.type, msg);
  });
  const next = <T extends Message<Config>['type']>(type: T) =>
    new Promise<Extract<Message<Config>, { type: T }>>((resolve) => {
      const got = early.get(type);
      if (got) {
        early.delete(type);
        resolve(got as Extract<Message<Config>, { type: T }>);
      } else waiting.set(type, resolve as (msg: Message<Config>) => void);
    });
  process.on('disconnect', () => process.exit(1));
  setTimeout(() => {
    console.error(`fleet client ${process.pid}: time limit (${maxLifetimeMs} ms) reached`);
    process.exit(2);
  }, maxLifetimeMs);

  void (async () => {
    try {
      const { config } = await next('config');
      const result = await main(config, { next, ready: (ready) => void send({ type: 'ready', ready }) });
      await send({ type: 'result', result });
      process.exit(0);
    } catch (error) {
      await send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    }
  })();
}
