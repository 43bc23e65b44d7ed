import { useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { formatDateTime } from '~/i18n/format';
import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { useToast } from '~/ui/toasts/toast-provider';
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
  const toast = useToast();
  const [items, setItems] = useState<Passkey[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reauth = useReauthentication();

  const load = async () => {
    const result = await apiRequest<Passkey[]>('/api/auth/passkeys', { fallbackError: accountText.passkeys.failed });
    if (result.ok) setItems(result.data);
  };
  useEffect(() => {
    void load();
  }, []);

  async function add() {
    setBusy(true);
    setError(null);
    const { registerPasskey } = await import('~/client/passkey-client');
    const result = await registerPasskey(`${accountText.passkeys.defaultName} ${items.length + 1}`, reauth.body());
    setBusy(false);
    if (reauth.asked(result)) return setError(null);
    if (!result.ok) return setError(result.error);
    toast.show('success', accountText.passkeys.added);
    await load();
  }

  async function remove(id: string) {
    const result = await apiRequest(`/api/auth/passkeys/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      body: reauth.body(),
      fallbackError: accountText.passkeys.failed,
    });
    if (reauth.asked(result)) return setError(null);
    if (!result.ok) return setError(result.error);
    toast.show('success', accountText.passkeys.removed);
    await load();
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
      <FormMessage message={error} />
      <div className={s.actions}>
        <Button variant="secondary" onPress={add} isDisabled={busy}>
          {accountText.passkeys.add}
        </Button>
      </div>
    </section>
  );
}
