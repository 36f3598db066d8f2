import { deviceOf, visitOf } from './visitBeacon';

test.each([
  ['/', '/', 'en'],
  ['/hi', '/', 'hi'],
  ['/services/cardiology', '/services/:serviceSlug', 'en'],
  ['/hi/our-doctor/dr-a-sharma', '/our-doctor/:doctorSlug', 'hi'],
  ['/manage-booking', '/manage-booking', 'en'],
  ['/blog/', '/blog', 'en'],
])('%s is named by its route pattern %s, in %s', (pathname, route, lang) => {
  expect(visitOf({ pathname }, 375)).toEqual({ route, lang, device: 'phone' });
});

test('an address the site has no page for is not measured', () => {
  expect(visitOf({ pathname: '/no-such-page' }, 375)).toBeNull();
});

test('the device class follows the layout: phone below 768 px, tablet below 1024, desktop from there', () => {
  expect([375, 767, 768, 1023, 1024, 1920].map(deviceOf)).toEqual([
    'phone',
    'phone',
    'tablet',
    'tablet',
    'desktop',
    'desktop',
  ]);
});
