import { parseRuntimeConfig } from './runtimeConfig';

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
    });
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
  ])('refuses %j', (value, message) => {
    expect(() => parseRuntimeConfig(value)).toThrow(message);
  });
});
