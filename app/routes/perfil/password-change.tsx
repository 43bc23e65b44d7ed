import { useState, type FormEvent } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { authMessages } from '~/i18n/auth-messages';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, passwordChangeSchema } from '~/schemas/auth';
import { PasswordField } from '~/ui/password-field';
import { PasskeysRemoveAll } from './passkeys-remove-all';
import * as s from './route.css';
import { SubmitRow } from './submit-row';

const text = accountText.profile;

/**
 * 'Alterar senha': the current password, the new one twice; the fields empty once it is changed. The account's
 * passkeys are listed below it, with 'Remover todas as passkeys'.
 */
export function PasswordChange() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useApiForm();

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      '/api/auth/password',
      { method: 'PUT', body: { current_password: current, new_password: next }, fallbackError: text.passwordError },
      {
        validate: () => firstRefusal(passwordChangeSchema, { currentPassword: current, newPassword: next, confirmPassword: confirm }),
        successToast: authMessages.passwordChanged,
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
        },
      },
    );
  }

  return (
    <>
      <form className={s.card} onSubmit={submit} noValidate aria-labelledby="password-change">
        <h3 id="password-change" className={s.cardTitle}>
          {text.changePassword}
        </h3>
        <div className={s.grid}>
          <PasswordField label={text.currentPassword} value={current} onChange={setCurrent} autoComplete="current-password" />
          <span />
          <PasswordField label={text.newPassword} value={next} onChange={setNext} autoComplete="new-password" />
          <PasswordField label={text.confirmNewPassword} value={confirm} onChange={setConfirm} autoComplete="new-password" />
        </div>
        <SubmitRow form={form}>{text.changePassword}</SubmitRow>
      </form>
      <PasskeysRemoveAll />
    </>
  );
}
