import { useState, type FormEvent } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, resetRequestSchema } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import * as s from './auth-modals.css';
import { EmailField } from './email-field';

const text = accountText.auth;

/** Password recovery: always the same answer, whether or not the e-mail has an account. */
export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm({ check: firstRefusal(resetRequestSchema, { email }) });

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit<{ message: string }>(
      '/api/auth/password-reset',
      { method: 'POST', body: { email: email.trim() }, fallbackError: text.forgotError },
      { onSuccess: (data) => setSent(data.message) },
    );
  }

  if (sent !== null) {
    return (
      <div className={s.form} role="status">
        <h3 className={s.sentTitle}>{text.forgotSentTitle}</h3>
        <p className={s.muted}>{sent}</p>
        <Button size="lg" block onPress={onLogin}>
          {text.backToLogin}
        </Button>
      </div>
    );
  }
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <p className={s.muted}>{text.forgotIntro}</p>
      <EmailField value={email} onChange={setEmail} autoComplete="username" autoFocus />
      <FormMessage {...form.banner} />
      <Button type="submit" size="lg" block isDisabled={form.busy}>
        {form.busy ? text.sending : text.forgotSend}
      </Button>
      <p className={s.links}>
        <button type="button" className={s.link} onClick={onLogin}>
          {text.backToLogin}
        </button>
      </p>
    </form>
  );
}
