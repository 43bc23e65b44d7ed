import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { notificationPermission, pushSupport, subscribeThisBrowser, unsubscribeThisBrowser } from '~/client/web-push-client';
import { formatDayMonth } from '~/i18n/format';
import { pushText } from '~/i18n/pt-BR-push';
import type { PushDeviceDto } from '~/schemas/push-subscription';
import { Button } from '~/ui/button';
import { FormMessage } from '~/ui/form-message';
import * as s from './push-devices.css';

type Phase = 'loading' | 'ready' | 'busy';

/**
 * Meu Perfil → Notificações: this browser's Web Push switch and the member's devices (decision record 0044). The
 * browser's permission is asked only when the member clicks 'Receber notificações neste navegador'.
 */
export function PushDevices({ pushOn }: { pushOn: boolean }) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [devices, setDevices] = useState<PushDeviceDto[]>([]);
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [supported, setSupported] = useState(true);
  const [denied, setDenied] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [list, key] = await Promise.all([
      apiRequest<PushDeviceDto[]>('/api/push/devices', { fallbackError: pushText.failed }),
      apiRequest<{ public_key: string | null }>('/api/push/key', { fallbackError: pushText.failed }),
    ]);
    if (list.ok) setDevices(list.data);
    if (key.ok) setPublicKey(key.data.public_key);
    setPhase('ready');
  }, []);

  useEffect(() => {
    setSupported(pushSupport() === 'supported');
    setDenied(notificationPermission() === 'denied');
    void load();
  }, [load]);

  const current = devices.find((d) => d.current) ?? null;

  async function enable() {
    if (!publicKey) return;
    setPhase('busy');
    setError(null);
    setStatus('');
    const subscribed = await subscribeThisBrowser(publicKey);
    if (!subscribed.ok) {
      setDenied(subscribed.reason === 'denied');
      if (subscribed.reason === 'dismissed') setStatus(pushText.dismissed);
      if (subscribed.reason === 'failed') setError(pushText.failed);
      setPhase('ready');
      return;
    }
    const saved = await apiRequest<PushDeviceDto>('/api/push/devices', {
      method: 'POST',
      body: subscribed.subscription,
      fallbackError: pushText.failed,
    });
    if (saved.ok) setStatus(pushText.enabled);
    else setError(saved.error);
    await load();
  }

  async function remove(device: PushDeviceDto) {
    setPhase('busy');
    setError(null);
    const removed = await apiRequest<{ message: string }>(`/api/push/devices/${device.id}`, {
      method: 'DELETE',
      fallbackError: pushText.failed,
    });
    if (removed.ok) {
      if (device.current) await unsubscribeThisBrowser();
      setStatus(device.current ? pushText.disabled : removed.data.message);
    } else setError(removed.error);
    await load();
  }

  const busy = phase !== 'ready';
  return (
    <section className={s.section} aria-labelledby="push-devices-title">
      <h3 id="push-devices-title" className={s.title}>
        {pushText.section}
      </h3>
      <p className={s.text}>{pushText.intro}</p>
      {phase !== 'loading' && !pushOn && <p className={s.text}>{pushText.pushOff}</p>}
      {phase !== 'loading' && !supported && <p className={s.text}>{pushText.unsupported}</p>}
      {phase !== 'loading' && supported && !publicKey && <p className={s.text}>{pushText.notConfigured}</p>}
      {phase !== 'loading' && supported && publicKey && denied && !current && <p className={s.text}>{pushText.denied}</p>}
      {phase !== 'loading' && supported && publicKey && current && (
        <>
          <p className={s.text}>{pushText.receiving}</p>
          <div>
            <Button variant="secondary" size="sm" onPress={() => void remove(current)} isDisabled={busy}>
              {phase === 'busy' ? pushText.disabling : pushText.disable}
            </Button>
          </div>
        </>
      )}
      {phase !== 'loading' && supported && publicKey && !current && (
        <div>
          <Button variant="secondary" size="sm" onPress={() => void enable()} isDisabled={busy}>
            {phase === 'busy' ? pushText.enabling : pushText.enable}
          </Button>
        </div>
      )}
      <h4 className={s.title}>{pushText.devices}</h4>
      {devices.length === 0 ? (
        <p className={s.text}>{phase === 'loading' ? '' : pushText.noDevices}</p>
      ) : (
        <ul className={s.list} aria-label={pushText.devices}>
          {devices.map((device) => (
            <li key={device.id} className={s.device}>
              <span>
                {pushText.deviceSince(device.label, formatDayMonth(device.created_at))}
                {device.current && <span className={s.here}>({pushText.thisBrowser})</span>}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => void remove(device)}
                isDisabled={busy}
                aria-label={pushText.removeDevice(device.label)}
              >
                {pushText.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={s.status} role="status" aria-live="polite">
        {status}
      </p>
      <FormMessage message={error} />
    </section>
  );
}
