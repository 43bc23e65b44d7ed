import { useCallback, useRef, useState, type ReactNode } from 'react';
import { factorCodeBody } from '~/client/form-outcome';
import { PasswordPromptContext, type AskProof, type ProofKind } from '~/hooks/use-password-prompt';
import { accountText } from '~/i18n/pt-BR-account';
import { securityText } from '~/i18n/pt-BR-security';
import { Button } from '~/ui/button';
import { CodeField } from '~/ui/code-field';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { PasswordField } from '~/ui/password-field';

const text = securityText.reauth;
const factorText = accountText.auth;

/**
 * The back office's answer to a sensitive action the server refused for an old sign-in: a dialog asking for
 * the current password — or, for an account with a second factor, the factor (a code, or a passkey that
 * raises the session; decision 0036) — which the action is then sent again with (`useAdminAction`).
 */
export function PasswordPromptProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<ProofKind | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<((proof: Record<string, string> | null) => void) | null>(null);

  const ask = useCallback<AskProof>(
    (asked) =>
      new Promise((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setValue('');
        setError(null);
        setKind(asked);
      }),
    [],
  );
  const finish = (proof: Record<string, string> | null) => {
    setKind(null);
    pending.current?.(proof);
    pending.current = null;
  };
  const confirm = () => {
    if (!value) return;
    finish(kind === 'factor' ? factorCodeBody(value) : { password: value });
  };
  async function withPasskey() {
    setBusy(true);
    const { raiseWithPasskey } = await import('~/client/passkey-client');
    const raised = await raiseWithPasskey();
    setBusy(false);
    if (raised.ok) finish({});
    else setError(raised.error);
  }

  return (
    <PasswordPromptContext.Provider value={ask}>
      {children}
      <ConfirmDialog
        title={kind === 'factor' ? factorText.raiseTitle : text.title}
        isOpen={kind !== null}
        onCancel={() => finish(null)}
        onConfirm={confirm}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        busy={busy}
        error={error}
      >
        {kind === 'factor' ? (
          <>
            <CodeField
              label={factorText.raiseCode}
              description={factorText.raiseIntro}
              value={value}
              onChange={setValue}
              backup
              autoFocus
            />
            <Button variant="secondary" onPress={() => void withPasskey()} isDisabled={busy}>
              {factorText.raisePasskey}
            </Button>
          </>
        ) : (
          <PasswordField
            label={text.password}
            description={text.explain}
            value={value}
            onChange={setValue}
            autoComplete="current-password"
            autoFocus
          />
        )}
      </ConfirmDialog>
    </PasswordPromptContext.Provider>
  );
}
