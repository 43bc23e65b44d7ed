/**
 * Who may open each page and each live socket. `pages-authorization.test.ts` finds every route of app/routes
 * (the route files on disk, and the routes the Remix build serves) and every socket path the Worker upgrades
 * (`LIVE_SOCKET_PATHS`), fails on one that is not declared here, and opens each as every role. A new page is
 * one line here, under its route id (`routes/` + its folder's name): `'routes/things.$id': { level: 'user' },`.
 * - public: anyone; user: signed in; approved: an approved account (or an administrator); admin: an
 *   administrator; winner: the approved member who won the lot in `:id`.
 * - `answers`: what an allowed caller gets, when it is not a 200 page.
 * - `method`/`query`: how the page is asked for, when a bare GET is not it.
 */
export type PageLevel = 'public' | 'user' | 'approved' | 'admin' | 'winner';
export type SocketLevel = 'public' | 'user' | 'admin';

export interface PageAccess {
  level: PageLevel;
  method?: 'GET' | 'POST';
  query?: string;
  answers?: number;
}

export const PAGE_LEVELS: Record<string, PageAccess> = {
  'routes/_index': { level: 'public' },
  'routes/lotes._index': { level: 'public' },
  'routes/lotes.$id': { level: 'public' },
  // The printable wipe certificate and its confirmation by code: serials masked unless the viewer may see them.
  'routes/lotes.$id_.certificado': { level: 'public' },
  'routes/certificados.$code': { level: 'public' },
  'routes/faq': { level: 'public' },
  'routes/condicoes-gerais': { level: 'public' },
  'routes/suporte': { level: 'public' },
  'routes/graus-de-conservacao': { level: 'public' },
  'routes/conta-excluida': { level: 'public' },
  // The e-mail's link: the token leaves the URL for a cookie, by a redirect to the bare page (reset-link-token.test.ts).
  'routes/reset-password': { level: 'public', query: '?token=abc', answers: 302 },
  // The login modal's form: anyone may post it (wrong credentials come back in the page the same for all).
  'routes/entrar': { level: 'public', method: 'POST' },
  // Outside production only (404 there: production-settings tests).
  'routes/dev.mailbox': { level: 'public' },
  'routes/dev.fake-viacep.$cep.json': { level: 'public' },
  'routes/dashboard': { level: 'user' },
  // Realized prices are prices: signed-in members only, as on the lot page (decision 0046).
  'routes/precos': { level: 'user' },
  'routes/perfil_.privacidade': { level: 'user' },
  'routes/perfil': { level: 'approved' },
  'routes/checkout.$id': { level: 'winner' },
  // The winner's printable boleto: the matrix's winner has not generated one (boleto-page.test.ts shows it).
  'routes/checkout.$id_.boleto': { level: 'winner', answers: 404 },
  'routes/admin': { level: 'admin' },
  'routes/admin_.importar-lotes': { level: 'admin' },
  'routes/admin-dashboard': { level: 'admin' },
  'routes/agendamento': { level: 'admin' },
  'routes/templates': { level: 'admin' },
};

/** The live sockets by path (`{id}`: a lot's id): the lot's is open to visitors too (without prices). */
export const SOCKET_LEVELS: Record<string, SocketLevel> = {
  '/api/auctions/{id}/live': 'public',
  '/api/notifications/live': 'user',
  '/api/admin/live': 'admin',
};
