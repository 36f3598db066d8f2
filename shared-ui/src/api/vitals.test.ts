import { configureApi } from './client';
import { sendVitalsBeacon } from './vitals';

test('the beacon goes to the configured API as one JSON text', () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  configureApi({ apiUrl: 'https://api.example.in/' });

  const beacon = { route: '/services/:serviceSlug', device: 'phone', lang: 'hi', lcp: 1830, live: 2410 } as const;
  expect(sendVitalsBeacon(beacon)).toBe(true);

  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect(sendBeacon).toHaveBeenCalledWith('https://api.example.in/api/vitals/', JSON.stringify(beacon));
});
