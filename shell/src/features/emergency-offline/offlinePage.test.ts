import { HOSPITAL, telHref } from 'contract/hospital';
import { offlinePageHtml } from './offlinePage';

describe('the offline emergency page', () => {
  const html = offlinePageHtml();

  it('carries the numbers to call, the address and directions, in English and Hindi', () => {
    expect(html).toContain('href="tel:112"');
    expect(html).toContain(`href="${telHref(HOSPITAL.emergencyPhone)}"`);
    expect(html).toContain(`href="${telHref(HOSPITAL.ambulancePhone)}"`);
    expect(html).toContain(HOSPITAL.address);
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&#38;destination=');
    expect(html).toContain('<section lang="en">');
    expect(html).toContain('<section lang="hi">');
    expect(html).toContain('आपात स्थिति में अभी कॉल करें');
  });

  it('is self-contained: no script and nothing loaded from elsewhere', () => {
    expect(html).not.toMatch(/<script|<link|<img|src=/i);
    expect(html).toContain("default-src 'none'");
  });
});
