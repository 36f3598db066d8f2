import { HOSPITAL, directionsHref } from 'contract/hospital';
import type { Language } from '../i18n/languages';
import { SCHEMA_ORG, absoluteUrl, withoutEmpty } from './jsonLd';
import type { JsonLd, JsonLdNode } from './jsonLd';
import { medicalSpecialtiesOf } from './medicalSpecialties';

/** The hospital's node id: every page's `Physician`, `MedicalTest` and `MedicalWebPage` points at it. */
export const hospitalId = (siteUrl: string): string => absoluteUrl('/#hospital', siteUrl);

/** A reference to the hospital's node, with its type and name for a reader that does not follow ids. */
export const hospitalReference = (siteUrl: string): JsonLdNode => ({
  '@type': 'Hospital',
  '@id': hospitalId(siteUrl),
  name: HOSPITAL.name,
});

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_ABBREVIATIONS = DAYS.map((day) => day.slice(0, 3));

/** `9AM` → `09:00`, `5:30PM` → `17:30`. */
function time24(hour: string, minute: string | undefined, meridiem: string): string {
  const hours = (Number(hour) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minute ?? '00'}`;
}

/**
 * The facts' hours as schema.org reads them: `24 X 7` (every day, all day) or `Mon to Sat 9AM to 5PM`.
 * Any other wording throws: hours are read from the facts, never guessed, so a fact reworded into a
 * form this does not know fails the build instead of publishing wrong hours.
 */
export function openingHoursSpecification(hours: string): JsonLdNode {
  if (/^24\s*x\s*7$/i.test(hours.trim())) {
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: [...DAYS], opens: '00:00', closes: '23:59' };
  }
  const match = /^(\w{3}) to (\w{3}) (\d{1,2})(?::(\d{2}))?\s*(AM|PM) to (\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(
    hours.trim(),
  );
  const first = DAY_ABBREVIATIONS.indexOf(match?.[1] ?? '');
  const last = DAY_ABBREVIATIONS.indexOf(match?.[2] ?? '');
  if (!match || first < 0 || last < first) throw new Error(`Opening hours in a form not known: "${hours}"`);
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS.slice(first, last + 1),
    opens: time24(match[3] ?? '', match[4], match[5] ?? ''),
    closes: time24(match[6] ?? '', match[7], match[8] ?? ''),
  };
}

/**
 * The facts' one-line address split as schema.org's `PostalAddress` wants it: the street, then the
 * city, then "State PIN". Throws on another shape rather than publishing a wrong split.
 */
export function postalAddress(address: string, city: string): JsonLdNode {
  const parts = address.split(',').map((part) => part.trim());
  const cityIndex = parts.indexOf(city);
  const regionAndPin = /^(.+) (\d{6})$/.exec(parts.at(-1) ?? '');
  if (cityIndex < 1 || cityIndex !== parts.length - 2 || !regionAndPin) {
    throw new Error(`The address is not "street, ${city}, State PIN": "${address}"`);
  }
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, cityIndex).join(', '),
    addressLocality: city,
    addressRegion: regionAndPin[1],
    postalCode: regionAndPin[2],
    // A six-digit PIN code and an Indian state: India.
    addressCountry: 'IN',
  };
}

/**
 * The hospital as schema.org's `Hospital`, for home, contact and emergency: every figure from
 * contract's facts (`HOSPITAL`). Its opening hours are the facts' `openingHours` (the footer's
 * "OPD hours"); reception and the emergency line answer `supportHours` (24 X 7), as the site
 * says, so they are contact points with those hours. `url` is the home page in `language`.
 */
export function hospitalJsonLd(language: Language, siteUrl: string): JsonLd {
  return withoutEmpty({
    '@context': SCHEMA_ORG,
    '@type': 'Hospital',
    '@id': hospitalId(siteUrl),
    name: HOSPITAL.name,
    alternateName: HOSPITAL.shortName,
    url: absoluteUrl(language === 'en' ? '/' : `/${language}`, siteUrl),
    telephone: HOSPITAL.supportPhone,
    email: HOSPITAL.email,
    foundingDate: String(HOSPITAL.since),
    address: postalAddress(HOSPITAL.address, HOSPITAL.city),
    geo: { '@type': 'GeoCoordinates', latitude: HOSPITAL.location.latitude, longitude: HOSPITAL.location.longitude },
    hasMap: directionsHref(),
    openingHoursSpecification: [openingHoursSpecification(HOSPITAL.openingHours)],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'reception and appointments',
        telephone: HOSPITAL.supportPhone,
        email: HOSPITAL.appointmentsEmail,
        hoursAvailable: openingHoursSpecification(HOSPITAL.supportHours),
      },
      {
        '@type': 'ContactPoint',
        contactType: 'emergency',
        telephone: HOSPITAL.emergencyPhone,
        hoursAvailable: openingHoursSpecification(HOSPITAL.supportHours),
      },
      // The ambulance desk's hours are not in the facts: none are claimed.
      { '@type': 'ContactPoint', contactType: 'ambulance', telephone: HOSPITAL.ambulancePhone },
    ],
    // The facts give an emergency department its own line; the other specialties come with their pages.
    medicalSpecialty: medicalSpecialtiesOf('emergency-medicine'),
  });
}
