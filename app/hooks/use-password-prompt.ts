import { createContext, useContext } from 'react';

/** Asks for the current password; null when the dialog is closed without it. */
export type AskPassword = () => Promise<string | null>;

/** Set by `PasswordPromptProvider` (components/password-prompt.tsx), the back office's password dialog. */
export const PasswordPromptContext = createContext<AskPassword | null>(null);

/** The page's password dialog; null on a page without one. */
export function usePasswordPrompt(): AskPassword | null {
  return useContext(PasswordPromptContext);
}
