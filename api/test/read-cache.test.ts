import { ReadCache } from '../src/http/read-cache';

test('a value is loaded once while fresh, again once stale', async () => {
  let loads = 0;
  const cache = new ReadCache(50);
  const load = async () => ({ loads: ++loads });
  expect(await cache.json('k', load)).toBe('{"loads":1}');
  expect(await cache.json('k', load)).toBe('{"loads":1}');
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(await cache.json('k', load)).toBe('{"loads":2}');
});

test('not found and failures are not kept', async () => {
  const cache = new ReadCache();
  expect(await cache.json('missing', async () => null)).toBeNull();
  expect(await cache.json('missing', async () => ['found'])).toBe('["found"]');
  await expect(cache.json('broken', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
    'database down',
  );
  expect(await cache.json('broken', async () => 'back')).toBe('"back"');
});

test('holds at most 500 entries, dropping the oldest', async () => {
  let loads = 0;
  const cache = new ReadCache();
  const load = async () => ++loads;
  for (let index = 0; index <= 500; index += 1) await cache.json(`key-${index}`, load);
  expect(await cache.json('key-500', load)).toBe('501');
  expect(await cache.json('key-0', load)).toBe('502');
});
