import { useEffect, useState } from 'react';

/** SPEC §9: the footer news advances every 4 seconds once started. */
export const NEWS_TICKER_INTERVAL_MS = 4000;

/**
 * The What's New ticker: still until the visitor starts it, then cycling through the items until
 * they stop it (WCAG 2.2.2: moving content can be paused).
 */
export function useNewsTicker(count: number, intervalMs = NEWS_TICKER_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running || count < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  return {
    index,
    running,
    toggle: () => setRunning((current) => !current),
    next: () => setIndex((current) => (current + 1) % count),
    previous: () => setIndex((current) => (current - 1 + count) % count),
  };
}
