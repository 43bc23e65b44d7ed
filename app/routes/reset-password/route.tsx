import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from '~/client/api-request';
import { siteText } from '~/i18n/pt-BR';
import { accountText } from '~/i18n/pt-BR-account';
import { validateResetConfirm } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import { TextField } from '~/ui/text-field';
import * as s from './route.css';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(accountText.auth.resetTitle) }];

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw redirect('/');
  return { token };
}

/** 'Redefinir Senha': the link from the recovery e-mail lands here; closing goes home. */
export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/?entrar=1', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateResetConfirm({ password, confirmPassword });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await apiRequest<{ message: string }>('/api/auth/password-reset/confirm', {
      method: 'POST',
      body: { token, new_password: password, confirm_password: confirmPassword },
      fallbackError: accountText.auth.resetError,
    });
    setBusy(false);
    if (result.ok) setDone(result.data.message);
    else setError(result.error);
  }

  return (
    <Modal title={accountText.auth.resetTitle} isOpen onClose={() => navigate('/')} closeLabel={accountText.auth.close}>
      {done !== null ? (
        <FormMessage kind="success" message={done} />
      ) : (
        <form className={s.form} onSubmit={submit} noValidate>
          <TextField
            label={accountText.auth.newPassword}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            isRequired
            autoFocus
          />
          <TextField
            label={accountText.auth.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirm}
            isRequired
          />
          <FormMessage message={error} />
          <div className={s.buttons}>
            <Button variant="ghost" onPress={() => navigate('/')}>
              {accountText.auth.cancel}
            </Button>
            <Button type="submit" isDisabled={busy}>
              {busy ? accountText.auth.resetting : accountText.auth.resetSubmit}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
