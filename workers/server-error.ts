/**
 * The answer to a request that failed before Remix or the API could answer it: the API's error JSON, or a
 * plain page in the site's own styles. Never the error itself (that goes to the log).
 */
import type { ServerBuild } from '@remix-run/cloudflare';
import { siteText } from '~/i18n/pt-BR';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function serverErrorResponse(request: Request, assets: ServerBuild['assets']): Response {
  const { pathname } = new URL(request.url);
  const headers = { 'Cache-Control': 'no-store' };
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return Response.json({ error: siteText.errors.generic }, { status: 500, headers });
  }
  const styles = (assets.routes.root?.css ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const { serverTitle, generic, backHome } = siteText.errors;
  const html =
    `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(serverTitle)}</title>${styles}</head>` +
    `<body><main id="conteudo"><h1>${escapeHtml(serverTitle)}</h1><p>${escapeHtml(generic)}</p>` +
    `<p><a href="/">${escapeHtml(backHome)}</a></p></main></body></html>`;
  return new Response(html, { status: 500, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
