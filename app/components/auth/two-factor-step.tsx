import { useState, type FormEvent } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, twoFactorSchema } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { FormMessage } from '~/ui/form-message';
import * as s from './auth-modals.css';

const text = accountText.auth;

/** Signs in with a passkey: the session is opened with it (the second step's alternative to a code). */
function usePasskeySignIn(onVerified: () => void) {
  const form = useApiForm();
  const signIn = () =>
    void form.run(
      async () => {
        const { signInWithPasskey } = await import('~/client/passkey-client');
        return signInWithPasskey();
      },
      { onSuccess: onVerified },
    );
  return { form, signIn };
}

/**
 * The second step of an administrator whose only factor is a passkey (decision 0036): the password alone
 * opens no session; the passkey does.
 */
export function PasskeyStep({ onVerified }: { onVerified: () => void }) {
  const { form, signIn } = usePasskeySignIn(onVerified);
  return (
    <div className={s.form} role="group" aria-labelledby="passkey-step-title">
      <h3 id="passkey-step-title" className={s.stepTitle}>
        {text.twoFactorTitle}
      </h3>
      <p className={s.muted}>{text.passkeyStepIntro}</p>
      <FormMessage {...form.banner} />
      <Button size="lg" block isDisabled={form.busy} onPress={signIn}>
        {form.busy ? text.verifying : text.passkeyStepButton}
      </Button>
    </div>
  );
}

/** The second step of a login: a code from the authenticator app, or a backup code (or the account's passkey). */
export function TwoFactorStep({
  userId,
  withPasskey = false,
  onVerified,
}: {
  userId: number;
  withPasskey?: boolean;
  onVerified: () => void;
}) {
  const passkey = usePasskeySignIn(onVerified);
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
      {withPasskey && (
        <>
          <FormMessage {...passkey.form.banner} />
          <Button variant="secondary" size="lg" block isDisabled={passkey.form.busy} onPress={passkey.signIn}>
            {text.passkeyStepButton}
          </Button>
        </>
      )}
    </form>
  );
}
