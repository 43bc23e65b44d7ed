import { useState, type FormEvent } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, twoFactorSchema } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { FormMessage } from '~/ui/form-message';
import * as s from './auth-modals.css';

const text = accountText.auth;

/** The second step of a login: a code from the authenticator app, or a backup code. */
export function TwoFactorStep({ userId, onVerified }: { userId: number; onVerified: () => void }) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const form = useApiForm();

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      '/api/auth/2fa/verify',
      {
        method: 'POST',
        body: { user_id: userId, token: useBackup ? null : code, backup_code: useBackup ? code.trim() : null },
        fallbackError: text.invalidCode,
      },
      {
        validate: () => firstRefusal(twoFactorSchema, useBackup ? { useBackup, backupCode: code } : { useBackup, token: code }),
        onSuccess: onVerified,
      },
    );
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={text.twoFactorTitle}>
      <h3 className={s.stepTitle}>{text.twoFactorTitle}</h3>
      <p className={s.muted}>{useBackup ? text.twoFactorBackupIntro : text.twoFactorIntro}</p>
      <CodeField
        key={useBackup ? 'backup' : 'code'}
        label={useBackup ? text.backupCode : text.code}
        name="code"
        value={code}
        onChange={setCode}
        backup={useBackup}
        autoFocus
      />
      <FormMessage {...form.banner} />
      <Button type="submit" size="lg" block isDisabled={form.busy}>
        {form.busy ? text.verifying : text.verify}
      </Button>
      <p className={s.links}>
        <button
          type="button"
          className={s.link}
          onClick={() => {
            setUseBackup((v) => !v);
            setCode('');
            form.setError(null);
          }}
        >
          {useBackup ? text.useApp : text.useBackup}
        </button>
      </p>
    </form>
  );
}
