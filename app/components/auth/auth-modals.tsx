import { useFetcher, useNavigate, useRevalidator, useSearchParams } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { apiRequest } from '~/client/api-request';
import { openLogin } from '~/client/auth-events';
import { requestFavoritesMerge } from '~/client/favorites-storage';
import { normalizeCnpj, onlyDigits } from '~/domain/documents';
import { maskCnpj, maskCpf } from '~/domain/masks';
import { passwordStrength } from '~/domain/password-strength';
import { safeRedirectPath } from '~/domain/safe-redirect';
import { accountText } from '~/i18n/pt-BR-account';
import { validateLogin, validateRegister, validateResetRequest, validateTwoFactor, type LoginActionData } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import { TextField } from '~/ui/text-field';
import { useToast } from '~/ui/toasts/toast-provider';
import * as s from './auth-modals.css';

export type AuthView = 'login' | 'register' | 'forgot';

/** After the redirect target check: where to go once signed in. */
function useAfterSignIn(onDone: () => void) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const toast = useToast();
  return () => {
    onDone();
    requestFavoritesMerge();
    toast.show('success', accountText.auth.signedIn);
    const target = params.get('redirectTo');
    if (target) navigate(safeRedirectPath(target), { replace: true });
    else revalidator.revalidate();
  };
}

function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={s.toggle} onClick={onToggle} aria-pressed={shown}>
      {shown ? accountText.auth.hidePassword : accountText.auth.showPassword}
    </button>
  );
}

/** A password field with its show/hide toggle. */
function PasswordField({
  shown,
  onToggle,
  ...props
}: { shown: boolean; onToggle: () => void } & Omit<Parameters<typeof TextField>[0], 'type' | 'adornment'>) {
  return (
    <TextField {...props} type={shown ? 'text' : 'password'} isRequired adornment={<PasswordToggle shown={shown} onToggle={onToggle} />} />
  );
}

function LoginForm({ onDone, onRegister, onForgot }: { onDone: () => void; onRegister: () => void; onForgot: () => void }) {
  const fetcher = useFetcher<LoginActionData>();
  const afterSignIn = useAfterSignIn(onDone);
  const [twoFactorUser, setTwoFactorUser] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  // Each answer is acted on once, however often the effect runs.
  const handled = useRef<LoginActionData | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) afterSignIn();
    else if ('requires2fa' in result) setTwoFactorUser(result.userId);
  }, [fetcher.state, result, afterSignIn]);

  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  async function withPasskey() {
    setPasskeyBusy(true);
    setPasskeyError(null);
    const { signInWithPasskey } = await import('~/client/passkey-client');
    const result = await signInWithPasskey();
    setPasskeyBusy(false);
    if (result.ok) afterSignIn();
    else setPasskeyError(result.error);
  }

  const onCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState?.('CapsLock') ?? false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (validateLogin({ email, password })) return;
    fetcher.submit({ email, password }, { method: 'post', action: '/entrar' });
  }

  if (twoFactorUser !== null) return <TwoFactorForm userId={twoFactorUser} onVerified={afterSignIn} />;

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <TextField
        label={accountText.auth.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        isRequired
        autoFocus
        inputMode="email"
      />
      <PasswordField
        label={accountText.auth.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        onKeyUp={onCapsLock}
        shown={shown}
        onToggle={() => setShown((v) => !v)}
        description={capsLock ? <span className={s.warning}>{accountText.auth.capsLock}</span> : undefined}
      />
      <FormMessage message={result && !result.ok && 'error' in result ? result.error || accountText.auth.loginError : null} />
      <Button type="submit" size="lg" block isDisabled={busy || validateLogin({ email, password }) !== null}>
        {busy ? accountText.auth.signingIn : accountText.auth.signIn}
      </Button>
      <p className={s.or}>{accountText.auth.or}</p>
      <Button variant="secondary" size="lg" block isDisabled={busy || passkeyBusy} onPress={withPasskey}>
        {accountText.auth.withPasskey}
      </Button>
      <FormMessage message={passkeyError} />
      <div className={s.links}>
        <button type="button" className={s.link} onClick={onForgot}>
          {accountText.auth.forgot}
        </button>
        <span>
          {accountText.auth.noAccount}{' '}
          <button type="button" className={s.link} onClick={onRegister}>
            {accountText.auth.createAccount}
          </button>
        </span>
      </div>
    </form>
  );
}

function RegisterForm({ onDone, onLogin }: { onDone: () => void; onLogin: () => void }) {
  const toast = useToast();
  const [accountType, setAccountType] = useState<'PF' | 'PJ'>('PF');
  const [documentValue, setDocument] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const input = {
    name,
    email,
    password,
    confirmPassword,
    accountType,
    cpf: accountType === 'PF' ? documentValue : '',
    cnpj: accountType === 'PJ' ? documentValue : '',
  };
  const validation = validateRegister(input);
  const strength = password ? passwordStrength(password) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setServerError(null);
    if (validation) return;
    setBusy(true);
    const result = await apiRequest('/api/auth/register', {
      method: 'POST',
      body: {
        name: name.trim(),
        email: email.trim(),
        password,
        accountType,
        ...(accountType === 'PF' ? { cpf: onlyDigits(documentValue) } : { cnpj: normalizeCnpj(documentValue) }),
      },
      fallbackError: accountText.auth.registerError,
    });
    setBusy(false);
    if (!result.ok) {
      setServerError(result.error);
      return;
    }
    onDone();
    toast.show('success', accountText.auth.registered);
    setTimeout(openLogin, 500);
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <RadioGroup
        className={s.radioGroup}
        value={accountType}
        onChange={(value) => {
          setAccountType(value as 'PF' | 'PJ');
          setDocument(''); // switching type clears the other document
        }}
        orientation="horizontal"
      >
        <Label className={s.groupLabel}>{accountText.auth.accountType}</Label>
        <div className={s.radios}>
          <Radio value="PF" className={s.radio}>
            {accountText.auth.pf}
          </Radio>
          <Radio value="PJ" className={s.radio}>
            {accountText.auth.pj}
          </Radio>
        </div>
      </RadioGroup>
      <TextField
        key={accountType}
        label={accountType === 'PF' ? accountText.auth.cpf : accountText.auth.cnpj}
        name={accountType === 'PF' ? 'cpf' : 'cnpj'}
        value={documentValue}
        onChange={(v) => setDocument(accountType === 'PF' ? maskCpf(v) : maskCnpj(v))}
        inputMode={accountType === 'PF' ? 'numeric' : 'text'}
        placeholder={accountType === 'PF' ? '000.000.000-00' : '00.000.000/0000-00'}
        isRequired
      />
      <TextField label={accountText.auth.name} name="name" autoComplete="name" value={name} onChange={setName} isRequired />
      <TextField
        label={accountText.auth.email}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isRequired
        inputMode="email"
      />
      <PasswordField
        label={accountText.auth.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        shown={shown}
        onToggle={() => setShown((v) => !v)}
        description={
          strength ? (
            <span className={s.strength} data-strength={strength}>
              {accountText.auth.strength}: <strong>{strength}</strong>
            </span>
          ) : undefined
        }
      />
      <TextField
        label={accountText.auth.confirmPassword}
        type={shown ? 'text' : 'password'}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirm}
        isRequired
      />
      <FormMessage message={serverError ?? (attempted ? validation : null)} />
      <Button type="submit" size="lg" block isDisabled={busy}>
        {busy ? accountText.auth.creating : accountText.auth.createAccount}
      </Button>
      <p className={s.links}>
        <span>
          {accountText.auth.haveAccount}{' '}
          <button type="button" className={s.link} onClick={onLogin}>
            {accountText.auth.signIn}
          </button>
        </span>
      </p>
    </form>
  );
}

/** The second step of a login: a code from the authenticator app, or a backup code. */
function TwoFactorForm({ userId, onVerified }: { userId: number; onVerified: () => void }) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateTwoFactor({ token: code, backupCode: code, useBackup });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await apiRequest('/api/auth/2fa/verify', {
      method: 'POST',
      body: { user_id: userId, token: useBackup ? null : code, backup_code: useBackup ? code.trim() : null },
      fallbackError: accountText.auth.invalidCode,
    });
    setBusy(false);
    if (result.ok) onVerified();
    else setError(result.error);
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={accountText.auth.twoFactorTitle}>
      <h3 className={s.stepTitle}>{accountText.auth.twoFactorTitle}</h3>
      <p className={s.muted}>{useBackup ? accountText.auth.twoFactorBackupIntro : accountText.auth.twoFactorIntro}</p>
      <TextField
        key={useBackup ? 'backup' : 'code'}
        label={useBackup ? accountText.auth.backupCode : accountText.auth.code}
        name="code"
        value={code}
        onChange={(v) => setCode(useBackup ? v.slice(0, 32) : v.replace(/\D/g, '').slice(0, 6))}
        autoComplete="one-time-code"
        inputMode={useBackup ? 'text' : 'numeric'}
        autoFocus
        isRequired
      />
      <FormMessage message={error} />
      <Button type="submit" size="lg" block isDisabled={busy}>
        {busy ? accountText.auth.verifying : accountText.auth.verify}
      </Button>
      <p className={s.links}>
        <button
          type="button"
          className={s.link}
          onClick={() => {
            setUseBackup((v) => !v);
            setCode('');
            setError(null);
          }}
        >
          {useBackup ? accountText.auth.useApp : accountText.auth.useBackup}
        </button>
      </p>
    </form>
  );
}

/** Password recovery: always the same answer, whether or not the e-mail has an account. */
function ForgotForm({ onLogin }: { onLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validation = validateResetRequest({ email });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setError(null);
    if (validation) return;
    setBusy(true);
    const result = await apiRequest<{ message: string }>('/api/auth/password-reset', {
      method: 'POST',
      body: { email: email.trim() },
      fallbackError: accountText.auth.forgotError,
    });
    setBusy(false);
    if (result.ok) setSent(result.data.message);
    else setError(result.error);
  }

  if (sent !== null) {
    return (
      <div className={s.form} role="status">
        <h3 className={s.sentTitle}>{accountText.auth.forgotSentTitle}</h3>
        <p className={s.muted}>{sent}</p>
        <Button size="lg" block onPress={onLogin}>
          {accountText.auth.backToLogin}
        </Button>
      </div>
    );
  }
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <p className={s.muted}>{accountText.auth.forgotIntro}</p>
      <TextField
        label={accountText.auth.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        isRequired
        autoFocus
        inputMode="email"
      />
      <FormMessage message={error ?? (attempted ? validation : null)} />
      <Button type="submit" size="lg" block isDisabled={busy}>
        {busy ? accountText.auth.sending : accountText.auth.forgotSend}
      </Button>
      <p className={s.links}>
        <button type="button" className={s.link} onClick={onLogin}>
          {accountText.auth.backToLogin}
        </button>
      </p>
    </form>
  );
}

const TITLES: Record<AuthView, string> = {
  login: accountText.auth.loginTitle,
  register: accountText.auth.registerTitle,
  forgot: accountText.auth.forgotTitle,
};

/** The login, register and password recovery modals (loaded on first use). */
export default function AuthModals({ view, onViewChange }: { view: AuthView; onViewChange: (view: AuthView | null) => void }) {
  const close = () => onViewChange(null);
  return (
    <Modal title={TITLES[view]} isOpen onClose={close} closeLabel={accountText.auth.close}>
      {view === 'login' && <LoginForm onDone={close} onRegister={() => onViewChange('register')} onForgot={() => onViewChange('forgot')} />}
      {view === 'register' && <RegisterForm onDone={close} onLogin={() => onViewChange('login')} />}
      {view === 'forgot' && <ForgotForm onLogin={() => onViewChange('login')} />}
    </Modal>
  );
}
