/**
 * Strings the browser shows outside a page: the service worker's notice for a push it cannot read (a push must
 * always show one). public/sw.js is served as is and cannot import this module, so it holds a copy that
 * tests/unit/web-app/service-worker.test.ts keeps equal. The installed app's name and description are
 * siteText.brand's (public/manifest.webmanifest, checked by the same tests).
 */
export const webAppText = {
  fallbackNotice: {
    title: 'Arremate',
    body: 'Você tem uma nova notificação.',
  },
};
