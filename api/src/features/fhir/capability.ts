/** The CapabilityStatement: the resource types and search parameters `/fhir/R4/` answers. */
import { HOSPITAL_NAME } from 'contract/hospital';
import { FHIR_VERSION } from './resources';
import type { FhirResource } from './resources';

const search = (name: string, type: string, documentation: string) => ({ name, type, documentation });

const resource = (type: string, params: ReturnType<typeof search>[]) => ({
  type,
  interaction: [{ code: 'read' }, { code: 'search-type' }],
  searchParam: [search('_id', 'token', 'The resource’s id'), ...params],
});

/** What this server publishes, for a client that asks first (`GET /fhir/R4/metadata`). */
export function capabilityStatement(base: string): FhirResource {
  return {
    resourceType: 'CapabilityStatement',
    id: 'hospital-opd',
    status: 'active',
    date: '2026-12-06',
    publisher: HOSPITAL_NAME,
    description:
      'The hospital’s OPD doctors, timetables and slots: public, read-only, no personal data. The SMART ' +
      'Scheduling Links manifest is at $bulk-publish. The bookings (Appointment) are for the hospital’s ' +
      'HMIS only, behind an API key.',
    kind: 'instance',
    software: { name: `${HOSPITAL_NAME} API` },
    implementation: { description: 'OPD scheduling (FHIR R4, SMART Scheduling Links)', url: base },
    fhirVersion: FHIR_VERSION,
    format: ['json'],
    rest: [
      {
        mode: 'server',
        resource: [
          resource('Location', []),
          resource('Practitioner', []),
          resource('PractitionerRole', [search('practitioner', 'reference', 'The doctor')]),
          resource('HealthcareService', []),
          resource('Schedule', [search('actor', 'reference', 'A PractitionerRole or Location')]),
          resource('Slot', [
            search('schedule', 'reference', 'The doctor’s schedule at one place'),
            search('start', 'date', 'When the slot starts; at most 31 days in one search'),
            search('status', 'token', 'free or busy'),
          ]),
          {
            ...resource('Appointment', [
              search('identifier', 'token', 'The booking’s reference'),
              search('date', 'date', 'When the visit starts; at most 31 days in one search'),
              search('actor', 'reference', 'A PractitionerRole, Practitioner or Location'),
              search('practitioner', 'reference', 'The doctor'),
              search('location', 'reference', 'Location/hospital or Location/video'),
              search('status', 'token', 'booked, arrived, fulfilled, noshow or cancelled'),
              search('_lastUpdated', 'date', 'Changed since: gt and the last poll’s time'),
            ]),
            documentation: 'The OPD bookings, for the hospital’s HMIS only: an API key is needed (see security).',
          },
        ],
        security: {
          cors: true,
          description:
            'Everything is public and read-only except Appointment, which names patients: it needs an API key ' +
            'the hospital’s admin issues to its HMIS, sent as `Authorization: Bearer <key>`; without one, or ' +
            'with an unknown or revoked one, a 401.',
        },
      },
    ],
  };
}
