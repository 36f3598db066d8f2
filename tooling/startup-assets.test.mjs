// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSiteRedirects, readSiteRoutes } from './startup-assets.mjs';

test("the shell's redirects are shared-ui's topic pages of services, each from its /services/ twin", async () => {
  assert.deepEqual(await readSiteRedirects(), [
    { from: '/services/accident-and-emergency', to: '/emergency' },
    { from: '/services/diabetes-and-endocrinology', to: '/diabetes' },
    { from: '/services/home-care', to: '/homecare' },
    { from: '/services/full-body-health-checkup', to: '/healthcheck' },
  ]);
});

test("the shell's route table has the public pages, then the staff desk's, marked staff", async () => {
  const routes = await readSiteRoutes();
  assert.deepEqual(routes[0], { path: '/', owner: 'mfe_content' });
  assert.deepEqual(
    routes.filter((route) => route.owner === 'mfe_desk'),
    [
      { path: '/desk', owner: 'mfe_desk', staff: true },
      { path: '/desk/*', owner: 'mfe_desk', staff: true },
    ],
  );
  assert.ok(routes.every((route) => (route.owner === 'mfe_desk') === 'staff' in route));
});
