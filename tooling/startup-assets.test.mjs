// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSiteRedirects } from './startup-assets.mjs';

test("the shell's redirects are shared-ui's topic pages of services, each from its /services/ twin", async () => {
  assert.deepEqual(await readSiteRedirects(), [
    { from: '/services/accident-and-emergency', to: '/emergency' },
    { from: '/services/diabetes-and-endocrinology', to: '/diabetes' },
    { from: '/services/home-care', to: '/homecare' },
    { from: '/services/full-body-health-checkup', to: '/healthcheck' },
  ]);
});
