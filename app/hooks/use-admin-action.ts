import { asksForPassword } from '~/client/form-outcome';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { useApiForm } from './use-api-form';
import { usePasswordPrompt } from './use-password-prompt';

/**
 * An administrator's action on one record (useApiForm's preset): the call, 'Status atualizado com
 * sucesso!' (or the given message) as a toast, a refusal as an error toast, and the list loaded again.
 * When the server asks for the current password (promote, demote, delete, a payment's decision, a completed
 * pickup after a sign-in older than 10 minutes), the page's password dialog asks for it and the action is
 * sent again with it.
 */
export function useAdminAction() {
  const { submit, busy } = useApiForm();
  const askPassword = usePasswordPrompt();
  const run = async <T = unknown>(
    path: string,
    {
      success,
      body = {},
      ...request
    }: { method: string; body?: Record<string, unknown>; fallbackError: string; success?: string | ((data: T) => string) },
  ) => {
    let asked = false;
    const send = (extra: { password?: string }, canAsk: boolean) =>
      submit<T>(
        path,
        { ...request, body: { ...body, ...extra } },
        {
          errorTo: 'toast',
          successToast: success ?? adminPanelText.statusUpdated,
          revalidate: true,
          handled: canAsk ? (outcome) => (asked = asksForPassword(outcome)) : undefined,
        },
      );
    const done = await send({}, askPassword !== null);
    if (done || !asked || !askPassword) return done;
    const password = await askPassword();
    return password ? send({ password }, false) : false;
  };
  return { run, busy };
}
