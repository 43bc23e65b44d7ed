import { useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { ReauthenticationField, useReauthentication } from './reauthentication';
import * as s from './route.css';

const text = accountText.passkeys;

/**
 * Under 'Alterar senha': the passkeys that still open the account whatever the password is, and 'Remover todas
 * as passkeys' (with the password confirmation the server may ask for), so a planted one does not outlive
 * the new password.
 */
export function PasskeysRemoveAll() {
  const [names, setNames] = useState<string[]>([]);
  const form = useApiForm();
  const reauth = useReauthentication();

  const load = async () => {
    const result = await apiRequest<{ name: string }[]>('/api/auth/passkeys', { fallbackError: text.failed });
    if (result.ok) setNames(result.data.map((p) => p.name));
  };
  useEffect(() => {
    void load();
  }, []);

  if (names.length === 0) return null;
  const removeAll = () =>
    void form.submit(
      '/api/auth/passkeys',
      { method: 'DELETE', body: reauth.body(), fallbackError: text.failed },
      { handled: reauth.asked, successToast: text.removedAll, onSuccess: () => void load() },
    );

  return (
    <section className={s.card} aria-labelledby="passkeys-after-password">
      <p id="passkeys-after-password" className={s.muted}>
        {text.afterPasswordChange}
      </p>
      <ul className={s.list}>
        {names.map((name, i) => (
          <li key={`${name}-${i}`} className={s.row}>
            {name}
          </li>
        ))}
      </ul>
      <ReauthenticationField reauth={reauth} />
      <FormMessage {...form.banner} />
      <div className={s.actions}>
        <Button variant="secondary" onPress={removeAll} isDisabled={form.busy}>
          {text.removeAll}
        </Button>
      </div>
    </section>
  );
}
