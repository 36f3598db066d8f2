/**
 * Issue 43, finding 3: the embedded database's counter of allowances (memory) is bounded, but
 * reaching the bound must not reset a live window: a client at its limit could otherwise start
 * again by sending 10,000 requests under other keys (other addresses, other e-mail addresses).
 */
import { jest } from '@jest/globals';
import { MEMORY_MAX_KEYS, MemoryRateCounter } from '../src/http/rate-limit-store';

const MINUTE = 60_000;

test("a live key's count survives 10,001 other keys, and the count of keys stays bounded", async () => {
  const counter = new MemoryRateCounter();
  for (let hit = 1; hit <= 3; hit += 1) expect((await counter.hit('sign-in:203.0.113.7', MINUTE)).current).toBe(hit);
  for (let other = 0; other <= MEMORY_MAX_KEYS; other += 1) await counter.hit(`sign-in:flood-${other}`, MINUTE);
  expect((await counter.hit('sign-in:203.0.113.7', MINUTE)).current).toBe(4);
  for (let other = 0; other <= 2 * MEMORY_MAX_KEYS; other += 1) await counter.hit(`e-mail:flood-${other}`, MINUTE);
  expect((await counter.hit('sign-in:203.0.113.7', MINUTE)).current).toBe(5);
  expect(counter.size).toBeLessThanOrEqual(MEMORY_MAX_KEYS);
});

test('ended windows make room before any live one, and a new key is always counted', async () => {
  const counter = new MemoryRateCounter(10);
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  try {
    for (let key = 0; key < 9; key += 1) await counter.hit(`short-${key}`, 1_000);
    await counter.hit('live', MINUTE);
    now.mockReturnValue(1_000_000 + 2_000);
    for (let key = 0; key < 9; key += 1) expect((await counter.hit(`new-${key}`, MINUTE)).current).toBe(1);
    expect((await counter.hit('live', MINUTE)).current).toBe(2);
    expect(counter.size).toBe(10);
  } finally {
    now.mockRestore();
  }
});
