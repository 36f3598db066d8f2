import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/LanguageProvider/LanguageProvider';
import { useLanguage } from '../i18n/useLanguage';
import { FreshDataCache, apiPath, pointApiAtTestHost } from '../testing';
import { getDepartments, getDoctors, useDepartments, useDoctors } from './doctors';
import { getLabTests, getLabs, useLabTests, useLabs } from './labs';
import { getServicePage, getServices, useServicePage, useServices } from './services';

/** Every catalogue read answers `[{ id: 1, name: <the lang it was asked in> }]` and is recorded. */
const asked: string[] = [];
const server = setupServer(
  http.get(apiPath('/api/*'), ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    const lang = url.searchParams.get('lang') ?? 'none';
    return HttpResponse.json(
      url.pathname.includes('/service-page/')
        ? { slug: 'cardiology', name: lang }
        : [{ id: 1, test_name: lang, test_price: 1, lab: 1, name: lang }],
    );
  }),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  asked.length = 0;
});
afterAll(() => server.close());

test.each([
  ['services', () => getServices('hi'), '/api/service/service-pages/?lang=hi'],
  ['a service page', () => getServicePage('cardiology', 'hi'), '/api/service/service-page/cardiology/?lang=hi'],
  ['doctors', () => getDoctors('hi'), '/api/doctor/doctor?lang=hi'],
  ["a department's doctors", () => getDoctors('hi', 3), '/api/doctor/doctor?department=3&lang=hi'],
  ['departments', () => getDepartments('en'), '/api/doctor/department/?lang=en'],
  ['labs', () => getLabs('hi'), '/api/lab/lab/?lang=hi'],
  ['lab tests', () => getLabTests('hi'), '/api/lab/lab-tests/?lang=hi'],
])('asks for %s in the language given, in one request', async (_name, read, path) => {
  await read();
  expect(asked).toEqual([path]);
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <FreshDataCache>
      <LanguageProvider initialLanguage="en">{children}</LanguageProvider>
    </FreshDataCache>
  );
}

const nameOf = (data: unknown): unknown =>
  Array.isArray(data)
    ? ((data[0] as { name?: string; test_name?: string })?.test_name ?? data[0]?.name)
    : (data as { name?: string })?.name;

test.each([
  ['useServices', () => useServices()],
  ['useServicePage', () => useServicePage('cardiology')],
  ['useDoctors', () => useDoctors()],
  ['useDepartments', () => useDepartments()],
  ['useLabs', () => useLabs()],
  ['useLabTests', () => useLabTests()],
])("%s reads the page's language and asks again, once, when it switches", async (_name, useHook) => {
  const { result } = renderHook(() => ({ query: useHook(), language: useLanguage() }), { wrapper });
  await waitFor(() => expect(nameOf(result.current.query.data)).toBe('en'));
  act(() => result.current.language.setLanguage('hi'));
  await waitFor(() => expect(nameOf(result.current.query.data)).toBe('hi'));
  expect(asked).toHaveLength(2);
  expect(asked[1]).toMatch(/lang=hi$/);
  // Back to English: the answer kept for the visit, no request.
  act(() => result.current.language.setLanguage('en'));
  await waitFor(() => expect(nameOf(result.current.query.data)).toBe('en'));
  expect(asked).toHaveLength(2);
});
