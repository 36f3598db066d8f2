import { performance as userTiming } from 'node:perf_hooks';
import { configureApi } from 'shared-ui/host';
import { LIVE_MARK, markLiveWhenThePageIs } from './liveMark';
import { reportVisitSpeed } from './reportVisitSpeed';

let visibility: DocumentVisibilityState = 'visible';
const sendBeacon = jest.fn(() => true);

beforeAll(() => {
  // jsdom has no User Timing marks; Node's are the same API.
  Object.defineProperty(window, 'performance', { value: userTiming, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  configureApi({ apiUrl: 'https://api.example.in' });
});

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

test('one beacon per visit, when the page is first hidden: the route pattern, language, device and time to live', () => {
  window.history.replaceState(null, '', '/hi/services/cardiology?reference=APT-7K3QD-M9X21#slip');
  markLiveWhenThePageIs(() => undefined);
  reportVisitSpeed();
  expect(sendBeacon).not.toHaveBeenCalled();

  hide();
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  hide();

  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
  expect(url).toBe('https://api.example.in/api/vitals/');
  const live = Math.round(performance.getEntriesByName(LIVE_MARK)[0]?.startTime ?? -1);
  expect(JSON.parse(body)).toEqual({ route: '/services/:serviceSlug', lang: 'hi', device: 'desktop', live });
  expect(body).not.toMatch(/cardiology|APT|reference|slip/);
});
