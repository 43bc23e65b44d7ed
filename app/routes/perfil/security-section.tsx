import { useState } from 'react';
import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { NotificationSettingsModal } from './notification-settings-modal';
import { PasskeysCard } from './passkeys-card';
import { PasswordChange } from './password-change';
import * as s from './route.css';
import { SessionRaise } from './session-raise';
import { TwoFactorCard } from './two-factor-card';

/**
 * Meu Perfil → Segurança: the notification settings, the password, two-factor authentication and passkeys;
 * `notice` says why the visitor was sent here (an administrator without a second factor); `raise`: an
 * administrator's session opened with the password alone, raised here with the factors the account has.
 */
export function SecuritySection({
  twoFactorEnabled,
  notice,
  raise,
}: {
  twoFactorEnabled: boolean;
  notice: string | null;
  raise: { totp: boolean; passkey: boolean } | null;
}) {
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
      <FormMessage message={notice} />
      {raise && <SessionRaise totp={raise.totp} passkey={raise.passkey} />}
      {settingsOpen && <NotificationSettingsModal onClose={() => setSettingsOpen(false)} />}
      <PasswordChange />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <PasskeysCard />
    </section>
  );
}
