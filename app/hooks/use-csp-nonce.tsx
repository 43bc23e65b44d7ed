/**
 * The response's Content-Security-Policy nonce, for the inline scripts the server renders (Remix's
 * <Scripts> and <ScrollRestoration>). Only the server knows it; in the browser it is undefined.
 */
import { createContext, useContext } from 'react';

export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
