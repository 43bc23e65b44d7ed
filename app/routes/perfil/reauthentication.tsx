import { useState } from 'react';
import { asksForPassword, type Outcome } from '~/client/form-outcome';
import { securityText } from '~/i18n/pt-BR-security';
import { PasswordField } from '~/ui/password-field';
import * as s from './route.css';

/**
 * A sensitive change (2FA on, a passkey added or removed) needs the current password once the sign-in is
 * older than 10 minutes. The card first tries without it; when the server asks, the password field
 * appears and the next try sends it.
 */
export function useReauthentication() {
  const [needed, setNeeded] = useState(false);
  const [password, setPassword] = useState('');
  return {
    needed,
    password,
    setPassword,
    /** What to add to the request body. */
    body: (): { password?: string } => (needed && password ? { password } : {}),
    /** Reads an answer: true when the server asked for the password (the field is then shown). */
    asked: (result: Outcome<unknown>): boolean => {
      if (asksForPassword(result)) {
        setNeeded(true);
        return true;
      }
      if (result.ok) {
        setNeeded(false);
        setPassword('');
      }
      return false;
    },
  };
}

export function ReauthenticationField({ reauth }: { reauth: ReturnType<typeof useReauthentication> }) {
  if (!reauth.needed) return null;
  return (
    <div className={s.grid}>
      <PasswordField
        label={securityText.reauth.password}
        description={securityText.reauth.explain}
        value={reauth.password}
        onChange={reauth.setPassword}
        autoComplete="current-password"
        autoFocus
      />
    </div>
  );
}
