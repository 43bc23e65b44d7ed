/**
 * Who may call each route of the API: every `METHOD path` of `api.routes` (Hono's own path pattern, as
 * registered) and its access level. `route-access.test.ts` checks the app against this map both ways and
 * `authorization-matrix.test.ts` calls every route in it as each role. A new route is one line here:
 * `'POST /api/things/:id': 'admin',`.
 */
import type { AccessLevel } from '../../workers/api/guards';

export const ROUTE_LEVELS = {
  // /api/auth/passkeys
  'POST /api/auth/passkeys/login/options': 'public',
  'POST /api/auth/passkeys/login/verify': 'public',
  'POST /api/auth/passkeys/register/options': 'user',
  'POST /api/auth/passkeys/register/verify': 'user',
  'POST /api/auth/passkeys/raise/options': 'user',
  'POST /api/auth/passkeys/raise/verify': 'user',
  'GET /api/auth/passkeys': 'user',
  'DELETE /api/auth/passkeys': 'user',
  'DELETE /api/auth/passkeys/:id': 'user',
  // /api/auth
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/2fa/verify': 'public',
  'POST /api/auth/2fa/setup': 'user',
  'POST /api/auth/2fa/enable': 'user',
  'POST /api/auth/2fa/disable': 'user',
  'POST /api/auth/session/raise': 'user',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'PUT /api/auth/profile': 'approved',
  'PUT /api/auth/password': 'user',
  'POST /api/auth/profile-prompt': 'user',
  'GET /api/auth/verify': 'user',
  'GET /api/auth/me': 'user',
  'POST /api/auth/socket-ticket': 'user',
  // /api/account
  'GET /api/account/export': 'user',
  'DELETE /api/account': 'user',
  // /api/categories
  'GET /api/categories': 'public',
  // /api/banners
  'GET /api/banners': 'public',
  // /api/auctions
  'GET /api/auctions': 'public',
  'GET /api/auctions/:id{[0-9]+}': 'public',
  'POST /api/auctions/:id{[0-9]+}/bid': 'approved',
  'PUT /api/auctions/:id{[0-9]+}/auto-bid': 'approved',
  'GET /api/auctions/:id{[0-9]+}/auto-bid': 'user',
  'GET /api/auctions/:id{[0-9]+}/winner': 'user',
  'POST /api/auctions': 'admin',
  'PUT /api/auctions/:id{[0-9]+}': 'admin',
  'POST /api/auctions/:id{[0-9]+}/close': 'admin',
  'DELETE /api/auctions/:id{[0-9]+}': 'admin',
  'GET /api/auctions/:id{[0-9]+}/equipment': 'admin',
  'PUT /api/auctions/:id{[0-9]+}/hardware-report': 'admin',
  'DELETE /api/auctions/:id{[0-9]+}/hardware-report': 'admin',
  'PUT /api/auctions/:id{[0-9]+}/wipe-certificate': 'admin',
  'DELETE /api/auctions/:id{[0-9]+}/wipe-certificate': 'admin',
  'GET /api/auctions/:id{[0-9]+}/payment-status': 'approved',
  'POST /api/auctions/:id{[0-9]+}/charge': 'approved',
  'POST /api/auctions/:id{[0-9]+}/request-withdrawal': 'approved',
  'GET /api/auctions/:id{[0-9]+}/pickup-info': 'approved',
  'POST /api/auctions/:id{[0-9]+}/schedule-pickup': 'approved',
  'POST /api/auctions/:id{[0-9]+}/second-chance/:answer{accept|decline}': 'approved',
  'GET /api/auctions/:id{[0-9]+}/hardware-report': 'public',
  'GET /api/auctions/:id{[0-9]+}/equipment-files/:fileId': 'approved',
  // /api/certificates
  'GET /api/certificates/:code': 'public',
  // /api/uploads
  'POST /api/uploads': 'admin',
  // /api/admin
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/:action{approve|reject|promote|demote}': 'admin',
  'POST /api/admin/users/:id/lift-suspension': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'GET /api/admin/payments': 'admin',
  'POST /api/admin/payments/:id/status': 'admin',
  'POST /api/admin/payments/:id/second-chance': 'admin',
  'GET /api/admin/withdrawal-requests': 'admin',
  'POST /api/admin/withdrawal-requests/:id/approve-payment': 'admin',
  'GET /api/admin/scheduled-pickups': 'admin',
  'PUT /api/admin/scheduled-pickups/:id/status': 'admin',
  'POST /api/admin/scheduled-pickups/:id/unlock': 'admin',
  'GET /api/admin/dashboard/metrics/realtime': 'admin',
  'POST /api/admin/dashboard/metrics/reset': 'admin',
  'GET /api/admin/dashboard/reports/auction-performance': 'admin',
  'GET /api/admin/dashboard/reports/user-behavior': 'admin',
  'GET /api/admin/dashboard/reports/conversion-analysis': 'admin',
  'GET /api/admin/dashboard/reports/trends': 'admin',
  'POST /api/admin/lot-imports/preview': 'admin',
  'POST /api/admin/lot-imports/apply': 'admin',
  'GET /api/admin/banners': 'admin',
  'POST /api/admin/banners': 'admin',
  'PUT /api/admin/banners/:id': 'admin',
  'DELETE /api/admin/banners/:id': 'admin',
  'GET /api/admin/categories': 'admin',
  'POST /api/admin/categories': 'admin',
  'PUT /api/admin/categories/:id': 'admin',
  'POST /api/admin/categories/:id/retire': 'admin',
  'POST /api/admin/categories/:id/restore': 'admin',
  'POST /api/admin/categories/:id/move': 'admin',
  'GET /api/admin/financial': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/auctions': 'admin',
  // /api/auction-schedules
  'GET /api/auction-schedules': 'admin',
  'POST /api/auction-schedules': 'admin',
  'PUT /api/auction-schedules/:id': 'admin',
  'DELETE /api/auction-schedules/:id': 'admin',
  'POST /api/auction-schedules/:id/publish': 'admin',
  // /api/auction-templates
  'GET /api/auction-templates': 'admin',
  'POST /api/auction-templates': 'admin',
  'PUT /api/auction-templates/:id': 'admin',
  'DELETE /api/auction-templates/:id': 'admin',
  'POST /api/auction-templates/:id/apply': 'admin',
  // /api/notification-settings
  'GET /api/notification-settings': 'user',
  'PUT /api/notification-settings': 'user',
  // /api/notifications
  'GET /api/notifications': 'user',
  'POST /api/notifications/read-all': 'user',
  'POST /api/notifications/:id{[0-9]+}/read': 'user',
  // /api/favorites
  'GET /api/favorites': 'user',
  'PUT /api/favorites/:lotId': 'user',
  'DELETE /api/favorites/:lotId': 'user',
  // /api/dashboard
  'GET /api/dashboard/overview': 'user',
  'GET /api/dashboard/favorites': 'user',
  'GET /api/dashboard/bid-history': 'user',
  'GET /api/dashboard/payments': 'user',
  'GET /api/dashboard/won-auctions': 'user',
  'GET /api/dashboard/statistics': 'user',
  // /api/cep
  'GET /api/cep/:cep': 'user',
} as const satisfies Record<string, AccessLevel>;

export type RouteKey = keyof typeof ROUTE_LEVELS;
