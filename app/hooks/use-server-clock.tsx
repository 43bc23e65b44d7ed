/**
 * Countdowns run on the server's clock, not the device's: the root loader sends the server time, and
 * the client keeps the offset between the two. One shared one-second ticker drives every countdown.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

let offsetMs = 0;

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Call when a fresher server timestamp arrives (root loader, live socket). */
export function syncServerClock(serverTime: number) {
  offsetMs = serverTime - Date.now();
}

const listeners = new Set<() => void>();
let current = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  current = serverNow();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1000 - (current % 1000) + 5);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    current = serverNow();
    timer = setTimeout(tick, 1000 - (current % 1000) + 5);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const ClockContext = createContext<number>(0);

let lastRequestTime = 0;

export function ServerClockProvider({ serverTime, children }: { serverTime: number; children: ReactNode }) {
  // Synced during render (idempotent) so that countdowns mounting in the same commit already use it.
  if (typeof document !== 'undefined' && serverTime && serverTime !== lastRequestTime) {
    lastRequestTime = serverTime;
    syncServerClock(serverTime);
  }
  return <ClockContext.Provider value={serverTime}>{children}</ClockContext.Provider>;
}

/** The server-corrected time, once a second (the first render uses the request's time, for hydration). */
export function useNow(): number {
  const requestTime = useContext(ClockContext);
  return useSyncExternalStore(
    subscribe,
    () => current || requestTime,
    () => requestTime,
  );
}
