import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/** The benchmark: the same built site and browser as the suite, one worker so runs do not compete. */
export default defineConfig({
  ...suite,
  testDir: './bench',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: 'list',
  projects: [
    { name: 'phone', use: { ...suite.use, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
});
