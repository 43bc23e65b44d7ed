import { useState } from 'react';
import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { NotificationSettingsModal } from './notification-settings-modal';
import { PasskeysCard } from './passkeys-card';
import { PasswordChange } from './password-change';
import * as s from './route.css';
import { TwoFactorCard } from './two-factor-card';

/**
 * Meu Perfil → Segurança: the notification settings, the password, two-factor authentication and passkeys;
 * `notice` says why the visitor was sent here (an administrator without a second factor).
 */
export function SecuritySection({ twoFactorEnabled, notice }: { twoFactorEnabled: boolean; notice: string | null }) {
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
      {settingsOpen && <NotificationSettingsModal onClose={() => setSettingsOpen(false)} />}
      <PasswordChange />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <PasskeysCard />
    </section>
  );
}
