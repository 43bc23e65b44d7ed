/**
 * False on the server and in the browser's first render, which hydrates the server's HTML; true from the
 * render after. What only a browser can work out (a tick label's width, measured to wrap it) waits for it,
 * so that the first render draws what the server drew.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
