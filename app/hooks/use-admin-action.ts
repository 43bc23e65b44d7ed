import { asksForFactor, asksForPassword } from '~/client/form-outcome';
import { adminPanelText } from '~/i18n/pt-BR-admin';
import { useApiForm } from './use-api-form';
import { usePasswordPrompt } from './use-password-prompt';

/**
 * An administrator's action on one record (useApiForm's preset): the call, 'Status atualizado com
 * sucesso!' (or the given message) as a toast, a refusal as an error toast, and the list loaded again.
 * When the server asks for the current password (promote, demote, delete, a payment's decision, a completed
 * pickup after a sign-in older than 10 minutes) — or, for an account with a second factor, for the factor
 * (decision 0036) — the page's dialog asks for it and the action is sent again with it.
 */
export function useAdminAction() {
  const { submit, busy } = useApiForm();
  const askProof = usePasswordPrompt();
  const run = async <T = unknown>(
    path: string,
    {
      success,
      body = {},
      ...request
    }: { method: string; body?: Record<string, unknown>; fallbackError: string; success?: string | ((data: T) => string) },
  ) => {
    let asked: 'password' | 'factor' | null = null;
    const send = (extra: Record<string, string>, canAsk: boolean) =>
      submit<T>(
        path,
        { ...request, body: { ...body, ...extra } },
        {
          errorTo: 'toast',
          successToast: success ?? adminPanelText.statusUpdated,
          revalidate: true,
          handled: canAsk
            ? (outcome) => {
                asked = asksForPassword(outcome) ? 'password' : asksForFactor(outcome) ? 'factor' : null;
                return asked !== null;
              }
            : undefined,
        },
      );
    const done = await send({}, askProof !== null);
    if (done || !asked || !askProof) return done;
    const proof = await askProof(asked);
    return proof ? send(proof, false) : false;
  };
  return { run, busy };
}
