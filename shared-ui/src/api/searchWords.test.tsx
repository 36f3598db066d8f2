import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { FreshDataCache, apiPath, fixtures, pointApiAtTestHost } from '../testing';
import { getSearchWords, useSearchWords } from './searchWords';

let answer: object = fixtures.searchWords;
const asked: string[] = [];
const server = setupServer(
  http.get(apiPath('/api/service/search-words/'), ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    return HttpResponse.json(answer);
  }),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  answer = fixtures.searchWords;
  asked.length = 0;
});
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => <FreshDataCache>{children}</FreshDataCache>;

test('asks for the words only once a search wants them, both languages in one request', async () => {
  const { result, rerender } = renderHook(({ wanted }) => useSearchWords(wanted), {
    wrapper,
    initialProps: { wanted: false },
  });
  expect(result.current.status).toBe('loading');
  expect(asked).toEqual([]);
  rerender({ wanted: true });
  await waitFor(() => expect(result.current.data).toEqual(fixtures.searchWords));
  expect(asked).toEqual(['/api/service/search-words/']);
});

test('an answer of another shape gives no words, so names alone are searched', async () => {
  answer = ['heart'];
  await expect(getSearchWords()).resolves.toEqual({ departments: {}, services: {} });
});
