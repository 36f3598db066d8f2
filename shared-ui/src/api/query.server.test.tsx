import { setImmediate } from 'node:timers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryCache, QueryCacheContext, useApiQuery } from './query';

// React's Node renderer schedules its work with setImmediate, which jest's jsdom hides.
Object.assign(globalThis, { setImmediate });

/** The page as the prerender writes it: all of it, once every answer is in. */
async function prerenderWith(cache: QueryCache, ui: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <QueryCacheContext.Provider value={cache}>{ui}</QueryCacheContext.Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function ServicesStatus({ fetcher }: { fetcher: () => Promise<string> }) {
  const { status, data, error } = useApiQuery(['services'], fetcher);
  return (
    <p>
      {status} {data} {error instanceof Error ? error.message : null}
    </p>
  );
}

describe('useApiQuery on the server', () => {
  it('waits for the answer, asks once for a key, and hands the answers over', async () => {
    const fetcher = jest.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('Cardiology'), 10)));
    const cache = new QueryCache({ server: true });
    const html = await prerenderWith(
      cache,
      <>
        <ServicesStatus fetcher={fetcher} />
        <ServicesStatus fetcher={fetcher} />
      </>,
    );
    expect(html).toBe(
      '<p>success<!-- --> <!-- -->Cardiology<!-- --> </p><p>success<!-- --> <!-- -->Cardiology<!-- --> </p>',
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.dehydrate()).toEqual({ '["services"]': 'Cardiology' });
  });

  it('renders the error state when the API fails, and hands over no answer', async () => {
    const cache = new QueryCache({ server: true });
    const html = await prerenderWith(
      cache,
      <ServicesStatus fetcher={() => Promise.reject(new Error('API Error 503'))} />,
    );
    expect(html).toContain('error');
    expect(html).toContain('API Error 503');
    expect(cache.dehydrate()).toEqual({});
  });
});
