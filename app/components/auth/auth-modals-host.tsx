import { useLocation, useSearchParams } from '@remix-run/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_LOGIN, OPEN_REGISTER } from '~/client/auth-events';
import { useSessionUser } from '~/hooks/use-session-user';
import type { AuthView } from './auth-modals';

// The modals' code loads on first use, so pages a visitor only reads stay light.
const AuthModals = lazy(() => import('./auth-modals'));
const ProfilePrompt = lazy(() => import('../profile-prompt'));

/** Users already prompted in this tab (the server remembers it too, once the page data refreshes). */
const promptedUsers = new Set<number>();

/** Opens the login and register modals on the `openLogin`/`openRegister` window events, and on `?entrar=1` (a guarded page). */
export function AuthModalsHost() {
  const [view, setView] = useState<AuthView | null>(null);
  const [params] = useSearchParams();
  const user = useSessionUser();
  const [promptOpen, setPromptOpen] = useState(false);
  const { pathname } = useLocation();

  // Once per user, after login: phone or CEP missing → 'Complete seu perfil' (not over the profile's own pages).
  const redirecting = params.has('redirectTo');
  useEffect(() => {
    if (pathname === '/perfil' || pathname.startsWith('/perfil/')) return setPromptOpen(false);
    if (user?.profileIncomplete && !user.profilePromptShown && !redirecting && !promptedUsers.has(user.id)) {
      promptedUsers.add(user.id);
      setPromptOpen(true);
    }
  }, [user?.id, user?.profileIncomplete, user?.profilePromptShown, pathname, redirecting]);

  useEffect(() => {
    const login = () => setView('login');
    const register = () => setView('register');
    window.addEventListener(OPEN_LOGIN, login);
    window.addEventListener(OPEN_REGISTER, register);
    return () => {
      window.removeEventListener(OPEN_LOGIN, login);
      window.removeEventListener(OPEN_REGISTER, register);
    };
  }, []);

  useEffect(() => {
    if (params.get('entrar') === '1') setView('login');
  }, [params]);

  if (promptOpen && !view) {
    return (
      <Suspense fallback={null}>
        <ProfilePrompt onClose={() => setPromptOpen(false)} />
      </Suspense>
    );
  }
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals view={view} onViewChange={setView} />
    </Suspense>
  );
}
