import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAfterSignIn } from '~/hooks/use-after-sign-in';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, loginSchema, type LoginActionData } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { PasswordField } from '~/ui/password-field';
import * as s from './auth-modals.css';
import { EmailField } from './email-field';
import { PasskeyStep, TwoFactorStep } from './two-factor-step';

const text = accountText.auth;

/**
 * 'Entrar': e-mail and password through the /entrar action (then the 2FA step when the account has it, or
 * the passkey step of an administrator whose only factor is a passkey), or a passkey.
 */
export function LoginForm({ onDone, onRegister, onForgot }: { onDone: () => void; onRegister: () => void; onForgot: () => void }) {
  const fetcher = useFetcher<LoginActionData>();
  const afterSignIn = useAfterSignIn(onDone);
  const passkey = useApiForm();
  const [secondStep, setSecondStep] = useState<{ userId: number; methods: Array<'totp' | 'passkey'> } | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const refusal = firstRefusal(loginSchema, { email, password });

  // Each answer is acted on once, however often the effect runs.
  const handled = useRef<LoginActionData | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) afterSignIn();
    else if ('requires2fa' in result) setSecondStep({ userId: result.userId, methods: result.methods });
  }, [fetcher.state, result, afterSignIn]);

  function withPasskey() {
    void passkey.run(
      async () => {
        const { signInWithPasskey } = await import('~/client/passkey-client');
        return signInWithPasskey();
      },
      { onSuccess: afterSignIn },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (refusal) return;
    fetcher.submit({ email, password }, { method: 'post', action: '/entrar' });
  }

  if (secondStep !== null)
    return secondStep.methods.includes('totp') ? (
      <TwoFactorStep userId={secondStep.userId} withPasskey={secondStep.methods.includes('passkey')} onVerified={afterSignIn} />
    ) : (
      <PasskeyStep onVerified={afterSignIn} />
    );

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <EmailField value={email} onChange={setEmail} autoComplete="username" autoFocus />
      <PasswordField
        label={text.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        shown={shown}
        onToggle={() => setShown((v) => !v)}
        capsLockWarning
      />
      <FormMessage message={result && !result.ok && 'error' in result ? result.error || text.loginError : null} />
      <Button type="submit" size="lg" block isDisabled={busy || refusal !== null}>
        {busy ? text.signingIn : text.signIn}
      </Button>
      <p className={s.or}>{text.or}</p>
      <Button variant="secondary" size="lg" block isDisabled={busy || passkey.busy} onPress={withPasskey}>
        {text.withPasskey}
      </Button>
      <FormMessage {...passkey.banner} />
      <div className={s.links}>
        <button type="button" className={s.link} onClick={onForgot}>
          {text.forgot}
        </button>
        <span>
          {text.noAccount}{' '}
          <button type="button" className={s.link} onClick={onRegister}>
            {text.createAccount}
          </button>
        </span>
      </div>
    </form>
  );
}
