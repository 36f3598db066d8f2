import type { Lab, LabTest } from 'contract';
import { siteHref } from '../config/siteHref';
import { hospitalReference } from './hospital';
import { SCHEMA_ORG, absoluteUrl, withoutEmpty } from './jsonLd';
import type { JsonLd } from './jsonLd';

/**
 * A lab test bookable on the blood-test page as schema.org's `MedicalTest`, its price an `Offer` in
 * rupees from the test's lab. A price of 0 is what the client makes of a backend that sent none
 * (`normalizeLabTest`): no offer then, rather than a free test.
 */
export function medicalTestJsonLd(test: LabTest, lab: Lab, siteUrl: string): JsonLd {
  if (test.lab !== lab.id) throw new Error(`Test ${test.id} is lab ${test.lab}'s, not lab ${lab.id}'s`);
  const url = absoluteUrl(siteHref('/blood-test'), siteUrl);
  return withoutEmpty({
    '@context': SCHEMA_ORG,
    '@type': 'MedicalTest',
    name: test.test_name,
    url,
    offers:
      test.test_price > 0
        ? {
            '@type': 'Offer',
            price: test.test_price,
            priceCurrency: 'INR',
            url,
            offeredBy: { '@type': 'DiagnosticLab', name: lab.lab_name, parentOrganization: hospitalReference(siteUrl) },
          }
        : undefined,
  });
}
