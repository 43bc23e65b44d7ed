import { useEffect, useState, type FormEvent } from 'react';
import { Switch } from 'react-aria-components';
import { apiRequest } from '~/client/api-request';
import { useApiForm } from '~/hooks/use-api-form';
import { accountText } from '~/i18n/pt-BR-account';
import type { NotificationSettingsDto } from '~/server/accounts/profile.server';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import { Modal } from '~/ui/modal';
import { TextField } from '~/ui/text-field';
import * as s from './notification-settings.css';
import { PushDevices } from './push-devices';

const TYPES = ['bid_outbid', 'auction_ending', 'auction_won', 'auction_lost', 'payment_approved', 'item_ready', 'search_alert'] as const;
type Flag = 'email_notifications' | 'push_notifications' | (typeof TYPES)[number];

function Toggle({ label, isSelected, onChange }: { label: string; isSelected: boolean; onChange: (value: boolean) => void }) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} className={s.toggle}>
      <span className={s.track} aria-hidden="true">
        <span className={s.thumb} />
      </span>
      {label}
    </Switch>
  );
}

/** The notification settings modal: channels, the six types, quiet hours (default 22:00–08:00). */
export function NotificationSettingsModal({ onClose }: { onClose: () => void }) {
  const [settings, setSettings] = useState<NotificationSettingsDto | null>(null);
  /** push as saved (not as toggled before saving): what the devices section says of it */
  const [savedPushOn, setSavedPushOn] = useState(true);
  const form = useApiForm({ bannerLifetime: { success: 3000 } });
  const { setError } = form;

  useEffect(() => {
    void apiRequest<NotificationSettingsDto>('/api/notification-settings', {
      fallbackError: accountText.notificationSettings.loadError,
    }).then((result) => {
      if (!result.ok) return setError(accountText.notificationSettings.loadError);
      setSettings(result.data);
      setSavedPushOn(result.data.push_notifications);
    });
  }, [setError]);

  const flag = (key: Flag) => (value: boolean) => setSettings((current) => (current ? { ...current, [key]: value } : current));

  function save(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    void form.submit(
      '/api/notification-settings',
      { method: 'PUT', body: settings, fallbackError: accountText.notificationSettings.saveError },
      {
        errorText: accountText.notificationSettings.saveError,
        successBanner: accountText.notificationSettings.saved,
        onSuccess: () => setSavedPushOn(settings.push_notifications),
      },
    );
  }

  return (
    <Modal title={accountText.notificationSettings.title} isOpen onClose={onClose} closeLabel={accountText.auth.close}>
      {settings && (
        <form className={s.form} onSubmit={save}>
          <fieldset className={s.group}>
            <legend className={s.legend}>{accountText.notificationSettings.channels}</legend>
            <Toggle
              label={accountText.notificationSettings.email}
              isSelected={settings.email_notifications}
              onChange={flag('email_notifications')}
            />
            <Toggle
              label={accountText.notificationSettings.push}
              isSelected={settings.push_notifications}
              onChange={flag('push_notifications')}
            />
          </fieldset>
          <fieldset className={s.group}>
            <legend className={s.legend}>{accountText.notificationSettings.types}</legend>
            {TYPES.map((type) => (
              <Toggle key={type} label={accountText.notificationSettings[type]} isSelected={settings[type]} onChange={flag(type)} />
            ))}
          </fieldset>
          <fieldset className={s.group}>
            <legend className={s.legend}>{accountText.notificationSettings.quietHours}</legend>
            <p className={s.help}>{accountText.notificationSettings.quietHoursHelp}</p>
            <div className={s.times}>
              <TextField
                label={accountText.notificationSettings.from}
                type="time"
                value={settings.quiet_hours_start}
                onChange={(v) => setSettings({ ...settings, quiet_hours_start: v })}
              />
              <TextField
                label={accountText.notificationSettings.to}
                type="time"
                value={settings.quiet_hours_end}
                onChange={(v) => setSettings({ ...settings, quiet_hours_end: v })}
              />
            </div>
          </fieldset>
          <FormMessage {...form.banner} />
          <Button type="submit" block isDisabled={form.busy}>
            {accountText.notificationSettings.save}
          </Button>
        </form>
      )}
      {settings && <PushDevices pushOn={savedPushOn} />}
      {!settings && <FormMessage message={form.banner.message} />}
    </Modal>
  );
}
