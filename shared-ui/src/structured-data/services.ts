import type { ServiceDepartment } from 'contract';
import { serviceHref } from '../config/serviceHref';
import { hospitalReference } from './hospital';
import { SCHEMA_ORG, absoluteUrl } from './jsonLd';
import type { JsonLd } from './jsonLd';
import { medicalSpecialtiesOf } from './medicalSpecialties';

/** What the service builders read: a `Service` of the list or a `ServicePage` both have it. */
export interface ServiceSubject {
  slug: string;
  name: string;
  department: ServiceDepartment | null;
}

/**
 * Services that are one kind of operation, by slug: what schema.org's `procedureType` says they
 * are. Bariatric surgery is an operation (its page: "major surgery", laparoscopic); the other
 * services are specialties or programmes, not one procedure.
 */
const PROCEDURE_TYPE_OF_SERVICE: Readonly<Record<string, string>> = {
  'bariatric-surgery': 'https://schema.org/SurgicalProcedure',
};

/**
 * The department behind a service page as a `MedicalOrganization` of the hospital with its
 * schema.org specialty; null when the service has no department (a health check-up) or its
 * department matches no schema.org specialty.
 */
export function medicalSpecialtyJsonLd(service: ServiceSubject, siteUrl: string): JsonLd | null {
  const specialties = service.department ? medicalSpecialtiesOf(service.department.slug) : [];
  if (!service.department || specialties.length === 0) return null;
  const url = absoluteUrl(serviceHref(service.slug), siteUrl);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'MedicalOrganization',
    '@id': `${url}#department`,
    name: service.department.name,
    url,
    medicalSpecialty: specialties,
    parentOrganization: hospitalReference(siteUrl),
  };
}

/** A service that is one kind of operation as a `MedicalProcedure`; null for every other service. */
export function medicalProcedureJsonLd(service: ServiceSubject, siteUrl: string): JsonLd | null {
  const procedureType = Object.hasOwn(PROCEDURE_TYPE_OF_SERVICE, service.slug)
    ? PROCEDURE_TYPE_OF_SERVICE[service.slug]
    : undefined;
  if (!procedureType) return null;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'MedicalProcedure',
    name: service.name,
    url: absoluteUrl(serviceHref(service.slug), siteUrl),
    procedureType,
  };
}
