import { useNavigate, useRevalidator, useSearchParams } from '@remix-run/react';
import { requestFavoritesMerge } from '~/client/favorites-storage';
import { safeRedirectPath } from '~/domain/safe-redirect';
import { accountText } from '~/i18n/pt-BR-account';
import { useToast } from '~/ui/toasts/toast-provider';

/** Once signed in (password, 2FA or passkey): the modal closes, the page it asked for opens (after the redirect check), else this one reloads its data. */
export function useAfterSignIn(onDone: () => void) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const toast = useToast();
  return () => {
    onDone();
    requestFavoritesMerge();
    toast.show('success', accountText.auth.signedIn);
    const target = params.get('redirectTo');
    if (target) navigate(safeRedirectPath(target), { replace: true });
    else revalidator.revalidate();
  };
}
