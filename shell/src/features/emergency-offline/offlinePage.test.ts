import { HOSPITAL, HOSPITAL_FACT_DEFAULTS, setHospitalFacts, telHref } from 'contract/hospital';
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

  it("is written from the facts in force when it is saved, each section's address in its language", () => {
    setHospitalFacts({ emergencyPhone: '+91 129 411 1999', ambulancePhone: '+91 129 411 1102', addressHi: 'प्लॉट 7' });
    try {
      const saved = offlinePageHtml();
      expect(saved).toContain('href="tel:+911294111999"');
      expect(saved).toContain('href="tel:+911294111102"');
      expect(saved).not.toContain(telHref(HOSPITAL_FACT_DEFAULTS.emergencyPhone));
      expect(saved).toMatch(/<section lang="hi">[^]*प्लॉट 7/);
    } finally {
      setHospitalFacts(HOSPITAL_FACT_DEFAULTS);
    }
  });

  it('is self-contained: no script and nothing loaded from elsewhere', () => {
    expect(html).not.toMatch(/<script|<link|<img|src=/i);
    expect(html).toContain("default-src 'none'");
  });
});
