/**
 * Registers the site's service worker (public/sw.js, scope /) once the page has loaded, in browsers that have
 * service workers. It never asks for notification permission: that is asked only when the member clicks
 * 'Receber notificações neste navegador'. Registering again is harmless (the browser keeps one registration), and
 * `updateViaCache: 'none'` has the browser check /sw.js itself for a new version at each visit (decision 0043).
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const register = () => {
    // A browser that refuses (a private window, a policy) simply goes without: the site works the same.
    container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  };
  // After load: the page's own scripts and images come first.
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
