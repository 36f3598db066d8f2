import { siteHref } from './siteHref';
import type { SiteHref } from './siteHref';

describe('siteHref', () => {
  it('returns a plain path as it is', () => {
    expect(siteHref('/appointment')).toBe('/appointment');
    expect(siteHref('/')).toBe('/');
  });

  it('fills a path parameter, encoded', () => {
    expect(siteHref('/services/:serviceSlug', { serviceSlug: 'cardiology' })).toBe('/services/cardiology');
    expect(siteHref('/blog/:articleSlug', { articleSlug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
  });

  it('adds query parameters, leaving out empty ones, and a fragment', () => {
    expect(siteHref('/appointment', { query: { doctor: 3, department: 2, mode: undefined, note: '' } })).toBe(
      '/appointment?doctor=3&department=2',
    );
    expect(siteHref('/contact', { query: { subject: 'Newsletter subscription' }, hash: 'form' })).toBe(
      '/contact?subject=Newsletter+subscription#form',
    );
    expect(siteHref('/services/:serviceSlug', { serviceSlug: 'dental-medicine' }, { hash: 'faq' })).toBe(
      '/services/dental-medicine#faq',
    );
  });

  it('refuses a missing parameter at run time too', () => {
    expect(() => siteHref('/services/:serviceSlug', { serviceSlug: '' })).toThrow('needs "serviceSlug"');
  });

  it('accepts only the site paths, with the parameters each needs (checked by tsc)', () => {
    // @ts-expect-error a path the site does not have
    expect(() => siteHref('/abuot')).not.toThrow();
    // @ts-expect-error a parameterised path without its parameter
    expect(() => siteHref('/services/:serviceSlug')).toThrow('needs "serviceSlug"');
    // @ts-expect-error a plain string is not a SiteHref
    const notALink: SiteHref = '/about';
    expect(notALink).toBe('/about');
  });
});
