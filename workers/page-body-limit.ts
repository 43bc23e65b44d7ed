/**
 * Page actions (Remix: a form POST to a page, or its `.data` request) take bodies up to 16 KB; a larger one
 * gets 413 and a Portuguese message before any action reads it. The same bodyLimit as the API's, counting a
 * streamed body without Content-Length as it arrives.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { siteText } from '~/i18n/pt-BR';

export const PAGE_BODY_MAX = 16 * 1024;

type Pass = { Bindings: { handle: (request: Request) => Promise<Response> } };

const limited = new Hono<Pass>()
  .use(
    bodyLimit({
      maxSize: PAGE_BODY_MAX,
      onError: (c) => c.json({ error: siteText.errors.bodyTooLarge }, 413, { 'Cache-Control': 'no-store' }),
    }),
  )
  .all('*', (c) => c.env.handle(c.req.raw));

/** Hands the request to `handle` when its body is within the limit (with the body read so far, if it was counted). */
export function withPageBodyLimit(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
  return Promise.resolve(limited.fetch(request, { handle }));
}
