import { ValidationError } from 'yup';
import { vitalsBeaconSchema } from './vitals';

const beacon = {
  route: '/services/:serviceSlug',
  device: 'phone',
  lang: 'hi',
  lcp: 1830.4,
  inp: 96,
  cls: 0.04,
  live: 2410,
};

/** Each field's code, as the API reports it. */
function problems(value: Record<string, unknown>): Record<string, unknown> {
  try {
    vitalsBeaconSchema().validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(
      error.inner.map((inner) => [inner.path, (inner.message as unknown as { code: string }).code]),
    );
  }
}

test('a whole beacon, and one with a single metric, pass as sent', () => {
  expect(vitalsBeaconSchema().validateSync(beacon)).toEqual(beacon);
  expect(problems({ route: '/', device: 'desktop', lang: 'en', cls: 0 })).toEqual({});
});

test.each([
  [
    'an address, not a pattern, with a query',
    { route: '/manage-booking?ref=APT-7K3QD-M9X21' },
    { route: 'checkField' },
  ],
  ['a Hindi address', { route: '/hi/about' }, { route: 'checkField' }],
  ['upper case', { route: '/APT-7K3QD-M9X21' }, { route: 'checkField' }],
  ['a full URL', { route: 'https://example.in/' }, { route: 'checkField' }],
  ['a slug where the pattern has its parameter', { route: '/services/Cardiology' }, { route: 'checkField' }],
  ['an over-long route', { route: `/${'a'.repeat(64)}` }, { route: 'tooLong' }],
  ['an unknown device', { device: 'watch' }, { device: 'checkField' }],
  ['an unknown language', { lang: 'fr' }, { lang: 'checkField' }],
  ['a metric as text', { lcp: '1830' }, { lcp: 'checkField' }],
  ['a negative time', { inp: -1 }, { inp: 'checkField' }],
  ['a time past two minutes', { live: 120_001 }, { live: 'checkField' }],
  ['a shift past 10', { cls: 10.5 }, { cls: 'checkField' }],
])('%s is refused, naming the field', (_case, change, expected) => {
  expect(problems({ ...beacon, ...change })).toEqual(expected);
});

test('a beacon with no metric names each of them', () => {
  expect(problems({ route: '/', device: 'phone', lang: 'en' })).toEqual({
    lcp: 'checkField',
    inp: 'checkField',
    cls: 'checkField',
    live: 'checkField',
  });
});
