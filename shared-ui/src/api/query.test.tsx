import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryCache, QueryCacheContext, useApiQuery } from './query';

function withCache(cache = new QueryCache()) {
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryCacheContext.Provider value={cache}>{children}</QueryCacheContext.Provider>
    </StrictMode>
  );
}

/** A fetcher whose answers the test hands out one by one. */
function controlledFetcher<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('no request waiting');
    return call;
  };
  return {
    fetcher,
    answer: (value: T) =>
      act(async () => {
        next().resolve(value);
      }),
    fail: (error: unknown) =>
      act(async () => {
        next().reject(error);
      }),
  };
}

function Reader({ label, fetcher }: { label: string; fetcher: () => Promise<string> }) {
  const { status, data } = useApiQuery(['services'], fetcher);
  return (
    <p>
      {label}: {status} {data}
    </p>
  );
}

/** The header and search read the services list at once; the services page later. */
function ThreeReaders({ fetcher }: { fetcher: () => Promise<string> }) {
  const [later, setLater] = useState(false);
  return (
    <>
      <Reader label="header" fetcher={fetcher} />
      <Reader label="search" fetcher={fetcher} />
      {later ? <Reader label="page" fetcher={fetcher} /> : <button onClick={() => setLater(true)}>show page</button>}
    </>
  );
}

describe('useApiQuery', () => {
  it('is loading, then holds the answer', async () => {
    const { fetcher, answer } = controlledFetcher<string[]>();
    const { result } = renderHook(() => useApiQuery(['services'], fetcher), { wrapper: withCache() });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined, error: undefined });
    await answer(['Cardiology']);
    expect(result.current).toMatchObject({ status: 'success', data: ['Cardiology'], error: undefined });
  });

  it('asks once for a key several components read, and keeps the answer for later readers', async () => {
    const { fetcher, answer } = controlledFetcher<string>();
    render(<ThreeReaders fetcher={fetcher} />, { wrapper: withCache() });
    await answer('Cardiology');
    expect(screen.getByText('header: success Cardiology')).toBeInTheDocument();
    expect(screen.getByText('search: success Cardiology')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'show page' }).click());
    expect(screen.getByText('page: success Cardiology')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reports a failure, and Retry asks again, loading meanwhile', async () => {
    const { fetcher, answer, fail } = controlledFetcher<number>();
    const { result } = renderHook(() => useApiQuery(['doctors', 'all'], fetcher), { wrapper: withCache() });
    const failure = new Error('API Error 503');
    await fail(failure);
    expect(result.current).toMatchObject({ status: 'error', data: undefined, error: failure });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', error: undefined });
    await answer(7);
    expect(result.current).toMatchObject({ status: 'success', data: 7 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('waits while the key is null, and asks when it is given', async () => {
    const { fetcher, answer } = controlledFetcher<string>();
    const { result, rerender } = renderHook(
      ({ slug }: { slug: string | null }) => useApiQuery(slug ? ['service-page', slug] : null, fetcher),
      { wrapper: withCache(), initialProps: { slug: null as string | null } },
    );
    expect(result.current.status).toBe('loading');
    expect(fetcher).not.toHaveBeenCalled();
    rerender({ slug: 'cardiology' });
    await answer('Cardiology page');
    expect(result.current).toMatchObject({ status: 'success', data: 'Cardiology page' });
  });

  it('keeps answers apart by key and by cache', async () => {
    const shared = new QueryCache();
    const first = renderHook(() => useApiQuery(['labs'], () => Promise.resolve('labs')), {
      wrapper: withCache(shared),
    });
    await waitFor(() => expect(first.result.current.data).toBe('labs'));
    const sameCache = renderHook(() => useApiQuery(['labs'], () => Promise.resolve('other')), {
      wrapper: withCache(shared),
    });
    expect(sameCache.result.current.data).toBe('labs');
    const otherKey = renderHook(() => useApiQuery(['lab-tests'], () => Promise.resolve('tests')), {
      wrapper: withCache(shared),
    });
    await waitFor(() => expect(otherKey.result.current.data).toBe('tests'));
    const freshCache = renderHook(() => useApiQuery(['labs'], () => Promise.resolve('fresh')), {
      wrapper: withCache(),
    });
    await waitFor(() => expect(freshCache.result.current.data).toBe('fresh'));
  });
});

describe('a cache seeded with the server answers', () => {
  it('shows them at once, then the fresh answer without a loading state', async () => {
    const cache = new QueryCache();
    cache.seed({ '["services"]': 'Cardiology (server)' });
    const { fetcher, answer } = controlledFetcher<string>();
    const { result } = renderHook(() => useApiQuery(['services'], fetcher), { wrapper: withCache(cache) });
    expect(result.current).toMatchObject({ status: 'success', data: 'Cardiology (server)' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    await answer('Cardiology (fresh)');
    expect(result.current).toMatchObject({ status: 'success', data: 'Cardiology (fresh)' });
  });

  it('keeps the seeded answer when the refresh fails, and refreshes only once', async () => {
    const cache = new QueryCache();
    cache.seed({ '["services"]': 'Cardiology (server)' });
    const { fetcher, fail } = controlledFetcher<string>();
    render(<ThreeReaders fetcher={fetcher} />, { wrapper: withCache(cache) });
    await fail(new Error('API Error 503'));
    expect(screen.getByText('header: success Cardiology (server)')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'show page' }).click());
    expect(screen.getByText('page: success Cardiology (server)')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('renders no reader again when the refresh brings the answer already shown', async () => {
    const seeded = [{ id: 1, department_name: 'Cardiology', languages: ['hi', 'en'] }];
    const cache = new QueryCache();
    cache.seed({ '["departments"]': seeded });
    const { fetcher, answer } = controlledFetcher<typeof seeded>();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useApiQuery(['departments'], fetcher);
      },
      { wrapper: withCache(cache) },
    );
    const rendersBeforeAnswer = renders;
    // The API's answer is a new object with the same content (parsed from its own JSON).
    await answer(JSON.parse(JSON.stringify(seeded)) as typeof seeded);
    expect(renders).toBe(rendersBeforeAnswer);
    expect(result.current.data).toBe(seeded);
  });

  it('shows a refreshed answer that differs from the server one anywhere, however deep', async () => {
    const seeded = [{ id: 1, department_name: 'Cardiology', languages: ['hi', 'en'] }];
    const cache = new QueryCache();
    cache.seed({ '["departments"]': seeded });
    const { fetcher, answer } = controlledFetcher<typeof seeded>();
    const { result } = renderHook(() => useApiQuery(['departments'], fetcher), { wrapper: withCache(cache) });
    await answer([{ id: 1, department_name: 'Cardiology', languages: ['hi'] }]);
    expect(result.current).toMatchObject({ status: 'success', data: [{ languages: ['hi'] }] });
  });

  it('never replaces an answer the page already has', async () => {
    const cache = new QueryCache();
    await cache.load('["labs"]', () => Promise.resolve('labs (live)'));
    cache.seed({ '["labs"]': 'labs (server)' });
    expect(cache.stateOf('["labs"]')).toMatchObject({ status: 'success', data: 'labs (live)' });
    expect(cache.dehydrate()).toEqual({ '["labs"]': 'labs (live)' });
  });
});
