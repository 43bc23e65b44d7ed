/** What the benchmark and its floor server (floor-process.ts) say to each other over IPC. */

export interface FloorConfig {
  /** the text of a real lot socket's snapshot (an `auction_update`): the floor's updates have its fields and size */
  snapshot: string;
}

export interface FloorReady {
  /** the port the floor listens on, on 127.0.0.1 */
  port: number;
}

export interface FloorResult {
  /** updates broadcast (accepted bids) */
  updates: number;
  /** update messages handed to sockets */
  delivered: number;
  /** sockets accepted over the floor's life */
  connections: number;
  /** sockets open at the end */
  sockets: number;
  /** the floor process's CPU from 'go' to 'finish' */
  cpuMs: number;
}
