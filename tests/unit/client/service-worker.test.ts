import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '~/client/service-worker';

/** A window with just what the registration touches. */
function fakeWindow({ readyState, serviceWorker = true }: { readyState: DocumentReadyState; serviceWorker?: boolean }) {
  const listeners = new Map<string, () => void>();
  const register = vi.fn(() => Promise.resolve({}));
  const requestPermission = vi.fn();
  const win = {
    document: { readyState },
    navigator: serviceWorker ? { serviceWorker: { register } } : {},
    Notification: { permission: 'default', requestPermission },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  } as unknown as Window;
  return { win, register, requestPermission, load: () => listeners.get('load')?.() };
}

describe('registering the service worker on page load', () => {
  it('registers /sw.js for the whole site only once the page has loaded, revalidating it past the HTTP cache', () => {
    const { win, register, load } = fakeWindow({ readyState: 'interactive' });
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('registers at once when the page had already loaded', () => {
    const { win, register } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledOnce();
  });

  it('never asks for notification permission', () => {
    const { win, requestPermission, load } = fakeWindow({ readyState: 'interactive' });
    registerServiceWorker(win);
    load();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    const { win, load } = fakeWindow({ readyState: 'complete', serviceWorker: false });
    expect(() => {
      registerServiceWorker(win);
      load();
    }).not.toThrow();
  });
});
