/**
 * The floor server of the live-lot benchmark (bench/floor/floor-process.ts), started for one part and
 * stopped after it: a lot socket's snapshot taken from our server gives its updates the same fields.
 */
import { FleetClient } from '../lib/fleet';
import { lotSocketUrl, openLotSocket } from '../lib/lot-socket';
import type { FloorConfig, FloorReady, FloorResult } from './floor-protocol';

export class Floor {
  private constructor(
    private readonly client: FleetClient<FloorConfig, FloorReady, FloorResult>,
    /** http://127.0.0.1:port, where the lot socket's path is served */
    readonly baseUrl: string,
  ) {}

  /** Starts the floor with the snapshot a member's socket on `lotId` gets from `serverUrl`. */
  static async start(serverUrl: string, lotId: number, token: string): Promise<Floor> {
    const snapshot = await firstMessage(lotSocketUrl(serverUrl, lotId), token);
    const client = new FleetClient<FloorConfig, FloorReady, FloorResult>('../floor/floor-process.ts', 'floor server', { snapshot });
    const { port } = await client.ready;
    return new Floor(client, `http://127.0.0.1:${port}`);
  }

  /** The timed part begins: the floor counts its CPU from now. */
  go() {
    this.client.send({ type: 'go' });
  }

  /** The part is over: the floor's counts, and the process stopped. */
  async finish(): Promise<FloorResult> {
    this.client.send({ type: 'finish', expectedUpdates: 0 });
    try {
      return await this.client.result;
    } finally {
      this.client.kill();
    }
  }

  kill() {
    this.client.kill();
  }
}

function firstMessage(socketUrl: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = openLotSocket(socketUrl, token);
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`no snapshot from ${socketUrl}`));
    }, 15_000);
    ws.on('message', (data) => {
      clearTimeout(timer);
      ws.close();
      resolve(String(data));
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
