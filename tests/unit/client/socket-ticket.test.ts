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

const EXPIRES_AT = new Date(NOW + 300_000).toISOString();
const grant = (expiresIn: number, expiresAt = EXPIRES_AT) => ({ expires_at: expiresAt, expires_in: expiresIn });

describe("the page's socket ticket", () => {
  it("a visitor's page has none and asks for none", async () => {
    tickets.holdPageSocketTicket(null);
    expect(await tickets.socketTicketReady(NOW)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the page's ticket cookie is relied on while more than 30 s of it are left, with no request", async () => {
    tickets.holdSocketTicket(grant(300), NOW);
    expect(await tickets.socketTicketReady(NOW + 269_000)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('near its end, one POST /api/auth/socket-ticket (which sets the cookies) serves every socket asking at once', async () => {
    tickets.holdSocketTicket(grant(300), NOW);
    fetchMock.mockResolvedValueOnce(answer(200, { data: grant(300) }));
    const later = NOW + 275_000;
    expect(await Promise.all([tickets.socketTicketReady(later), tickets.socketTicketReady(later)])).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/socket-ticket');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('a refused ticket is dropped: the next connect asks for a fresh one', async () => {
    tickets.holdSocketTicket(grant(300), NOW);
    tickets.dropSocketTicket();
    fetchMock.mockResolvedValueOnce(answer(200, { data: grant(300) }));
    expect(await tickets.socketTicketReady(NOW)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('none to be had (503): the socket connects with the session cookie alone', async () => {
    tickets.holdSocketTicket(grant(1), NOW);
    fetchMock.mockResolvedValueOnce(answer(503, { error: 'indisponível' }));
    expect(await tickets.socketTicketReady(NOW + 5_000)).toBe(false);
  });

  it('signed out meanwhile (401): no ticket, and no more requests until a page carries one again', async () => {
    tickets.holdSocketTicket(grant(1), NOW);
    fetchMock.mockResolvedValueOnce(answer(401, { error: 'Faça login para continuar.' }));
    expect(await tickets.socketTicketReady(NOW + 5_000)).toBe(false);
    expect(await tickets.socketTicketReady(NOW + 6_000)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a re-render with the same page data keeps a ticket renewed since', async () => {
    const page = grant(300);
    tickets.holdPageSocketTicket(page);
    tickets.dropSocketTicket();
    fetchMock.mockResolvedValueOnce(answer(200, { data: grant(300, new Date(NOW + 600_000).toISOString()) }));
    expect(await tickets.socketTicketReady()).toBe(true);
    tickets.holdPageSocketTicket(page);
    expect(await tickets.socketTicketReady()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
