import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '~/client/service-worker';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Web Push notices and the installed app (public/sw.js); no permission is asked here.
registerServiceWorker();
