import type { DoctorProfile } from 'contract';
import { HOSPITAL } from 'contract/hospital';
import { fixtures } from '../testing/fixtures';
import {
  breadcrumbJsonLd,
  hospitalId,
  hospitalJsonLd,
  medicalProcedureJsonLd,
  medicalSpecialtyJsonLd,
  medicalTestJsonLd,
  medicalWebPageJsonLd,
  physicianJsonLd,
} from '.';
import { openingHoursSpecification, postalAddress } from './hospital';

const SITE_URL = 'https://www.example.in';
const HOSPITAL_REFERENCE = { '@type': 'Hospital', '@id': `${SITE_URL}/#hospital`, name: HOSPITAL.name };

const [doctor] = fixtures.doctors;
if (!doctor) throw new Error('the fixtures have a doctor');
const profile: DoctorProfile = {
  ...doctor,
  qualifications: [],
  registration: null,
  years_of_practice: null,
  fee: { in_person: 800, online: 600 },
  timetable: [],
  exceptions: [],
};

/** Every URL-valued property, anywhere in the node. */
const urlsIn = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : Object.entries(value).flatMap(([key, inner]) =>
        ['url', 'item', '@id', 'hasMap'].includes(key) && typeof inner === 'string' ? [inner] : urlsIn(inner),
      );

describe('hospitalJsonLd', () => {
  it('is a Hospital whose every figure is a fact from contract', () => {
    expect(hospitalJsonLd('en', SITE_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      '@id': `${SITE_URL}/#hospital`,
      name: HOSPITAL.name,
      alternateName: HOSPITAL.shortName,
      url: `${SITE_URL}/`,
      telephone: HOSPITAL.supportPhone,
      email: HOSPITAL.email,
      foundingDate: String(HOSPITAL.since),
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Plot 12, Sector 16A, Mathura Road',
        addressLocality: HOSPITAL.city,
        addressRegion: 'Haryana',
        postalCode: '121002',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: HOSPITAL.location.latitude, longitude: HOSPITAL.location.longitude },
      hasMap: expect.stringContaining(`${HOSPITAL.location.latitude},${HOSPITAL.location.longitude}`),
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '09:00',
          closes: '20:00',
        },
      ],
      contactPoint: [
        expect.objectContaining({
          contactType: 'reception and appointments',
          telephone: HOSPITAL.supportPhone,
          email: HOSPITAL.appointmentsEmail,
          hoursAvailable: expect.objectContaining({ opens: '00:00', closes: '23:59' }),
        }),
        expect.objectContaining({ contactType: 'emergency', telephone: HOSPITAL.emergencyPhone }),
        { '@type': 'ContactPoint', contactType: 'ambulance', telephone: HOSPITAL.ambulancePhone },
      ],
      medicalSpecialty: ['https://schema.org/Emergency'],
    });
  });

  it("points at the home page in the page's language, under one id", () => {
    const hindi = hospitalJsonLd('hi', SITE_URL);
    expect(hindi.url).toBe(`${SITE_URL}/hi`);
    expect(hindi['@id']).toBe(hospitalId(SITE_URL));
  });

  it('reads hours and addresses only in the forms it knows, never guessing', () => {
    expect(openingHoursSpecification('24 X 7')).toMatchObject({ dayOfWeek: expect.arrayContaining(['Sunday']) });
    expect(openingHoursSpecification('Tue to Fri 8:30AM to 12PM')).toMatchObject({
      dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:30',
      closes: '12:00',
    });
    expect(() => openingHoursSpecification('Weekdays, mornings')).toThrow('not known');
    expect(() => postalAddress('Somewhere in Faridabad', 'Faridabad')).toThrow('State PIN');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the trail in order with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Services', path: '/services' },
          { name: 'Cardiology', path: '/services/cardiology' },
        ],
        SITE_URL,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE_URL}/services` },
        { '@type': 'ListItem', position: 3, name: 'Cardiology', item: `${SITE_URL}/services/cardiology` },
      ],
    });
  });
});

describe('medicalWebPageJsonLd', () => {
  const page = {
    title: 'Living with diabetes',
    description: 'Diet, exercise and medicines.',
    path: '/diabetes',
    lastReviewed: '2026-10-01',
    language: 'en' as const,
    siteUrl: SITE_URL,
  };

  it('is a MedicalWebPage with its review date, language and publisher', () => {
    expect(medicalWebPageJsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      name: page.title,
      description: page.description,
      url: `${SITE_URL}/diabetes`,
      inLanguage: 'en-IN',
      lastReviewed: '2026-10-01',
      publisher: HOSPITAL_REFERENCE,
    });
  });

  it('nests what the page is about without a second context', () => {
    const procedure = medicalProcedureJsonLd(
      { slug: 'bariatric-surgery', name: 'Bariatric Surgery', department: null },
      SITE_URL,
    );
    const result = medicalWebPageJsonLd({
      ...page,
      about: procedure ?? undefined,
      specialty: ['https://schema.org/Surgical'],
    });
    expect(result.about).toEqual({
      '@type': 'MedicalProcedure',
      name: 'Bariatric Surgery',
      url: `${SITE_URL}/services/bariatric-surgery`,
      procedureType: 'https://schema.org/SurgicalProcedure',
    });
    expect(result.specialty).toEqual(['https://schema.org/Surgical']);
  });

  it('refuses a review date that is not a date', () => {
    expect(() => medicalWebPageJsonLd({ ...page, lastReviewed: 'October 2026' })).toThrow('YYYY-MM-DD');
    expect(() => medicalWebPageJsonLd({ ...page, dateModified: '1/10/2026' })).toThrow('dateModified');
  });

  it('claims no review for content that states none, only when its text last changed', () => {
    const { lastReviewed: _lastReviewed, ...undated } = page;
    const result = medicalWebPageJsonLd({ ...undated, dateModified: '2026-11-25' });
    expect(result).not.toHaveProperty('lastReviewed');
    expect(result.dateModified).toBe('2026-11-25');
  });
});

describe('physicianJsonLd', () => {
  it('is a Physician of the hospital, with no credential the API did not send', () => {
    expect(physicianJsonLd(profile, SITE_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      '@id': `${SITE_URL}/our-doctor/dr-anil-sharma#physician`,
      name: 'Dr. Anil Sharma',
      url: `${SITE_URL}/our-doctor/dr-anil-sharma`,
      description: profile.about,
      medicalSpecialty: ['https://schema.org/Cardiovascular'],
      knowsLanguage: ['hi', 'en'],
      hospitalAffiliation: HOSPITAL_REFERENCE,
      memberOf: HOSPITAL_REFERENCE,
    });
  });

  it('carries the qualifications, registration and photo once supplied', () => {
    const result = physicianJsonLd(
      { ...profile, qualifications: ['MBBS', 'DM (Cardiology)'], registration: { council: 'NMC', number: '12345' } },
      SITE_URL,
      'https://api.example.in/media/doctors/dr-anil-sharma.svg',
    );
    expect(result.hasCredential).toEqual([
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'degree', name: 'MBBS' },
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'degree', name: 'DM (Cardiology)' },
    ]);
    expect(result.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'NMC', value: '12345' });
    expect(result.image).toBe('https://api.example.in/media/doctors/dr-anil-sharma.svg');
  });
});

describe('service pages', () => {
  const [cardiology] = fixtures.services;

  it("describe a service's department with its schema.org specialty", () => {
    expect(cardiology && medicalSpecialtyJsonLd(cardiology, SITE_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      '@id': `${SITE_URL}/services/cardiology#department`,
      name: 'Cardiology',
      url: `${SITE_URL}/services/cardiology`,
      medicalSpecialty: ['https://schema.org/Cardiovascular'],
      parentOrganization: HOSPITAL_REFERENCE,
    });
  });

  it('claim nothing the data does not say', () => {
    const checkup = { slug: 'full-body-health-checkup', name: 'Full Body Health Checkup', department: null };
    expect(medicalSpecialtyJsonLd(checkup, SITE_URL)).toBeNull();
    expect(medicalProcedureJsonLd(checkup, SITE_URL)).toBeNull();
    const internal = {
      slug: 'medicine',
      name: 'Medicine',
      department: { id: 9, slug: 'internal-medicine', name: 'x' },
    };
    expect(medicalSpecialtyJsonLd(internal, SITE_URL)).toBeNull();
    expect(cardiology && medicalProcedureJsonLd(cardiology, SITE_URL)).toBeNull();
  });

  it("link a topic page's service to the topic page", () => {
    const emergency = {
      slug: 'accident-and-emergency',
      name: 'Accident & Emergency',
      department: { id: 6, slug: 'emergency-medicine', name: 'Emergency Medicine' },
    };
    expect(medicalSpecialtyJsonLd(emergency, SITE_URL)?.url).toBe(`${SITE_URL}/emergency`);
  });
});

describe('medicalTestJsonLd', () => {
  const [centralLab, imagingCentre] = fixtures.labs;
  const [bloodCount, , , , liverFunction] = fixtures.labTests;

  it('offers a priced test in rupees from its lab, part of the hospital', () => {
    expect(bloodCount && centralLab && medicalTestJsonLd(bloodCount, centralLab, SITE_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalTest',
      name: 'Complete Blood Count (CBC)',
      url: `${SITE_URL}/blood-test`,
      offers: {
        '@type': 'Offer',
        price: 350,
        priceCurrency: 'INR',
        url: `${SITE_URL}/blood-test`,
        offeredBy: { '@type': 'DiagnosticLab', name: 'Central Laboratory', parentOrganization: HOSPITAL_REFERENCE },
      },
    });
  });

  it('makes no offer for a test without a price, and refuses another lab', () => {
    expect(liverFunction && imagingCentre && medicalTestJsonLd(liverFunction, imagingCentre, SITE_URL).offers).toBe(
      undefined,
    );
    expect(() => bloodCount && imagingCentre && medicalTestJsonLd(bloodCount, imagingCentre, SITE_URL)).toThrow(
      'not lab 2',
    );
  });
});

it('makes every URL absolute on the site', () => {
  const nodes = [
    hospitalJsonLd('en', SITE_URL),
    physicianJsonLd(profile, SITE_URL),
    breadcrumbJsonLd([{ name: 'Doctors', path: '/our-doctor' }], SITE_URL),
  ];
  for (const url of nodes.flatMap(urlsIn)) expect(url).toMatch(/^https:\/\//);
});
