import { onCLS, onINP, onLCP } from 'web-vitals';
import type { VitalsBeacon } from 'contract/vitals';
import { sendVitalsBeacon } from 'shared-ui/host';
import { liveAt } from './liveMark';
import { roundedShift, roundedTime, visitOf } from './visitBeacon';

/**
 * Watches this visit's LCP, INP and CLS (the `web-vitals` library, which reads the browser's
 * buffered entries, so starting after the takeover misses none but the slowest inputs made before
 * it) and sends them with the time to the live page in one beacon when the page is first hidden or
 * left. Once per visit: a later return to the tab and hiding again sends nothing more, and the
 * beacon names the page the visit landed on, whose LCP and takeover it measured (INP and CLS run
 * on across the pages visited after it).
 */
export function reportVisitSpeed(): void {
  const visit = visitOf(window.location, window.innerWidth);
  if (!visit || document.visibilityState === 'hidden') return;
  const metrics: Partial<Record<'lcp' | 'inp' | 'cls', number>> = {};
  // Every change, not only the final values the library reports as the page is hidden: a page left
  // for another is hidden only after its pagehide (the HTML standard's order), which sends first.
  const options = { reportAllChanges: true };
  onLCP((metric) => (metrics.lcp = metric.value), options);
  onINP((metric) => (metrics.inp = metric.value), options);
  onCLS((metric) => (metrics.cls = metric.value), options);

  const send = (event: Event) => {
    // Hidden (a tab switched, the phone locked) or left, whichever comes first.
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', send);
    window.removeEventListener('pagehide', send);
    const beacon: VitalsBeacon = {
      ...visit,
      lcp: roundedTime(metrics.lcp),
      inp: roundedTime(metrics.inp),
      cls: roundedShift(metrics.cls),
      live: roundedTime(liveAt()),
    };
    const measured = Object.fromEntries(Object.entries(beacon).filter(([, value]) => value !== undefined));
    sendVitalsBeacon(measured as VitalsBeacon);
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
