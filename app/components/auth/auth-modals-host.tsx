import { useSearchParams } from '@remix-run/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_LOGIN, OPEN_REGISTER } from '../auth-events';
import type { AuthView } from './auth-modals';

// The modals' code loads on first use, so pages a visitor only reads stay light.
const AuthModals = lazy(() => import('./auth-modals'));

/** Opens the login and register modals on the spec's window events, and on `?entrar=1` (a guarded page). */
export function AuthModalsHost() {
  const [view, setView] = useState<AuthView | null>(null);
  const [params] = useSearchParams();

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

  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals view={view} onViewChange={setView} />
    </Suspense>
  );
}
