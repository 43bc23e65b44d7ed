import { useRevalidator } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '~/hooks/api-request';
import { authMessages } from '~/i18n/auth-messages';
import { ta } from '~/i18n/pt-BR-account';
import { validatePasswordChange, validateTwoFactor } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useToast } from '~/ui/toasts/toast-provider';
import { NotificationSettingsModal } from './notification-settings-modal';
import { PasskeysCard } from './passkeys-card';
import * as s from './route.css';

function PasswordChange() {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid =
      validatePasswordChange({ currentPassword: current, newPassword: next }) ?? (next !== confirm ? ta.profile.passwordMismatch : null);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await apiRequest('/api/auth/password', {
      method: 'PUT',
      body: { current_password: current, new_password: next },
      fallbackError: ta.profile.passwordError,
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setCurrent('');
    setNext('');
    setConfirm('');
    toast.show('success', authMessages.passwordChanged);
  }

  return (
    <form className={s.card} onSubmit={submit} noValidate aria-labelledby="password-change">
      <h3 id="password-change" className={s.cardTitle}>
        {ta.profile.changePassword}
      </h3>
      <div className={s.grid}>
        <TextField
          label={ta.profile.currentPassword}
          type="password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          isRequired
        />
        <span />
        <TextField label={ta.profile.newPassword} type="password" value={next} onChange={setNext} autoComplete="new-password" isRequired />
        <TextField
          label={ta.profile.confirmNewPassword}
          type="password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
          isRequired
        />
      </div>
      <FormMessage message={error} />
      <div className={s.actions}>
        <Button type="submit" isDisabled={busy}>
          {ta.profile.changePassword}
        </Button>
      </div>
    </form>
  );
}

interface Setup {
  qr_code: string;
  secret: string;
}

/** Two-factor set-up in 3 steps: scan (or type the key) → confirm a 6-digit code → keep the backup codes. */
function TwoFactor({ enabled }: { enabled: boolean }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [step, setStep] = useState<0 | 1 | 2 | 3>(0);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [disabling, setDisabling] = useState(false);

  async function start() {
    setBusy(true);
    const result = await apiRequest<Setup>('/api/auth/2fa/setup', {
      method: 'POST',
      body: {},
      fallbackError: authMessages.twoFactorSetupError,
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setSetup(result.data);
    setError(null);
    setStep(1);
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    const invalid = validateTwoFactor({ token: code, backupCode: '', useBackup: false });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await apiRequest<{ backup_codes: string[] }>('/api/auth/2fa/enable', {
      method: 'POST',
      body: { token: code },
      fallbackError: authMessages.invalidTwoFactor,
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setBackupCodes(result.data.backup_codes);
    setStep(3);
  }

  function download() {
    const blob = new Blob([`Arremate — códigos de backup\n\n${backupCodes.join('\n')}\n`], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = Object.assign(document.createElement('a'), { href: url, download: 'arremate-codigos-backup.txt' });
    a.click();
    URL.revokeObjectURL(url);
  }

  function finish() {
    setStep(0);
    setSetup(null);
    setCode('');
    setBackupCodes([]);
    toast.show('success', ta.profile.twoFactorEnabled);
    revalidator.revalidate();
  }

  async function disable(event: FormEvent) {
    event.preventDefault();
    const invalid = !password ? authMessages.loginPasswordRequired : validateTwoFactor({ token: code, backupCode: '', useBackup: false });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await apiRequest('/api/auth/2fa/disable', {
      method: 'POST',
      body: { password, token: code },
      fallbackError: authMessages.twoFactorSetupError,
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setDisabling(false);
    setPassword('');
    setCode('');
    toast.show('success', ta.profile.twoFactorDisabled);
    revalidator.revalidate();
  }

  return (
    <section className={s.card} aria-labelledby="two-factor">
      <h3 id="two-factor" className={s.cardTitle}>
        {ta.profile.twoFactor}:{' '}
        <span className={enabled ? s.badgeOn : s.badgeOff}>{enabled ? ta.profile.twoFactorOn : ta.profile.twoFactorOff}</span>
      </h3>
      <p className={s.muted}>{ta.profile.twoFactorExplain}</p>

      {!enabled && step === 0 && (
        <div className={s.actions}>
          <Button onPress={start} isDisabled={busy}>
            {ta.profile.enable2fa}
          </Button>
        </div>
      )}

      {step === 1 && setup && (
        <>
          <h4>{ta.profile.step1}</h4>
          <p className={s.muted}>{ta.profile.step1Text}</p>
          <img src={setup.qr_code} alt={ta.profile.qrAlt} className={s.qr} width={200} height={200} />
          <p>
            {ta.profile.manualKey}: <code className={s.code}>{setup.secret}</code>
          </p>
          <div className={s.actions}>
            <Button onPress={() => setStep(2)}>{ta.profile.next}</Button>
          </div>
        </>
      )}

      {step === 2 && (
        <form onSubmit={confirmCode} noValidate className={s.card}>
          <h4>{ta.profile.step2}</h4>
          <TextField
            label={ta.auth.code}
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            isRequired
          />
          <FormMessage message={error} />
          <div className={s.actions}>
            <Button type="submit" isDisabled={busy}>
              {ta.profile.confirm}
            </Button>
          </div>
        </form>
      )}

      {step === 3 && (
        <>
          <h4>{ta.profile.step3}</h4>
          <p className={s.muted}>{ta.profile.step3Text}</p>
          <ul className={s.codes} aria-label={ta.auth.backupCode}>
            {backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className={s.actions}>
            <Button variant="secondary" onPress={download}>
              {ta.profile.download}
            </Button>
            <Button onPress={finish}>{ta.profile.finish}</Button>
          </div>
        </>
      )}

      {enabled && !disabling && (
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => setDisabling(true)}>
            {ta.profile.disable2fa}
          </Button>
        </div>
      )}
      {enabled && disabling && (
        <form onSubmit={disable} noValidate className={s.card}>
          <p className={s.muted}>{ta.profile.disableText}</p>
          <TextField
            label={ta.profile.currentPassword}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            isRequired
          />
          <TextField
            label={ta.auth.code}
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
          />
          <FormMessage message={error} />
          <div className={s.actions}>
            <Button type="submit" isDisabled={busy}>
              {ta.profile.disable2fa}
            </Button>
          </div>
        </form>
      )}
      {step < 2 && <FormMessage message={error} />}
    </section>
  );
}

export function SecuritySection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <section className={s.main} aria-labelledby="security">
      <div className={s.actions}>
        <h2 id="security" className={s.cardTitle}>
          {ta.profile.security}
        </h2>
        <Button variant="secondary" size="sm" onPress={() => setSettingsOpen(true)}>
          {ta.notificationSettings.open}
        </Button>
      </div>
      {settingsOpen && <NotificationSettingsModal onClose={() => setSettingsOpen(false)} />}
      <PasswordChange />
      <TwoFactor enabled={twoFactorEnabled} />
      <PasskeysCard />
    </section>
  );
}
