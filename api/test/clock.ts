import { jest } from '@jest/globals';

/**
 * Stops the clock at `now` for the tests of the file or `describe` block it is called in. Only the
 * clock: timers run, so the server and the database work as usual.
 */
export function clockStoppedAt(now: Date): void {
  beforeAll(() => {
    jest.useFakeTimers({
      now,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterAll(() => {
    jest.useRealTimers();
  });
}
