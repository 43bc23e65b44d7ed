import { describe, expect, it } from 'vitest';
import { lotIdOfPath, routeOfPath, socketBidLogLine, socketRefusalsLogLine } from '~/server/platform/request-trace.server';

describe('request log fields', () => {
  it('finds the lot a path is about', () => {
    expect(lotIdOfPath('/lotes/42')).toBe(42);
    expect(lotIdOfPath('/checkout/7')).toBe(7);
    expect(lotIdOfPath('/api/auctions/12/bid')).toBe(12);
    expect(lotIdOfPath('/api/auctions/12/live')).toBe(12);
    expect(lotIdOfPath('/api/auctions')).toBeNull();
    expect(lotIdOfPath('/api/admin/users/12')).toBeNull();
    expect(lotIdOfPath('/lotes/12abc')).toBeNull();
  });

  it('names the route with its ids as :id', () => {
    expect(routeOfPath('/api/auctions/12/bid')).toBe('/api/auctions/:id/bid');
    expect(routeOfPath('/api/admin/users/3/approve')).toBe('/api/admin/users/:id/approve');
    expect(routeOfPath('/lotes')).toBe('/lotes');
    expect(routeOfPath('/media/lots/2026/1.webp')).toBe('/media/lots/:id/1.webp');
  });

  it("logs a bid on the lot socket in the request line's shape, under the bid's key", () => {
    const line = JSON.parse(socketBidLogLine({ key: 'bid-key-0001', lotId: 12, userId: 5, status: 422, startedAt: Date.now() - 3 }));
    expect(line).toMatchObject({
      requestId: 'bid-key-0001',
      method: 'WS',
      route: '/api/auctions/:id/live#bid',
      status: 422,
      userId: 5,
      lotId: 12,
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(3);
  });

  it("logs a lot socket's refused frames as one summary line, with the room's close code", () => {
    const line = JSON.parse(
      socketRefusalsLogLine({ lotId: 12, userId: null, refused: { ignored: 40, tooFast: 0, noSession: 1 }, closeCode: 4001 }),
    );
    expect(line).toEqual({
      method: 'WS',
      route: '/api/auctions/:id/live',
      event: 'refused_frames',
      lotId: 12,
      userId: null,
      ignored: 40,
      tooFast: 0,
      noSession: 1,
      closeCode: 4001,
    });
  });
});
