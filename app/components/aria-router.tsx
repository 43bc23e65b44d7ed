import { useHref, useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

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
 * Links of react-aria components (`href` on a Tab) that Remix follows without a full page load once the page
 * is hydrated; before, they are plain links. Around the pages whose tabs are links (they load react-aria's
 * tabs anyway), not the root.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
