import { ConfigError, loadConfig } from '../src/config';

describe('SITE_URL', () => {
  test('defaults to the shell on localhost', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
  });

  test.each([
    ['https://www.aravalicarehospital.in/', 'https://www.aravalicarehospital.in'],
    ['https://example.in/hospital/', 'https://example.in/hospital'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('%s is kept as %s', (value, expected) => {
    expect(loadConfig({ SITE_URL: value }).siteUrl).toBe(expected);
  });

  test.each([
    'www.aravalicarehospital.in',
    'ftp://example.in',
    'https://example.in/?ref=mail',
    'https://a:b@example.in',
  ])('%s stops the server at start, naming the variable', (value) => {
    expect(() => loadConfig({ SITE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: value })).toThrow(/SITE_URL/);
  });
});

describe('API_MANAGE_RATE_LIMIT', () => {
  test('defaults to 10 and takes a whole number', () => {
    expect(loadConfig({}).manageRateLimit).toBe(10);
    expect(loadConfig({ API_MANAGE_RATE_LIMIT: '30' }).manageRateLimit).toBe(30);
    expect(() => loadConfig({ API_MANAGE_RATE_LIMIT: 'lots' })).toThrow(/API_MANAGE_RATE_LIMIT/);
  });
});

describe('API_VITALS_RATE_LIMIT', () => {
  test('defaults to 30 and takes a whole number', () => {
    expect(loadConfig({}).vitalsRateLimit).toBe(30);
    expect(loadConfig({ API_VITALS_RATE_LIMIT: '120' }).vitalsRateLimit).toBe(120);
    expect(() => loadConfig({ API_VITALS_RATE_LIMIT: '0' })).toThrow(/API_VITALS_RATE_LIMIT/);
  });
});

describe('API_PASSWORD_HASH_BUDGET_MS', () => {
  test('defaults to 1500 ms and takes 500 to 60000', () => {
    expect(loadConfig({}).passwordHashBudgetMs).toBe(1_500);
    expect(loadConfig({ API_PASSWORD_HASH_BUDGET_MS: '30000' }).passwordHashBudgetMs).toBe(30_000);
    expect(() => loadConfig({ API_PASSWORD_HASH_BUDGET_MS: '100' })).toThrow(/API_PASSWORD_HASH_BUDGET_MS/);
    expect(() => loadConfig({ API_PASSWORD_HASH_BUDGET_MS: 'soon' })).toThrow(/API_PASSWORD_HASH_BUDGET_MS/);
  });
});

describe('API_PASSWORD_SCRYPT_COST', () => {
  test('defaults to 17 (N=2^17) and takes 14 to 20: nothing weaker than the hashes made before issue 21', () => {
    expect(loadConfig({}).passwordScryptCost).toBe(17);
    expect(loadConfig({ API_PASSWORD_SCRYPT_COST: '14' }).passwordScryptCost).toBe(14);
    expect(loadConfig({ API_PASSWORD_SCRYPT_COST: '20' }).passwordScryptCost).toBe(20);
    for (const wrong of ['13', '10', '21', '131072', 'cheap']) {
      expect(() => loadConfig({ API_PASSWORD_SCRYPT_COST: wrong })).toThrow(
        'API_PASSWORD_SCRYPT_COST must be a whole number from 14 to 20',
      );
    }
  });
});

describe('API_TRUST_PROXY', () => {
  test.each([
    [undefined, false],
    ['false', false],
    ['10.0.0.1, 10.1.0.0/16', ['10.0.0.1', '10.1.0.0/16']],
    ['127.0.0.1,::1,2001:db8::/32', ['127.0.0.1', '::1', '2001:db8::/32']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('%p is %p', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { API_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test('true, which believes an X-Forwarded-For a client wrote, stops the server with the fix', () => {
    expect(() => loadConfig({ API_TRUST_PROXY: 'true' })).toThrow(
      /API_TRUST_PROXY=true .* list the proxies' addresses/,
    );
  });

  test.each(['the load balancer', '10.0.0.300', '10.0.0.0/40', '10.0.0.1,,nginx', ','])(
    '%p stops the server at start, naming what is wrong',
    (value) => {
      expect(() => loadConfig({ API_TRUST_PROXY: value })).toThrow(/API_TRUST_PROXY has/);
    },
  );
});

describe('NODE_ENV', () => {
  test('production leaves the OpenAPI document unserved; anything else serves it', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).serveApiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).serveApiDocs).toBe(true);
    expect(loadConfig({}).serveApiDocs).toBe(true);
  });
});

describe('NOTICE_CLAIM_MS', () => {
  test('defaults to 10 minutes and takes 2 minutes or more', () => {
    expect(loadConfig({}).notices.claimMs).toBe(600_000);
    expect(loadConfig({ NOTICE_CLAIM_MS: '120000' }).notices.claimMs).toBe(120_000);
  });

  test.each(['30000', '119999', '0'])('%s stops the server at start, saying why and the least it takes', (value) => {
    expect(() => loadConfig({ NOTICE_CLAIM_MS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NOTICE_CLAIM_MS: value })).toThrow(
      /NOTICE_CLAIM_MS must be at least 120000 \(2 minutes.*lets another instance send it again/,
    );
  });

  test('outlasts four provider timeouts: a 60 s timeout needs a 4-minute claim', () => {
    const slow = { NOTICE_REQUEST_TIMEOUT_MS: '60000' };
    expect(() => loadConfig({ ...slow, NOTICE_CLAIM_MS: '180000' })).toThrow(/at least 240000/);
    expect(loadConfig({ ...slow, NOTICE_CLAIM_MS: '240000' }).notices.claimMs).toBe(240_000);
    expect(() => loadConfig({ ...slow })).not.toThrow();
  });
});
