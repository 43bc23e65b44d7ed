import type { ReactNode } from 'react';
// The one part the root needs, by its own path: the package's index would bring every react-aria component
// any page uses into the chunk every page loads (vite.config.ts, `appShellChunk`).
import { I18nProvider } from 'react-aria-components/I18nProvider';

/**
 * What every react-aria component on a page shares: its own words in Portuguese (placeholders, calendars,
 * the hidden 'Dismiss' of popovers, whatever the browser's language). At the root of every page.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale="pt-BR">{children}</I18nProvider>;
}
