import { useRevalidator } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '~/client/api-request';
import { authMessages } from '~/i18n/auth-messages';
import { accountText } from '~/i18n/pt-BR-account';
import { validatePasswordChange, validateTwoFactor } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useToast } from '~/ui/toasts/toast-provider';
import { NotificationSettingsModal } from './notification-settings-modal';
import { PasskeysCard } from './passkeys-card';
import { ReauthenticationField, useReauthentication } from './reauthentication';
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
      validatePasswordChange({ currentPassword: current, newPassword: next }) ??
      (next !== confirm ? accountText.profile.passwordMismatch : null);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await apiRequest('/api/auth/password', {
      method: 'PUT',
      body: { current_password: current, new_password: next },
      fallbackError: accountText.profile.passwordError,
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
        {accountText.profile.changePassword}
      </h3>
      <div className={s.grid}>
        <TextField
          label={accountText.profile.currentPassword}
          type="password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          isRequired
        />
        <span />
        <TextField
          label={accountText.profile.newPassword}
          type="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          isRequired
        />
        <TextField
          label={accountText.profile.confirmNewPassword}
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
          {accountText.profile.changePassword}
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
  const reauth = useReauthentication();

  async function start() {
    setBusy(true);
    const result = await apiRequest<Setup>('/api/auth/2fa/setup', {
      method: 'POST',
      body: reauth.body(),
      fallbackError: authMessages.twoFactorSetupError,
    });
    setBusy(false);
    if (reauth.asked(result)) return setError(null);
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
    toast.show('success', accountText.profile.twoFactorEnabled);
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
    toast.show('success', accountText.profile.twoFactorDisabled);
    revalidator.revalidate();
  }

  return (
    <section className={s.card} aria-labelledby="two-factor">
      <h3 id="two-factor" className={s.cardTitle}>
        {accountText.profile.twoFactor}:{' '}
        <span className={enabled ? s.badgeOn : s.badgeOff}>
          {enabled ? accountText.profile.twoFactorOn : accountText.profile.twoFactorOff}
        </span>
      </h3>
      <p className={s.muted}>{accountText.profile.twoFactorExplain}</p>

      {!enabled && step === 0 && <ReauthenticationField reauth={reauth} />}
      {!enabled && step === 0 && (
        <div className={s.actions}>
          <Button onPress={start} isDisabled={busy}>
            {accountText.profile.enable2fa}
          </Button>
        </div>
      )}

      {step === 1 && setup && (
        <>
          <h4>{accountText.profile.step1}</h4>
          <p className={s.muted}>{accountText.profile.step1Text}</p>
          <img src={setup.qr_code} alt={accountText.profile.qrAlt} className={s.qr} width={200} height={200} />
          <p>
            {accountText.profile.manualKey}: <code className={s.code}>{setup.secret}</code>
          </p>
          <div className={s.actions}>
            <Button onPress={() => setStep(2)}>{accountText.profile.next}</Button>
          </div>
        </>
      )}

      {step === 2 && (
        <form onSubmit={confirmCode} noValidate className={s.card}>
          <h4>{accountText.profile.step2}</h4>
          <TextField
            label={accountText.auth.code}
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
              {accountText.profile.confirm}
            </Button>
          </div>
        </form>
      )}

      {step === 3 && (
        <>
          <h4>{accountText.profile.step3}</h4>
          <p className={s.muted}>{accountText.profile.step3Text}</p>
          <ul className={s.codes} aria-label={accountText.auth.backupCode}>
            {backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className={s.actions}>
            <Button variant="secondary" onPress={download}>
              {accountText.profile.download}
            </Button>
            <Button onPress={finish}>{accountText.profile.finish}</Button>
          </div>
        </>
      )}

      {enabled && !disabling && (
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => setDisabling(true)}>
            {accountText.profile.disable2fa}
          </Button>
        </div>
      )}
      {enabled && disabling && (
        <form onSubmit={disable} noValidate className={s.card}>
          <p className={s.muted}>{accountText.profile.disableText}</p>
          <TextField
            label={accountText.profile.currentPassword}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            isRequired
          />
          <TextField
            label={accountText.auth.code}
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
          />
          <FormMessage message={error} />
          <div className={s.actions}>
            <Button type="submit" isDisabled={busy}>
              {accountText.profile.disable2fa}
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
          {accountText.profile.security}
        </h2>
        <Button variant="secondary" size="sm" onPress={() => setSettingsOpen(true)}>
          {accountText.notificationSettings.open}
        </Button>
      </div>
      {settingsOpen && <NotificationSettingsModal onClose={() => setSettingsOpen(false)} />}
      <PasswordChange />
      <TwoFactor enabled={twoFactorEnabled} />
      <PasskeysCard />
    </section>
  );
}
