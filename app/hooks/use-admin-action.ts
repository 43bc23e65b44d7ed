import { useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { apiRequest } from '~/client/api-request';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { useToast } from '~/ui/toasts/toast-provider';

/**
 * An administrator's action on one record: the call, 'Status atualizado com sucesso!' (or the server's
 * message, else the spec's fallback) as a toast, and the list loaded again.
 */
export function useAdminAction() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run<T = unknown>(
    path: string,
    init: { method: string; body?: unknown; fallbackError: string; success?: string | ((data: T) => string) },
  ): Promise<boolean> {
    setBusy(true);
    const result = await apiRequest<T>(path, { method: init.method, body: init.body ?? {}, fallbackError: init.fallbackError });
    setBusy(false);
    if (!result.ok) {
      toast.show('error', result.error);
      return false;
    }
    const success = typeof init.success === 'function' ? init.success(result.data) : init.success;
    toast.show('success', success ?? adminPanelText.statusUpdated);
    revalidator.revalidate();
    return true;
  }
  return { run, busy };
}
