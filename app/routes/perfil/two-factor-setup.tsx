import { useRevalidator } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import type { ApiForm } from '~/hooks/use-api-form';
import { authMessages } from '~/i18n/auth-messages';
import { accountText } from '~/i18n/pt-BR-account';
import { firstRefusal, twoFactorCode } from '~/schemas/auth';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { useToast } from '~/ui/toasts/toast-provider';
import { BackupCodes } from './backup-codes';
import { ReauthenticationField, useReauthentication } from './reauthentication';
import * as s from './route.css';
import { SubmitRow } from './submit-row';

const text = accountText.profile;

/** 0: not started; 1: scan the QR code; 2: confirm a code; 3: keep the backup codes. */
export type SetupStep = 0 | 1 | 2 | 3;

interface Setup {
  qr_code: string;
  secret: string;
}

/**
 * Two-factor set-up in 3 steps: scan (or type the key) → confirm a 6-digit code → keep the backup codes.
 * Starting may ask for the current password first (a sign-in older than 10 minutes).
 */
export function TwoFactorSetup({
  enabled,
  form,
  step,
  onStep,
}: {
  enabled: boolean;
  form: ApiForm;
  step: SetupStep;
  onStep: (step: SetupStep) => void;
}) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const reauth = useReauthentication();

  function start() {
    void form.submit<Setup>(
      '/api/auth/2fa/setup',
      { method: 'POST', body: reauth.body(), fallbackError: authMessages.twoFactorSetupError },
      {
        handled: reauth.asked,
        onSuccess: (data) => {
          setSetup(data);
          onStep(1);
        },
      },
    );
  }

  function confirmCode(event: FormEvent) {
    event.preventDefault();
    void form.submit<{ backup_codes: string[] }>(
      '/api/auth/2fa/enable',
      { method: 'POST', body: { token: code }, fallbackError: authMessages.invalidTwoFactor },
      {
        validate: () => firstRefusal(twoFactorCode, code),
        onSuccess: (data) => {
          setBackupCodes(data.backup_codes);
          onStep(3);
        },
      },
    );
  }

  function finish() {
    onStep(0);
    setSetup(null);
    setCode('');
    setBackupCodes([]);
    toast.show('success', text.twoFactorEnabled);
    revalidator.revalidate();
  }

  return (
    <>
      {!enabled && step === 0 && <ReauthenticationField reauth={reauth} />}
      {!enabled && step === 0 && (
        <div className={s.actions}>
          <Button onPress={start} isDisabled={form.busy}>
            {text.enable2fa}
          </Button>
        </div>
      )}

      {step === 1 && setup && (
        <>
          <h4>{text.step1}</h4>
          <p className={s.muted}>{text.step1Text}</p>
          <img src={setup.qr_code} alt={text.qrAlt} className={s.qr} width={200} height={200} />
          <p>
            {text.manualKey}: <code className={s.code}>{setup.secret}</code>
          </p>
          <div className={s.actions}>
            <Button onPress={() => onStep(2)}>{text.next}</Button>
          </div>
        </>
      )}

      {step === 2 && (
        <form onSubmit={confirmCode} noValidate className={s.card}>
          <h4>{text.step2}</h4>
          <CodeField label={accountText.auth.code} value={code} onChange={setCode} autoFocus />
          <SubmitRow form={form}>{text.confirm}</SubmitRow>
        </form>
      )}

      {step === 3 && <BackupCodes codes={backupCodes} onFinish={finish} />}
    </>
  );
}
