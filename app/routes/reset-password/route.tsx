import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useNavigate } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { siteText } from '~/i18n/pt-BR';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, resetConfirmSchema } from '~/schemas/auth';
import { resetCookie, resetCookieName } from '~/server/auth/password-reset.server';
import { readCookie } from '~/server/auth/request-auth.server';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import { PasswordField } from '~/ui/password-field';
import * as s from './route.css';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(accountText.auth.resetTitle) }];

/**
 * The e-mail's link (`?token=`) is answered with a redirect to the same page without it, the token moved to
 * an HttpOnly cookie the confirmation reads (decision 0036): it never stays in the address bar, the history
 * or a referrer, and no script of the page can read it. Without the cookie there is nothing to reset: home.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { appEnv } = context.settings;
  const token = new URL(request.url).searchParams.get('token');
  if (token) throw redirect('/reset-password', { headers: { 'Set-Cookie': resetCookie(appEnv, token), 'Cache-Control': 'no-store' } });
  if (!readCookie(request, resetCookieName(appEnv))) throw redirect('/');
  return null;
}

/** 'Redefinir Senha': the link from the recovery e-mail lands here; closing goes home. */
export default function ResetPassword() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useApiForm();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/?entrar=1', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit<{ message: string }>(
      '/api/auth/password-reset/confirm',
      {
        method: 'POST',
        body: { new_password: password, confirm_password: confirmPassword },
        fallbackError: accountText.auth.resetError,
      },
      { validate: () => firstRefusal(resetConfirmSchema, { password, confirmPassword }), onSuccess: (data) => setDone(data.message) },
    );
  }

  return (
    <Modal title={accountText.auth.resetTitle} isOpen onClose={() => navigate('/')} closeLabel={accountText.auth.close}>
      {done !== null ? (
        <FormMessage kind="success" message={done} />
      ) : (
        <form className={s.form} onSubmit={submit} noValidate>
          <PasswordField
            label={accountText.auth.newPassword}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            autoFocus
          />
          <PasswordField
            label={accountText.auth.confirmNewPassword}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirm}
          />
          <FormMessage {...form.banner} />
          <div className={s.buttons}>
            <Button variant="ghost" onPress={() => navigate('/')}>
              {accountText.auth.cancel}
            </Button>
            <Button type="submit" isDisabled={form.busy}>
              {form.busy ? accountText.auth.resetting : accountText.auth.resetSubmit}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
