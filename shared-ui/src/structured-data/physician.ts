import type { DoctorProfile } from 'contract';
import { siteHref } from '../config/siteHref';
import { hospitalReference } from './hospital';
import { SCHEMA_ORG, absoluteUrl, withoutEmpty } from './jsonLd';
import type { JsonLd } from './jsonLd';
import { medicalSpecialtiesOf } from './medicalSpecialties';

/**
 * A doctor's profile page as schema.org's `Physician`, practising at the hospital. Qualifications
 * and the council registration appear only when the hospital supplied them (the API sends them
 * empty or null until then): credentials are never made up. `imageUrl` is the photo's absolute URL
 * (the caller resolves the API's media path), left out when there is none.
 */
export function physicianJsonLd(doctor: DoctorProfile, siteUrl: string, imageUrl?: string): JsonLd {
  const url = absoluteUrl(siteHref('/our-doctor/:doctorSlug', { doctorSlug: doctor.slug }), siteUrl);
  const hospital = hospitalReference(siteUrl);
  return withoutEmpty({
    '@context': SCHEMA_ORG,
    '@type': 'Physician',
    '@id': `${url}#physician`,
    name: doctor.doctor_name,
    url,
    image: imageUrl,
    description: doctor.about.trim(),
    medicalSpecialty: medicalSpecialtiesOf(doctor.department.slug),
    knowsLanguage: [...doctor.languages],
    hasCredential: doctor.qualifications.map((qualification) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'degree',
      name: qualification,
    })),
    identifier: doctor.registration
      ? { '@type': 'PropertyValue', propertyID: doctor.registration.council, value: doctor.registration.number }
      : undefined,
    hospitalAffiliation: hospital,
    memberOf: hospital,
  });
}
