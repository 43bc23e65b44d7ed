import { adminPanelText } from '~/i18n/pt-BR-admin';
import { useApiForm } from './use-api-form';

/**
 * An administrator's action on one record (useApiForm's preset): the call, 'Status atualizado com
 * sucesso!' (or the given message) as a toast, a refusal as an error toast, and the list loaded again.
 */
export function useAdminAction() {
  const { submit, busy } = useApiForm();
  const run = <T = unknown>(
    path: string,
    { success, ...request }: { method: string; body?: unknown; fallbackError: string; success?: string | ((data: T) => string) },
  ) =>
    submit<T>(
      path,
      { ...request, body: request.body ?? {} },
      { errorTo: 'toast', successToast: success ?? adminPanelText.statusUpdated, revalidate: true },
    );
  return { run, busy };
}
