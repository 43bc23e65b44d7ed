/**
 * A stand-in for the HTTP mail provider, for the Workers tests: the pool's outbound handler serves it, so
 * the Worker's request to it is a real HTTP exchange. Each box (`http://mail.test/<box>/send`) records what
 * it receives and refuses the first `?fail=N` messages with a 503; a GET of `http://mail.test/<box>` lists
 * what it received.
 */
export const FAKE_MAIL_HOST = 'mail.test';

interface Received {
  authorization: string | null;
  body: unknown;
}

const boxes = new Map<string, Received[]>();

export async function fakeMailProvider(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const box = url.pathname.split('/')[1] ?? '';
  const received = boxes.get(box) ?? [];
  boxes.set(box, received);
  if (request.method === 'GET') return Response.json(received);
  received.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
  const failFirst = Number(url.searchParams.get('fail') ?? 0);
  if (received.length <= failFirst) return new Response('Service Unavailable', { status: 503 });
  return Response.json({ id: `msg-${received.length}` }, { status: 202 });
}
