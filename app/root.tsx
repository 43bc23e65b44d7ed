// First: zod's settings, before any schema is built (see the module).
import { data as withHeaders, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { holdPageSocketTicket } from '~/client/socket-ticket';
import { AccessDenied } from '~/components/access-denied';
import { AriaLocale } from '~/components/aria-providers';
import { AuthModalsHost } from '~/components/auth/auth-modals-host';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader } from '~/components/site-header';
import { useCspNonce } from '~/hooks/use-csp-nonce';
import { ServerClockProvider } from '~/hooks/use-server-clock';
import { siteText } from '~/i18n/pt-BR';
import { listFavoriteIds } from '~/server/accounts/favorites.server';
import { socketTicketCookies, socketTicketExpiryDto, socketTicketFor } from '~/server/auth/socket-ticket.server';
import { toSessionUser } from '~/server/auth/viewer';
import { actsAsAdmin } from '~/server/context/request-context.server';
import '~/styles/theme.css';
import { container, main } from '~/styles/utility.css';
import { buttonClass } from '~/ui/button';
import { ToastProvider } from '~/ui/toasts/toast-provider';
import * as s from './root.css';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installing Arremate on a phone's home screen (public/manifest.webmanifest; iOS reads its own icon link).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const user = context.auth ? toSessionUser(context.auth.user, actsAsAdmin(context)) : null;
  // The hearts render on the first paint: the signed-in user's favorite lot ids, read with the session.
  const favoriteIds = context.auth ? (context.auth.favoriteIds ?? (await listFavoriteIds(context.db, context.auth.user.id))) : [];
  // The live sockets open with a ticket, not a session read. The ticket goes in HttpOnly cookies scoped to the
  // socket paths; the page's data says only when it expires, so no script on the page can read it (decision 0036).
  const issued = context.auth ? await socketTicketFor(context.settings.socketTicketKeys, context.auth) : null;
  const headers = new Headers();
  if (issued && context.auth) {
    for (const cookie of socketTicketCookies(context.settings.appEnv, issued, { admin: context.auth.user.isAdmin })) {
      headers.append('Set-Cookie', cookie);
    }
  }
  const socketTicket = issued ? socketTicketExpiryDto(issued) : null;
  // `renderedAt`: the instant the page's countdowns are drawn at, kept as is in a cached page (serverTime is not).
  return withHeaders({ serverTime: context.serverTime(), renderedAt: Date.now(), user, favoriteIds, socketTicket }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // Countdowns are drawn at `renderedAt` on the server and again while hydrating (a page from the shared cache was
  // drawn before it was served); the browser's clock then follows the server time the response carried.
  const renderedAt = data?.renderedAt ?? Date.now();
  const serverTime = typeof document === 'undefined' ? renderedAt : (data?.serverTime ?? renderedAt);
  if (typeof document !== 'undefined' && data) holdPageSocketTicket(data.socketTicket);
  const nonce = useCspNonce();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#C8102E" />
        {/* react-aria gives the <style> elements it adds this nonce (Content-Security-Policy). */}
        <meta name="csp-nonce" nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        <AriaLocale>
          <ServerClockProvider serverTime={serverTime} renderedAt={renderedAt}>
            <ToastProvider>
              <SiteHeader />
              <Breadcrumbs />
              <main className={main} id="conteudo">
                {children}
              </main>
              <SiteFooter />
              <AuthModalsHost />
            </ToastProvider>
          </ServerClockProvider>
        </AriaLocale>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const denied = error.data as { reason?: string; message?: string } | null;
    return <AccessDenied reason={denied?.reason} message={denied?.message} />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className={`${container} ${s.errorBox}`}>
      <h1>{notFound ? siteText.errors.notFoundTitle : siteText.errors.serverTitle}</h1>
      <p>{notFound ? siteText.errors.notFoundPage : siteText.errors.generic}</p>
      <Link to="/" className={buttonClass('primary')}>
        {siteText.errors.backHome}
      </Link>
    </div>
  );
}
