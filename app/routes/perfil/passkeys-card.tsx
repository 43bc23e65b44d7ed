import { useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { useApiForm } from '~/hooks/use-api-form';
import { formatDateTime } from '~/i18n/format';
import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { ReauthenticationField, useReauthentication } from './reauthentication';
import * as s from './route.css';

interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** Meu Perfil → Segurança → Passkeys: list, add (this device's authenticator), remove. */
export function PasskeysCard() {
  const [items, setItems] = useState<Passkey[]>([]);
  const form = useApiForm();
  const reauth = useReauthentication();

  const load = async () => {
    const result = await apiRequest<Passkey[]>('/api/auth/passkeys', { fallbackError: accountText.passkeys.failed });
    if (result.ok) setItems(result.data);
  };
  useEffect(() => {
    void load();
  }, []);

  function add() {
    void form.run(
      async () => {
        const { registerPasskey } = await import('~/client/passkey-client');
        return registerPasskey(`${accountText.passkeys.defaultName} ${items.length + 1}`, reauth.body());
      },
      { handled: reauth.asked, successToast: accountText.passkeys.added, onSuccess: () => void load() },
    );
  }

  function remove(id: string) {
    void form.submit(
      `/api/auth/passkeys/${encodeURIComponent(id)}`,
      { method: 'DELETE', body: reauth.body(), fallbackError: accountText.passkeys.failed },
      { handled: reauth.asked, successToast: accountText.passkeys.removed, onSuccess: () => void load() },
    );
  }

  return (
    <section className={s.card} aria-labelledby="passkeys">
      <h3 id="passkeys" className={s.cardTitle}>
        {accountText.passkeys.title}
      </h3>
      <p className={s.muted}>{accountText.passkeys.explain}</p>
      {items.length === 0 ? (
        <p className={s.muted}>{accountText.passkeys.none}</p>
      ) : (
        <ul className={s.list} aria-label={accountText.passkeys.title}>
          {items.map((p) => (
            <li key={p.id} className={s.row}>
              <span>
                <strong>{p.name}</strong> · {accountText.passkeys.createdAt} {formatDateTime(p.created_at)} ·{' '}
                {accountText.passkeys.lastUsed}: {p.last_used_at ? formatDateTime(p.last_used_at) : accountText.passkeys.never}
              </span>
              <Button variant="ghost" size="sm" onPress={() => remove(p.id)} aria-label={`${accountText.passkeys.remove} ${p.name}`}>
                {accountText.passkeys.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ReauthenticationField reauth={reauth} />
      <FormMessage {...form.banner} />
      <div className={s.actions}>
        <Button variant="secondary" onPress={add} isDisabled={form.busy}>
          {accountText.passkeys.add}
        </Button>
      </div>
    </section>
  );
}
