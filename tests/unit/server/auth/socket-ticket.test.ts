import { describe, expect, it } from 'vitest';
import {
  clearSocketTicketCookies,
  issueSocketTicket,
  socketTicketCookies,
  SOCKET_TICKET_MAX_LENGTH,
  SOCKET_TICKET_TTL_SECONDS,
  verifySocketTicket,
} from '~/server/auth/socket-ticket.server';
import { base64url, fromBase64url } from '~/server/auth/tokens.server';

const KEY = 'k'.repeat(32) + '-current-socket-ticket-key';
const PREVIOUS = 'p'.repeat(32) + '-previous-socket-ticket-key';
const OTHER = 'o'.repeat(32) + '-someone-elses-ticket-key';
const SESSION_ID = 'ab'.repeat(32);
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const holder = { userId: 42, session: { id: SESSION_ID, kind: 'cookie' as const } };

const decodePayload = (ticket: string) =>
  JSON.parse(new TextDecoder().decode(fromBase64url(ticket.split('.')[1]!)!)) as Record<string, unknown>;
const encodePayload = (payload: unknown) => base64url(new TextEncoder().encode(JSON.stringify(payload)));

describe('socket tickets', () => {
  it('a ticket verifies with its key and gives back the user, the session and its life', async () => {
    const { ticket, expiresAt } = await issueSocketTicket(KEY, holder, NOW);
    expect(ticket).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(NOW / 1000 + SOCKET_TICKET_TTL_SECONDS);
    expect(await verifySocketTicket([KEY], ticket, NOW + 1_000)).toEqual({
      userId: 42,
      session: { id: SESSION_ID, kind: 'cookie' },
      issuedAt: NOW / 1000,
      expiresAt: NOW / 1000 + SOCKET_TICKET_TTL_SECONDS,
    });
  });

  it("keeps a bearer session's kind", async () => {
    const { ticket } = await issueSocketTicket(KEY, { userId: 7, session: { id: SESSION_ID, kind: 'bearer' } }, NOW);
    expect((await verifySocketTicket([KEY], ticket, NOW))?.session.kind).toBe('bearer');
  });

  it('is refused from the second it expires (and accepted the second before)', async () => {
    const { ticket } = await issueSocketTicket(KEY, holder, NOW);
    const expiry = NOW + SOCKET_TICKET_TTL_SECONDS * 1000;
    expect(await verifySocketTicket([KEY], ticket, expiry - 1_000)).not.toBeNull();
    expect(await verifySocketTicket([KEY], ticket, expiry)).toBeNull();
  });

  it('is refused when issued more than a minute in the future', async () => {
    const { ticket } = await issueSocketTicket(KEY, holder, NOW + 120_000);
    expect(await verifySocketTicket([KEY], ticket, NOW)).toBeNull();
  });

  it('is refused when its payload was changed (another user, a longer life)', async () => {
    const { ticket } = await issueSocketTicket(KEY, holder, NOW);
    const [version, , signature] = ticket.split('.');
    const payload = decodePayload(ticket);
    for (const changed of [
      { ...payload, u: 1 },
      { ...payload, exp: (payload.exp as number) + 3_600 },
    ]) {
      expect(await verifySocketTicket([KEY], `${version}.${encodePayload(changed)}.${signature}`, NOW)).toBeNull();
    }
  });

  it('is refused when its signature was changed', async () => {
    const { ticket } = await issueSocketTicket(KEY, holder, NOW);
    const last = ticket.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${ticket.slice(0, -2)}${last}${ticket.at(-1)}`;
    expect(tampered).not.toBe(ticket);
    expect(await verifySocketTicket([KEY], tampered, NOW)).toBeNull();
    expect(await verifySocketTicket([KEY], ticket.slice(0, -4), NOW)).toBeNull();
  });

  it('is refused when signed with another key, and accepted with the previous key during a rotation', async () => {
    const other = await issueSocketTicket(OTHER, holder, NOW);
    expect(await verifySocketTicket([KEY, PREVIOUS], other.ticket, NOW)).toBeNull();
    const old = await issueSocketTicket(PREVIOUS, holder, NOW);
    expect(await verifySocketTicket([KEY], old.ticket, NOW)).toBeNull();
    expect((await verifySocketTicket([KEY, PREVIOUS], old.ticket, NOW))?.userId).toBe(42);
  });

  it('is refused when its life is longer than a ticket may have, even if signed with the key', async () => {
    // Only a holder of the key could make one: the check keeps a mistake in the issuer from outliving the rule.
    const { ticket } = await issueSocketTicket(KEY, holder, NOW);
    const payload = { ...decodePayload(ticket), exp: NOW / 1000 + SOCKET_TICKET_TTL_SECONDS + 1 };
    const signed = `v1.${encodePayload(payload)}`;
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signed)));
    expect(await verifySocketTicket([KEY], `${signed}.${base64url(signature)}`, NOW)).toBeNull();
  });

  it('refuses garbage, another version, a missing part and no key', async () => {
    const { ticket } = await issueSocketTicket(KEY, holder, NOW);
    for (const bad of [
      '',
      'v1',
      'v1..',
      'v1.a.b',
      'v2' + ticket.slice(2),
      ticket.split('.').slice(0, 2).join('.'),
      `${ticket}.x`,
      'v1.@@@.###',
      'bearer.abc',
    ]) {
      expect(await verifySocketTicket([KEY], bad, NOW)).toBeNull();
    }
    expect(await verifySocketTicket([], ticket, NOW)).toBeNull();
  });

  it('refuses a signed payload that is not a ticket', async () => {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    for (const payload of ['not json', JSON.stringify({ u: 42 }), JSON.stringify({ u: 42, s: 'xyz', k: 'c', iat: 1, exp: 2 })]) {
      const signed = `v1.${base64url(new TextEncoder().encode(payload))}`;
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signed)));
      expect(await verifySocketTicket([KEY], `${signed}.${base64url(signature)}`, NOW)).toBeNull();
    }
  });

  it(`refuses anything longer than ${SOCKET_TICKET_MAX_LENGTH} characters before reading it`, async () => {
    const { ticket } = await issueSocketTicket(KEY, holder, NOW);
    expect(ticket.length).toBeLessThan(SOCKET_TICKET_MAX_LENGTH);
    const padded = `${ticket.split('.')[0]}.${ticket.split('.')[1]}${'A'.repeat(SOCKET_TICKET_MAX_LENGTH)}.${ticket.split('.')[2]}`;
    expect(await verifySocketTicket([KEY], padded, NOW)).toBeNull();
  });

  it("a page's ticket cookies: HttpOnly, SameSite=Strict, per socket path, Secure and __Secure- in production", async () => {
    const issued = await issueSocketTicket(KEY, holder, NOW);
    const production = socketTicketCookies('production', issued, { admin: true }, NOW);
    expect(production).toEqual(
      ['/api/auctions/', '/api/notifications/live', '/api/admin/live'].map(
        (path) => `__Secure-arremate_ticket=${issued.ticket}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=300; Secure`,
      ),
    );
    const member = socketTicketCookies('development', issued, { admin: false }, NOW + 100_000);
    expect(member).toEqual(
      ['/api/auctions/', '/api/notifications/live'].map(
        (path) => `arremate_ticket=${issued.ticket}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=200`,
      ),
    );
    expect(clearSocketTicketCookies('production')).toEqual(
      ['/api/auctions/', '/api/notifications/live', '/api/admin/live'].map(
        (path) => `__Secure-arremate_ticket=; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=0; Secure`,
      ),
    );
  });
});
