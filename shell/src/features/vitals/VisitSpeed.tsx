import { useLayoutEffect } from 'react';
import { readRuntimeConfig } from 'shared-ui/host';
import { markLiveWhenThePageIs } from './liveMark';

/** The measuring code is fetched once the browser is idle after the takeover, or at the latest then. */
const LOAD_WITHIN_MS = 5000;

/**
 * Rendered with the live layout: its commit is the takeover, whose end it marks (`LIVE_MARK`). Then,
 * once, for the share of visits the run-time configuration samples (`vitalsSampleRate`), it fetches the
 * measuring code (web-vitals, in a chunk of its own) once the browser is idle, so no page's first
 * load grows and a visit not sampled never fetches it.
 */
export function VisitSpeed(): null {
  useLayoutEffect(() => {
    markLiveWhenThePageIs(() => {
      void readRuntimeConfig()
        .then(({ vitalsSampleRate }) => {
          if (Math.random() >= vitalsSampleRate) return;
          whenIdle(() => {
            import(/* webpackChunkName: "visit-speed" */ './reportVisitSpeed').then(
              (module) => module.reportVisitSpeed(),
              // A chunk that does not come (offline, a release under way) costs the visit nothing.
              () => undefined,
            );
          });
        })
        // Without its configuration the page measures nothing; the layout says why elsewhere.
        .catch(() => undefined);
    });
  }, []);
  return null;
}

function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(then, { timeout: LOAD_WITHIN_MS });
  else setTimeout(then, 0);
}
