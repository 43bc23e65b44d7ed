/** The part of `ws` 7 (node_modules/ws, pinned in devDependencies) the benchmarks use, client and server; it ships no types. */
declare module 'ws' {
  import type { IncomingMessage } from 'node:http';

  interface ClientOptions {
    perMessageDeflate?: boolean;
    handshakeTimeout?: number;
    headers?: Record<string, string>;
  }

  class WebSocket {
    constructor(address: string, options?: ClientOptions);
    /** `protocols`: the subprotocols offered in `Sec-WebSocket-Protocol` */
    constructor(address: string, protocols: string | string[], options?: ClientOptions);
    static readonly OPEN: 1;
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'open', listener: () => void): this;
    /** text frames arrive as strings in ws 7 */
    on(event: 'message', listener: (data: string | Buffer) => void): this;
    on(event: 'close', listener: (code: number, reason: string) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'unexpected-response', listener: (request: unknown, response: IncomingMessage) => void): this;
  }
  interface ServerOptions {
    host?: string;
    port?: number;
    perMessageDeflate?: boolean;
    /** picks the subprotocol the answer selects, from those the client offered (false: none) */
    handleProtocols?: (protocols: Set<string> | string[], request: IncomingMessage) => string | false;
  }

  namespace WebSocket {
    class Server {
      constructor(options: ServerOptions, callback?: () => void);
      readonly clients: Set<WebSocket>;
      address(): { port: number; address: string };
      on(event: 'connection', listener: (socket: WebSocket, request: IncomingMessage) => void): this;
      on(event: 'listening', listener: () => void): this;
      on(event: 'error', listener: (error: Error) => void): this;
      close(callback?: () => void): void;
    }
  }
  export = WebSocket;
}
