import type { Page } from '@playwright/test';

/**
 * Controlled time for the journeys that wait on the page's timers (carousels, splash, pop-up, chat):
 * after `page.clock.install()` the page's clock ticks on its own; `pauseClockIn` stops it, and from
 * then on it moves only by `page.clock.runFor`, so an interval is measured exactly rather than
 * against the wall clock of a busy machine.
 */

/** The page's time now, by its clock. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Lets the tasks the page has already queued run. React starts an effect's timers in such a task,
 * after the change a journey has just seen; past this, those timers count from the clock's present.
 */
export async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // A message is queued behind the page's own messages (React's scheduler sends itself one).
        const channel = new MessageChannel();
        channel.port1.addEventListener('message', () => resolve(), { once: true });
        channel.port1.start();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Moves the page's clock `ms` on (firing the timers due meanwhile) and stops it there. On a busy
 * machine the clock may have run past that point between reading it and stopping it: it stops at
 * once then, and the journey steps on from there.
 */
export async function pauseClockIn(page: Page, ms: number): Promise<void> {
  const target = (await pageNow(page)) + ms;
  await page.clock.pauseAt(target).catch(async (error: unknown) => {
    if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    await page.clock.pauseAt((await pageNow(page)) + 1);
  });
  await queuedTasksRun(page);
}

/** Moves the stopped clock `ms` on, then lets the page's reactions to the timers run. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await queuedTasksRun(page);
}
