/**
 * The server's clock in the browser: the offset between the server time the root loader and the live
 * sockets send and the device's own clock, and one shared one-second ticker for every countdown
 * (`useNow` in hooks/use-server-clock.tsx reads it).
 */
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

/** The server time of the last tick (0 before the first). */
export function lastTick(): number {
  return current;
}

/** Told once a second, on the server clock's second, while anyone listens. */
export function subscribeToTicks(listener: () => void) {
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
