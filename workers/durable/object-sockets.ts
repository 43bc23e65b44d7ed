/**
 * What the sockets of every object share (a lot's room and its relays, a user's inbox, the house's AdminPulse):
 * the headers the Worker forwards an upgrade with, one attachment (who holds the socket and with which session,
 * read back through its zod schema), one way to read a client's frame (JSON, through the object's zod schema),
 * sending and closing. The close codes they send are `LIVE_CLOSE` (app/schemas/live-close.ts: the clients read
 * them to know whether to reconnect).
 */
import { z } from '~/schemas/zod';

/** Headers the Worker sets on the upgrade it forwards to an object (never the client's own): who, and from where. */
export const SOCKET_USER_HEADER = 'X-Arremate-User';
export const SOCKET_ADDRESS_HEADER = 'X-Arremate-Address';
/** The viewer's session (kind and id, the token's hash: never the token), for objects that check it again later. */
export const SOCKET_SESSION_HEADER = 'X-Arremate-Session';
/**
 * A socket opened with a ticket (docs/decisions/0029), whose session nothing read at the upgrade: the time
 * (ms) by which its object checks the session in D1, the ticket's expiry.
 */
export const SOCKET_RECHECK_BY_HEADER = 'X-Arremate-Recheck-By';

const socketSession = z.object({ kind: z.enum(['cookie', 'bearer']), id: z.string().regex(/^[0-9a-f]{64}$/) });

/** The session a socket was opened with (the token's hash, never the token). */
export type SocketSession = z.output<typeof socketSession>;

export function encodeSocketSession(session: SocketSession): string {
  return `${session.kind}:${session.id}`;
}

export function decodeSocketSession(header: string | null): SocketSession | null {
  const parts = (header ?? '').split(':');
  if (parts.length !== 2) return null;
  const parsed = socketSession.safeParse({ kind: parts[0], id: parts[1] });
  return parsed.success ? parsed.data : null;
}

const socketAttachment = z.object({
  /** the account holding the socket; null: a visitor's (or a member's whose session ended: it watches as one) */
  userId: z.number().int().positive().nullable(),
  /** the session it was opened with, checked again when its holder's sessions change */
  session: socketSession.nullable(),
  /** AdminPulse: until when the socket's last check holds (epoch ms) */
  checkedUntil: z.number().optional(),
});

/** What every socket remembers across hibernation (its attachment). */
export type SocketAttachment = z.output<typeof socketAttachment>;

const VISITOR: SocketAttachment = { userId: null, session: null };

/**
 * Each socket's attachment as last written, so that it (a structured clone) is read once per socket and object
 * lifetime, not on every frame; after hibernation the map starts empty and each is read again on first use.
 */
const attachments = new WeakMap<WebSocket, SocketAttachment>();

/** Who holds a socket now; an attachment that does not parse is a visitor's (it holds no right). */
export function attachmentOf(ws: WebSocket): SocketAttachment {
  let attachment = attachments.get(ws);
  if (!attachment) {
    const parsed = socketAttachment.safeParse(ws.deserializeAttachment());
    attachment = parsed.success ? parsed.data : VISITOR;
    attachments.set(ws, attachment);
  }
  return attachment;
}

/** Writes a socket's attachment (it survives hibernation). */
export function attach(ws: WebSocket, attachment: SocketAttachment): void {
  ws.serializeAttachment(attachment);
  attachments.set(ws, attachment);
}

/** A client's frame through the object's schema: null when it is not text, too long, not JSON or not a message. */
export function readFrame<T>(data: string | ArrayBuffer, schema: z.ZodType<T>): T | null {
  if (typeof data !== 'string' || data.length > 512) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Sends one serialised message to each socket; a socket that is closing is skipped. Returns how many got it. */
export function sendAll(sockets: readonly WebSocket[], payload: string): number {
  let sent = 0;
  for (const ws of sockets) {
    try {
      ws.send(payload);
      sent++;
    } catch {
      /* closing socket */
    }
  }
  return sent;
}

/** Answers a client's close. 1005 and 1006 (no status, abnormal closure) may not be sent, so those become 1000. */
export function closeSocket(ws: WebSocket, code: number): void {
  try {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'bye');
  } catch {
    /* already closed */
  }
}
