/** Names of the session cookie: `__Host-` prefixed over HTTPS in production, plain locally. */
export const SESSION_COOKIE_SECURE = '__Host-arremate_session';
export const SESSION_COOKIE_DEV = 'arremate_session';

/** Does this request carry credentials (a session cookie or a bearer token)? */
export function hasCredentials(request: Request): boolean {
  if (request.headers.has('Authorization')) return true;
  const cookie = request.headers.get('Cookie');
  return cookie !== null && (cookie.includes(SESSION_COOKIE_SECURE) || cookie.includes(SESSION_COOKIE_DEV));
}
