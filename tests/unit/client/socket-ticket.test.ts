import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SocketTicket from '~/client/socket-ticket';

type TicketModule = typeof SocketTicket;

const NOW = 1_700_000_000_000;
let tickets: TicketModule;
let fetchMock: ReturnType<typeof vi.fn>;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  vi.resetModules();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  tickets = await import('~/client/socket-ticket');
});
afterEach(() => vi.unstubAllGlobals());

describe("the page's socket ticket", () => {
  it("a visitor's page has none and asks for none", async () => {
    tickets.holdPageSocketTicket(null);
    expect(await tickets.socketTicket(NOW)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the page's ticket is used while more than 30 s of it are left, with no request", async () => {
    tickets.holdSocketTicket({ ticket: 'v1.page.sig', expires_in: 300 }, NOW);
    expect(await tickets.socketTicket(NOW + 269_000)).toBe('v1.page.sig');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('near its end, one POST /api/auth/socket-ticket serves every socket asking at once', async () => {
    tickets.holdSocketTicket({ ticket: 'v1.old.sig', expires_in: 300 }, NOW);
    fetchMock.mockResolvedValueOnce(answer(200, { data: { ticket: 'v1.new.sig', expires_in: 300 } }));
    const later = NOW + 275_000;
    expect(await Promise.all([tickets.socketTicket(later), tickets.socketTicket(later)])).toEqual(['v1.new.sig', 'v1.new.sig']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/socket-ticket');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('a refused ticket is dropped: the next connect asks for a fresh one', async () => {
    tickets.holdSocketTicket({ ticket: 'v1.refused.sig', expires_in: 300 }, NOW);
    tickets.dropSocketTicket('v1.refused.sig');
    fetchMock.mockResolvedValueOnce(answer(200, { data: { ticket: 'v1.fresh.sig', expires_in: 300 } }));
    expect(await tickets.socketTicket(NOW)).toBe('v1.fresh.sig');
  });

  it('signed out meanwhile (401): no ticket, and no more requests until a page carries one again', async () => {
    tickets.holdSocketTicket({ ticket: 'v1.old.sig', expires_in: 1 }, NOW);
    fetchMock.mockResolvedValueOnce(answer(401, { error: 'Faça login para continuar.' }));
    expect(await tickets.socketTicket(NOW + 5_000)).toBeNull();
    expect(await tickets.socketTicket(NOW + 6_000)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a re-render with the same page data keeps a ticket renewed since', async () => {
    const page = { ticket: 'v1.page.sig', expires_in: 300 };
    tickets.holdPageSocketTicket(page);
    tickets.dropSocketTicket('v1.page.sig');
    fetchMock.mockResolvedValueOnce(answer(200, { data: { ticket: 'v1.renewed.sig', expires_in: 300 } }));
    expect(await tickets.socketTicket()).toBe('v1.renewed.sig');
    tickets.holdPageSocketTicket(page);
    expect(await tickets.socketTicket()).toBe('v1.renewed.sig');
  });

  it('offers the ticket beside arremate', () => {
    expect(tickets.ticketProtocols('v1.a.b')).toEqual(['arremate', 'ticket.v1.a.b']);
  });
});
