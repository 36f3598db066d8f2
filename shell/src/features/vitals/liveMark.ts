/**
 * The User Timing mark made when the live page has taken over from the server's HTML: the page
 * region is the live layout's and holds no copy of the server's page any more (the same test as
 * the browser suite's `pageLive`). The beacon's `live` is its time from navigation start, and the
 * bench (e2e/bench/measure.ts) reads the same name.
 */
export const LIVE_MARK = 'live-page';

/** The live layout's page region, and whether it still shows the server's copy of the page. */
const REGION = '[data-page-region=""]';
const SERVER_COPY = '[data-server-page]';

/**
 * Called as the live layout commits: marks the takeover now, or when the page region lets go of the
 * server's copy (a page whose code came after the layout), then calls `then`. Once: a remount
 * (StrictMode in development) is not a second takeover.
 */
export function markLiveWhenThePageIs(then: () => void): void {
  if (liveAt() !== undefined) return;
  const region = document.querySelector(REGION);
  const live = () => !region?.querySelector(SERVER_COPY);
  const mark = () => {
    if (liveAt() !== undefined) return;
    performance.mark(LIVE_MARK);
    then();
  };
  if (!region || live()) {
    mark();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!live()) return;
    watch.disconnect();
    mark();
  });
  watch.observe(region, { childList: true, subtree: true });
}

/** Milliseconds from navigation start to the takeover, when it has happened. */
export const liveAt = (): number | undefined => performance.getEntriesByName(LIVE_MARK, 'mark')[0]?.startTime;
