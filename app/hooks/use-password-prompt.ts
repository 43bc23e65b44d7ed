import { createContext, useContext } from 'react';

/**
 * What the back office's dialog asks for: the current password (an account without a second factor), or the
 * second factor (decision 0036: a code from the authenticator app or a backup code, or a passkey).
 */
export type ProofKind = 'password' | 'factor';

/**
 * Asks for the proof; resolves with the fields to send the action again with (`{}` when a passkey raised the
 * session: nothing to add), or null when the dialog is closed without it.
 */
export type AskProof = (kind: ProofKind) => Promise<Record<string, string> | null>;

/** Set by `PasswordPromptProvider` (components/password-prompt.tsx), the back office's confirmation dialog. */
export const PasswordPromptContext = createContext<AskProof | null>(null);

/** The page's confirmation dialog; null on a page without one. */
export function usePasswordPrompt(): AskProof | null {
  return useContext(PasswordPromptContext);
}
