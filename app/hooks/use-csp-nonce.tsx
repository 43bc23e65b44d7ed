/**
 * The response's Content-Security-Policy nonce, for the inline scripts the server renders (Remix's
 * <Scripts> and <ScrollRestoration>) and for the <style> elements react-aria adds (it reads the
 * `csp-nonce` meta tag). The server provides it per response; the browser reads it once from the page's
 * meta tag, so that a render in the browser (hydration, or a client render after a hydration error)
 * draws the same nonce again.
 */
import { createContext, useContext } from 'react';

// The `nonce` property: browsers blank the attribute once the page has loaded.
const pageNonce =
  typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce || undefined;

export const CspNonceContext = createContext<string | undefined>(pageNonce);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
