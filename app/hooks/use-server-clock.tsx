/**
 * Countdowns run on the server's clock, not the device's: the root loader sends the server time, and
 * the client keeps the offset between the two (client/server-clock.ts). One shared one-second ticker drives
 * every countdown.
 *
 * Each tick reaches the countdowns as a transition, never as an urgent update. The parts of a page whose
 * code loads on demand (a member's hearts, the bell, the bid button) hydrate after the rest; an urgent
 * update reaching one of them first makes React throw its server markup away and draw it again (React error
 * #421). A transition waits for them instead, so the first render of every part matches the server's.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lastTick, subscribeToTicks, syncServerClock } from '~/client/server-clock';

interface Clock {
  /** the server-corrected time of the last tick the page has drawn */
  now: number;
  /** moves `now` on to the last tick, in a transition */
  follow: () => void;
}

const ClockContext = createContext<Clock>({ now: 0, follow: () => {} });

let lastRequestTime = 0;

/**
 * `serverTime`: the server's clock as the response left it; `renderedAt`: when the page's markup was drawn (earlier
 * than `serverTime` for a page from the shared cache), which the first render repeats so that hydration matches.
 */
export function ServerClockProvider({ serverTime, renderedAt, children }: { serverTime: number; renderedAt: number; children: ReactNode }) {
  // Synced during render (idempotent) so that countdowns mounting in the same commit already use it.
  if (typeof document !== 'undefined' && serverTime && serverTime !== lastRequestTime) {
    lastRequestTime = serverTime;
    syncServerClock(serverTime);
  }
  // The first render, on the server and while hydrating, uses the time the markup was drawn at; the first tick
  // (a transition, after hydration) moves every countdown on to the server's present.
  const [now, setNow] = useState(renderedAt);
  const follow = useCallback(() => startTransition(() => setNow(lastTick())), []);
  const clock = useMemo(() => ({ now, follow }), [now, follow]);
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The server-corrected time, once a second (the first render uses the request's time, for hydration). */
export function useNow(): number {
  const { now, follow } = useContext(ClockContext);
  useEffect(() => {
    // The ticker runs while a countdown listens; the one mounting catches up with the clock at once.
    const stop = subscribeToTicks(() => follow());
    follow();
    return stop;
  }, [follow]);
  return now;
}
