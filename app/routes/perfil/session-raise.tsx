import { useState, type FormEvent } from 'react';
import { factorCodeBody } from '~/client/form-outcome';
import { useApiForm } from '~/hooks/use-api-form';
import { authMessages } from '~/i18n/auth-messages';
import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { FormMessage } from '~/ui/form-message';
import * as s from './route.css';

const text = accountText.auth;

/** Where a raised session goes: the back office it was sent from. */
const AFTER_RAISE = '/admin';

/**
 * An administrator whose session was opened with the password alone raises it here (decision 0036): a code
 * from the authenticator app or a backup code (`totp`), or one of the account's passkeys (`passkey`).
 */
export function SessionRaise({ totp, passkey }: { totp: boolean; passkey: boolean }) {
  const [code, setCode] = useState('');
  const form = useApiForm();
  const done = () => window.location.assign(AFTER_RAISE);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = factorCodeBody(code);
    void form.submit(
      '/api/auth/session/raise',
      {
        method: 'POST',
        body: 'two_factor_token' in body ? { token: body.two_factor_token } : body,
        fallbackError: text.invalidCode,
      },
      { validate: () => (code.trim() ? null : text.invalidCode), onSuccess: done, stayBusy: true },
    );
  }
  function withPasskey() {
    void form.run(
      async () => {
        const { raiseWithPasskey } = await import('~/client/passkey-client');
        return raiseWithPasskey();
      },
      { onSuccess: done, stayBusy: true },
    );
  }

  return (
    <form className={s.card} onSubmit={submit} noValidate aria-labelledby="session-raise-title">
      <h3 id="session-raise-title" className={s.cardTitle}>
        {text.raiseTitle}
      </h3>
      <p className={s.muted}>{authMessages.adminSessionRaiseRequired}</p>
      {totp && (
        <div className={s.grid}>
          <CodeField label={text.raiseCode} description={text.raiseIntro} value={code} onChange={setCode} backup autoFocus />
        </div>
      )}
      <div className={s.actions}>
        {totp && (
          <Button type="submit" isDisabled={form.busy}>
            {form.busy ? text.verifying : text.raiseSubmit}
          </Button>
        )}
        {passkey && (
          <Button variant={totp ? 'secondary' : 'primary'} isDisabled={form.busy} onPress={withPasskey}>
            {text.raisePasskey}
          </Button>
        )}
      </div>
      <FormMessage {...form.banner} />
    </form>
  );
}
