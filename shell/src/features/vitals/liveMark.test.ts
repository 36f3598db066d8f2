import { performance as userTiming } from 'node:perf_hooks';
import { LIVE_MARK, liveAt, markLiveWhenThePageIs } from './liveMark';

beforeAll(() => {
  // jsdom has no User Timing marks; Node's are the same API.
  Object.defineProperty(window, 'performance', { value: userTiming, configurable: true });
});

beforeEach(() => userTiming.clearMarks());

test('a page region without the server copy is live at once, and marked once', () => {
  document.body.innerHTML = '<div data-page-region=""><main>live</main></div>';
  const live = jest.fn();
  markLiveWhenThePageIs(live);
  markLiveWhenThePageIs(live);
  expect(userTiming.getEntriesByName(LIVE_MARK)).toHaveLength(1);
  expect(live).toHaveBeenCalledTimes(1);
});

test("a page whose code comes after the layout is live when the server's copy leaves the region", async () => {
  document.body.innerHTML = '<div data-page-region=""><div data-server-page="">served</div></div>';
  const live = jest.fn();
  markLiveWhenThePageIs(live);
  expect(liveAt()).toBeUndefined();
  expect(live).not.toHaveBeenCalled();

  document.querySelector('[data-page-region]')!.innerHTML = '<main>live</main>';
  // MutationObserver reports after the current task's microtasks.
  await Promise.resolve();
  expect(liveAt()).toEqual(expect.any(Number));
  expect(live).toHaveBeenCalledTimes(1);
});
