/**
 * The width a chart has on the page, in CSS pixels, so that it is drawn at its real size (labels stay
 * legible on a phone instead of shrinking with a viewBox). `fallback` until measured (and on the server).
 */
import { useEffect, useRef, useState } from 'react';

export function useChartWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
