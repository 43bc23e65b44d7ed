import { useCallback, useRef, useState, type ReactNode } from 'react';
import { PasswordPromptContext, type AskPassword } from '~/hooks/use-password-prompt';
import { securityText } from '~/i18n/pt-BR-security';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { PasswordField } from '~/ui/password-field';

const text = securityText.reauth;

/**
 * The back office's answer to a sensitive action the server refused for an old sign-in: a dialog asking for
 * the current password, which the action is then sent again with (`useAdminAction`).
 */
export function PasswordPromptProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const pending = useRef<((value: string | null) => void) | null>(null);

  const ask = useCallback<AskPassword>(
    () =>
      new Promise((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setPassword('');
        setOpen(true);
      }),
    [],
  );
  const finish = (value: string | null) => {
    setOpen(false);
    pending.current?.(value);
    pending.current = null;
  };

  return (
    <PasswordPromptContext.Provider value={ask}>
      {children}
      <ConfirmDialog
        title={text.title}
        isOpen={open}
        onCancel={() => finish(null)}
        onConfirm={() => password && finish(password)}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
      >
        <PasswordField
          label={text.password}
          description={text.explain}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          autoFocus
        />
      </ConfirmDialog>
    </PasswordPromptContext.Provider>
  );
}
