import { useState } from 'react';
import { asksForFactor, asksForPassword, factorCodeBody, type Outcome } from '~/client/form-outcome';
import { accountText } from '~/i18n/pt-BR-account';
import { securityText } from '~/i18n/pt-BR-security';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { FormMessage } from '~/ui/form-message';
import { PasswordField } from '~/ui/password-field';
import * as s from './route.css';

/**
 * A sensitive change (2FA on, a passkey added or removed) needs the current password once the sign-in is
 * older than 10 minutes — an administrator's, the second factor instead (decision 0036). The card first
 * tries without it; when the server asks, the field appears (for the factor: a code, or a passkey that
 * raises the session) and the next try sends it.
 */
export function useReauthentication() {
  const [needed, setNeeded] = useState<'password' | 'factor' | null>(null);
  const [value, setValue] = useState('');
  return {
    needed,
    value,
    setValue,
    /** A passkey raised the session: nothing to add to the next try. */
    raised: () => {
      setNeeded(null);
      setValue('');
    },
    /** What to add to the request body. */
    body: (): Record<string, string> => {
      if (!needed || !value) return {};
      return needed === 'factor' ? factorCodeBody(value) : { password: value };
    },
    /** Reads an answer: true when the server asked for the password or the factor (the field is then shown). */
    asked: (result: Outcome<unknown>): boolean => {
      const asked = asksForPassword(result) ? 'password' : asksForFactor(result) ? 'factor' : null;
      if (asked) {
        setNeeded(asked);
        return true;
      }
      if (result.ok) {
        setNeeded(null);
        setValue('');
      }
      return false;
    },
  };
}

export function ReauthenticationField({ reauth }: { reauth: ReturnType<typeof useReauthentication> }) {
  const [error, setError] = useState<string | null>(null);
  if (!reauth.needed) return null;
  if (reauth.needed === 'factor') {
    const withPasskey = async () => {
      const { raiseWithPasskey } = await import('~/client/passkey-client');
      const raised = await raiseWithPasskey();
      if (raised.ok) reauth.raised();
      else setError(raised.error);
    };
    return (
      <div className={s.grid}>
        <CodeField
          label={accountText.auth.raiseCode}
          description={accountText.auth.raiseIntro}
          value={reauth.value}
          onChange={reauth.setValue}
          backup
          autoFocus
        />
        <Button variant="secondary" onPress={() => void withPasskey()}>
          {accountText.auth.raisePasskey}
        </Button>
        <FormMessage message={error} />
      </div>
    );
  }
  return (
    <div className={s.grid}>
      <PasswordField
        label={securityText.reauth.password}
        description={securityText.reauth.explain}
        value={reauth.value}
        onChange={reauth.setValue}
        autoComplete="current-password"
        autoFocus
      />
    </div>
  );
}
