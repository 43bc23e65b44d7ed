import { useState } from 'react';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import { FormMessage } from '~/ui/form-message';
import * as s from './route.css';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup, type SetupStep } from './two-factor-setup';

const text = accountText.profile;

/** 'Autenticação em dois fatores': its state, the set-up while it is off, 'Desativar 2FA' while it is on. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const form = useApiForm();
  const [step, setStep] = useState<SetupStep>(0);
  return (
    <section className={s.card} aria-labelledby="two-factor">
      <h3 id="two-factor" className={s.cardTitle}>
        {text.twoFactor}: <span className={enabled ? s.badgeOn : s.badgeOff}>{enabled ? text.twoFactorOn : text.twoFactorOff}</span>
      </h3>
      <p className={s.muted}>{text.twoFactorExplain}</p>
      <TwoFactorSetup enabled={enabled} form={form} step={step} onStep={setStep} />
      {enabled && <TwoFactorDisable form={form} />}
      {step < 2 && <FormMessage {...form.banner} />}
    </section>
  );
}
