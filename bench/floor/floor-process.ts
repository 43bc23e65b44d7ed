/**
 * The floor: the least a server can do for the live-lot benchmark's watchers and bidders, on Node and the
 * `ws` package, in a process of its own (as workerd is). It speaks just enough of the lot socket's protocol
 * (app/schemas/live.ts) for the same client processes: every socket gets the lot's snapshot on connect; a
 * `bid` R$ 10 or more over the price is accepted (`bid_result` 201 to its bidder, with the bid and the lot),
 * anything lower refused as `too_low`; then the update goes to every socket, serialised once. No session, no
 * storage, no rules past the increment: what is left is the handshakes and the sends, the physical limit of
 * this machine for this work, which our server's figures are divided by.
 */
import WebSocket from 'ws';
import { minimumBidCents } from '~/domain/bid-rules';
import { reaisToNearestCents } from '~/domain/money';
import { serveParent } from '../lib/fleet-client';
import type { FloorConfig, FloorReady, FloorResult } from './floor-protocol';

const SOCKET_PROTOCOL = 'arremate';

interface BidFrame {
  type?: string;
  amount?: number;
  key?: string;
}

serveParent<FloorConfig, FloorReady, FloorResult>(60 * 60_000, async (config, { next, ready }) => {
  const snapshot = JSON.parse(config.snapshot) as {
    seq: number;
    data: Record<string, unknown> & { current_price: number; bid_count: number };
  };
  let lot = snapshot.data;
  let seq = snapshot.seq;
  let priceCents = reaisToNearestCents(lot.current_price);
  let updates = 0;
  let delivered = 0;
  let connections = 0;

  const server = new WebSocket.Server({
    host: '127.0.0.1',
    port: 0,
    perMessageDeflate: false,
    // The answer selects 'arremate' when offered, as the Worker does; credentials offered beside it are ignored.
    handleProtocols: (offered) => ([...offered].includes(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false),
  });
  await new Promise<void>((resolve) => server.on('listening', () => resolve()));

  const message = (type: string) => JSON.stringify({ type, seq, server_time: Date.now(), data: lot });

  server.on('connection', (ws) => {
    connections++;
    ws.send(message('auction_update'));
    ws.on('message', (data) => {
      let frame: BidFrame;
      try {
        frame = JSON.parse(String(data)) as BidFrame;
      } catch {
        return;
      }
      if (frame.type !== 'bid' || typeof frame.amount !== 'number' || typeof frame.key !== 'string') return;
      const amountCents = reaisToNearestCents(frame.amount);
      if (amountCents < minimumBidCents(priceCents)) {
        ws.send(JSON.stringify({ type: 'bid_result', key: frame.key, status: 422, body: { reason: 'too_low', auction: lot } }));
        return;
      }
      seq++;
      priceCents = amountCents;
      const bid = { seq, amount: frame.amount, created_at: new Date().toISOString(), is_auto: false };
      lot = { ...lot, current_price: frame.amount, bid_count: lot.bid_count + 1, viewers: server.clients.size, last_bid: bid, bids: [bid] };
      ws.send(JSON.stringify({ type: 'bid_result', key: frame.key, status: 201, body: { data: { bid, auction: lot } } }));
      const payload = message('auction_update');
      updates++;
      for (const client of server.clients) {
        if (client.readyState !== WebSocket.OPEN) continue;
        client.send(payload);
        delivered++;
      }
    });
  });

  ready({ port: server.address().port });
  await next('go');
  const cpuBefore = process.cpuUsage();
  await next('finish');
  const cpu = process.cpuUsage(cpuBefore);
  const sockets = server.clients.size;
  server.close();
  return { updates, delivered, connections, sockets, cpuMs: (cpu.user + cpu.system) / 1000 };
});
