/**
 * 'Sair': ends the server session, then forgets everything client-side and reloads home — even when the
 * call fails (spec §4).
 */
export async function logout() {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
  } catch {
    /* signed out locally all the same */
  } finally {
    for (const key of ['token', 'refresh_token', 'user']) window.localStorage.removeItem(key);
    window.location.assign('/');
  }
}
