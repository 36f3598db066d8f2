import { RUNTIME_CONFIG_ELEMENT_ID, parseRuntimeConfig, readRuntimeConfig } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('accepts the configuration a server writes and trims a trailing slash from the API URL', () => {
    expect(
      parseRuntimeConfig({
        apiUrl: 'https://api.example.in/',
        remotes: { mfe_content: 'https://content.example.in/mf-manifest.json', other: 'ignored' },
      }),
    ).toEqual({
      apiUrl: 'https://api.example.in',
      remotes: { mfe_content: 'https://content.example.in/mf-manifest.json' },
      vitalsSampleRate: 0,
    });
  });

  it('reads the speed sample rate the server names', () => {
    expect(parseRuntimeConfig({ apiUrl: 'https://api.example.in', vitalsSampleRate: 0.2 }).vitalsSampleRate).toBe(0.2);
  });

  it("carries the hospital's facts its server read (setHospitalFacts keeps only its own), and none when there are none", () => {
    const hospital = { emergencyPhone: '+91 129 411 1999', latitude: 28.4 };
    expect(parseRuntimeConfig({ apiUrl: 'https://api.example.in', hospital }).hospital).toEqual(hospital);
    expect(parseRuntimeConfig({ apiUrl: 'https://api.example.in' })).not.toHaveProperty('hospital');
    expect(parseRuntimeConfig({ apiUrl: 'https://api.example.in', hospital: 'x' })).not.toHaveProperty('hospital');
  });

  it.each([
    [null, 'not an object'],
    [{}, 'apiUrl must be an absolute URL'],
    [{ apiUrl: '/api' }, 'apiUrl must be an absolute URL'],
    [{ apiUrl: 'ftp://x' }, 'apiUrl must be an absolute URL'],
    [
      { apiUrl: 'http://x', remotes: { mfe_booking: 'booking/mf-manifest.json' } },
      'remotes.mfe_booking must be an absolute URL',
    ],
    [{ apiUrl: 'http://x', vitalsSampleRate: 2 }, 'vitalsSampleRate must be a number from 0 to 1'],
    [{ apiUrl: 'http://x', vitalsSampleRate: '1' }, 'vitalsSampleRate must be a number from 0 to 1'],
  ])('refuses %j', (value, message) => {
    expect(() => parseRuntimeConfig(value)).toThrow(message);
  });
});

describe('readRuntimeConfig', () => {
  const written = {
    apiUrl: 'https://api.example.in',
    remotes: { mfe_booking: 'https://b.example.in/mf-manifest.json' },
    vitalsSampleRate: 0.2,
  };
  const served = { apiUrl: 'https://served.example.in', remotes: {}, vitalsSampleRate: 1 };
  let fetched: jest.SpyInstance;

  beforeEach(() => {
    fetched = jest.fn(() => Promise.resolve(new Response(JSON.stringify(served))));
    globalThis.fetch = fetched as unknown as typeof fetch;
  });
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  it('takes the configuration the server wrote into the page, without a request', async () => {
    const element = document.head.appendChild(document.createElement('script'));
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify(written);
    await expect(readRuntimeConfig()).resolves.toEqual(written);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks for /runtime-config.json when the page came without it (a static host)', async () => {
    await expect(readRuntimeConfig()).resolves.toEqual(served);
    expect(fetched).toHaveBeenCalledWith('/runtime-config.json', expect.anything());
  });
});
