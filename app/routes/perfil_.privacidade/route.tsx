/**
 * Meu Perfil → Privacidade (LGPD): 'Baixar meus dados' (the JSON export) and 'Excluir minha conta', which asks
 * for the password in a dialog. Any signed-in account, approved or not (its data is its own either way).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useState } from 'react';
import { PageShell } from '~/components/page-shell';
import { useApiForm } from '~/hooks/use-api-form';
import { siteText } from '~/i18n/pt-BR';
import { privacyText } from '~/i18n/pt-BR-privacy';
import { requireViewer } from '~/server/auth/page-guards.server';
import { Button, buttonClass } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { PasswordField } from '~/ui/password-field';
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
  const form = useApiForm();

  function close() {
    setOpen(false);
    setPassword('');
    form.setError(null);
  }

  function confirm() {
    void form.submit(
      '/api/account',
      { method: 'DELETE', body: { password }, fallbackError: privacyText.deleteError },
      {
        validate: () => (password ? null : privacyText.errors.passwordRequired),
        stayBusy: true,
        // A full load: the session cookie is gone, so the header and every page see a visitor.
        onSuccess: () => window.location.assign('/conta-excluida'),
      },
    );
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
        onConfirm={confirm}
        confirmLabel={form.busy ? privacyText.deleting : privacyText.confirm}
        cancelLabel={privacyText.cancel}
        busy={form.busy}
        error={form.error}
      >
        <p className={s.muted}>{privacyText.dialogText}</p>
        <PasswordField label={privacyText.password} value={password} onChange={setPassword} autoComplete="current-password" autoFocus />
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
