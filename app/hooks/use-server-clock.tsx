/**
 * Countdowns run on the server's clock, not the device's: the root loader sends the server time, and
 * the client keeps the offset between the two (client/server-clock.ts). One shared one-second ticker drives
 * every countdown.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { lastTick, subscribeToTicks, syncServerClock } from '~/client/server-clock';

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
    subscribeToTicks,
    () => lastTick() || requestTime,
    () => requestTime,
  );
}
