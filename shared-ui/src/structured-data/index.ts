// schema.org JSON-LD for the prerendered pages' `jsonLd` (dist/pages/index.json): plain objects,
// every hospital fact from contract's `HOSPITAL`, every URL absolute from `siteUrl`. Escaping `<`
// inside the script element is the server's job.
export { SCHEMA_ORG, absoluteUrl } from './jsonLd';
export type { JsonLd, JsonLdNode, JsonValue } from './jsonLd';
export { hospitalId, hospitalJsonLd } from './hospital';
export { breadcrumbJsonLd, medicalWebPageJsonLd } from './pages';
export type { BreadcrumbItem, MedicalWebPageInput } from './pages';
export { physicianJsonLd } from './physician';
export { medicalProcedureJsonLd, medicalSpecialtyJsonLd } from './services';
export type { ServiceSubject } from './services';
export { medicalSpecialtiesOf } from './medicalSpecialties';
export { medicalTestJsonLd } from './medicalTest';
