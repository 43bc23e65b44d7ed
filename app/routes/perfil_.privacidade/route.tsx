/**
 * Meu Perfil → Privacidade (LGPD): 'Baixar meus dados' (the JSON export) and 'Excluir minha conta', which asks
 * for the password in a dialog. Any signed-in account, approved or not (its data is its own either way).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { PageShell } from '~/components/page-shell';
import { siteText } from '~/i18n/pt-BR';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { requireViewer } from '~/server/auth/page-guards.server';
import { Button, buttonClass } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { TextField } from '~/ui/text-field';
import * as s from '../perfil/route.css';
import * as p from './route.css';

export const meta: MetaFunction = () => [{ title: siteText.meta.pageTitle(privacyText.title) }];

export function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(context, request);
  return null;
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setPassword('');
    setError(null);
  }

  async function confirm() {
    if (!password) return setError(privacyText.errors.passwordRequired);
    setBusy(true);
    const result = await apiRequest('/api/account', { method: 'DELETE', body: { password }, fallbackError: privacyText.deleteError });
    if (!result.ok) {
      setBusy(false);
      return setError(result.error);
    }
    // A full load: the session cookie is gone, so the header and every page see a visitor.
    window.location.assign('/conta-excluida');
  }

  return (
    <section className={s.card} aria-labelledby="delete-account">
      <h2 id="delete-account" className={s.cardTitle}>
        {privacyText.deleteTitle}
      </h2>
      <p className={s.muted}>{privacyText.deleteText}</p>
      <div className={s.actions}>
        <Button variant="secondary" className={p.danger} onPress={() => setOpen(true)}>
          {privacyText.deleteButton}
        </Button>
      </div>
      <ConfirmDialog
        title={privacyText.dialogTitle}
        isOpen={open}
        onCancel={close}
        onConfirm={() => void confirm()}
        confirmLabel={busy ? privacyText.deleting : privacyText.confirm}
        cancelLabel={privacyText.cancel}
        busy={busy}
        error={error}
      >
        <p className={s.muted}>{privacyText.dialogText}</p>
        <TextField
          label={privacyText.password}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          isRequired
          autoFocus
        />
      </ConfirmDialog>
    </section>
  );
}

export default function Privacy() {
  return (
    <PageShell title={privacyText.title}>
      <div className={s.main}>
        <p className={s.muted}>{privacyText.intro}</p>
        <section className={s.card} aria-labelledby="export-data">
          <h2 id="export-data" className={s.cardTitle}>
            {privacyText.exportTitle}
          </h2>
          <p className={s.muted}>{privacyText.exportText}</p>
          <div className={s.actions}>
            <a href="/api/account/export" download className={buttonClass('secondary')}>
              {privacyText.exportButton}
            </a>
          </div>
        </section>
        <DeleteAccount />
      </div>
    </PageShell>
  );
}
