/**
 * 'Sair': ends the server session, then forgets everything client-side and reloads home — even when the
 * call fails. Open live sockets (the bell's) close first, on the LOGGING_OUT window event.
 */
export const LOGGING_OUT = 'arremate:logout';

export async function logout() {
  window.dispatchEvent(new CustomEvent(LOGGING_OUT));
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
  } catch {
    /* signed out locally all the same */
  } finally {
    for (const key of ['token', 'refresh_token', 'user']) window.localStorage.removeItem(key);
    window.location.assign('/');
  }
}
