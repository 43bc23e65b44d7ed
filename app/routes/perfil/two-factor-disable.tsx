import { useState, type FormEvent } from 'react';
import type { ApiForm } from '~/hooks/use-api-form';
import { authMessages } from '~/i18n/auth-messages';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, twoFactorDisableSchema } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { PasswordField } from '~/ui/password-field';
import * as s from './route.css';
import { SubmitRow } from './submit-row';

const text = accountText.profile;

/** 'Desativar 2FA': asks for the current password and a code from the app. */
export function TwoFactorDisable({ form }: { form: ApiForm }) {
  const [disabling, setDisabling] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  function disable(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      '/api/auth/2fa/disable',
      { method: 'POST', body: { password, token: code }, fallbackError: authMessages.twoFactorSetupError },
      {
        validate: () => firstRefusal(twoFactorDisableSchema, { password, token: code }),
        successToast: text.twoFactorDisabled,
        revalidate: true,
        onSuccess: () => {
          setDisabling(false);
          setPassword('');
          setCode('');
        },
      },
    );
  }

  if (!disabling) {
    return (
      <div className={s.actions}>
        <Button variant="secondary" onPress={() => setDisabling(true)}>
          {text.disable2fa}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={disable} noValidate className={s.card}>
      <p className={s.muted}>{text.disableText}</p>
      <PasswordField label={text.currentPassword} value={password} onChange={setPassword} autoComplete="current-password" />
      <CodeField label={accountText.auth.code} value={code} onChange={setCode} />
      <SubmitRow form={form}>{text.disable2fa}</SubmitRow>
    </form>
  );
}
