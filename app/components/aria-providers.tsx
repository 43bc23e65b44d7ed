import { useHref, useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';

/** The Remix navigation options a react-aria link may carry (`routerOptions`). */
interface NavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * What every react-aria component on a page shares: its own words in Portuguese (placeholders, calendars,
 * the hidden 'Dismiss' of popovers, whatever the browser's language), and links (`href` on a Tab, a Link)
 * that Remix follows without a full page load once the page is hydrated: before, they are plain links.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <I18nProvider locale="pt-BR">
      <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
        {children}
      </RouterProvider>
    </I18nProvider>
  );
}
