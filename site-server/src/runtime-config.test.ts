import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remotesWithPages, runtimeConfigFromEnv, siteUrlFromEnv } from './runtime-config.js';

test("SITE_URL defaults to the shell's own address, on its port", () => {
  assert.equal(siteUrlFromEnv({}), 'http://localhost:3000');
  assert.equal(siteUrlFromEnv({ SHELL_PORT: '8080' }), 'http://localhost:8080');
});

test('SITE_URL is the public origin as given, without a trailing slash', () => {
  assert.equal(siteUrlFromEnv({ SITE_URL: 'https://www.example.in/' }), 'https://www.example.in');
  assert.equal(siteUrlFromEnv({ SITE_URL: 'HTTPS://WWW.Example.in:443' }), 'https://www.example.in');
});

test('refuses a SITE_URL that is not an http(s) origin, naming the variable', () => {
  for (const value of ['www.example.in', 'ftp://example.in', 'https://example.in/site', 'https://example.in/?a=1']) {
    assert.throws(() => siteUrlFromEnv({ SITE_URL: value }), /SITE_URL/, value);
  }
});

test('the speed sample rate is one visit in five unless VITALS_SAMPLE_RATE says otherwise, from 0 to 1', () => {
  assert.equal(runtimeConfigFromEnv({}).vitalsSampleRate, 0.2);
  assert.equal(runtimeConfigFromEnv({ VITALS_SAMPLE_RATE: '1' }).vitalsSampleRate, 1);
  assert.equal(runtimeConfigFromEnv({ VITALS_SAMPLE_RATE: '0' }).vitalsSampleRate, 0);
  for (const value of ['1.5', '-0.1', 'all']) {
    assert.throws(() => runtimeConfigFromEnv({ VITALS_SAMPLE_RATE: value }), /VITALS_SAMPLE_RATE/, value);
  }
});

test("the staff desk's remote is configured like the others (MFE_DESK_URL, DESK_PORT 3004), and has no pages to read", () => {
  assert.equal(runtimeConfigFromEnv({}).remotes.mfe_desk, 'http://localhost:3004/mf-manifest.json');
  assert.equal(runtimeConfigFromEnv({ DESK_PORT: '3140' }).remotes.mfe_desk, 'http://localhost:3140/mf-manifest.json');
  const moved = runtimeConfigFromEnv({ MFE_DESK_URL: 'https://desk.example.in/mf-manifest.json' });
  assert.equal(moved.remotes.mfe_desk, 'https://desk.example.in/mf-manifest.json');
  assert.deepEqual(Object.keys(remotesWithPages(moved.remotes)), ['mfe_content', 'mfe_services', 'mfe_booking']);
});
