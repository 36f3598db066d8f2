/**
 * An OPD booking as a FHIR R4 Appointment, for the hospital's information system (HMIS) behind its
 * key (issue 50): the booking's reference as its id and identifier, its status from the desk's, the
 * doctor (PractitionerRole and Practitioner), the place (Location), its slot's times with the
 * Asia/Kolkata offset, and of the patient only what the HMIS needs to match the visit to its own
 * record: the name and the phone, as a contained Patient. Not the e-mail, the address, the message
 * (it may describe symptoms), age or sex: the HMIS registers the patient at the counter as it does
 * any other. Pure, so a test can build one from a row of its own.
 */
import type { DeskVisitStatus } from '../../db/schema';
import { HOSPITAL_OFFSET, instantOf, locations, scheduleId } from './resources';
import type { FhirResource, Place } from './resources';

/** The statuses the feed says, each from one of the desk's. */
export const APPOINTMENT_STATUSES = ['booked', 'arrived', 'fulfilled', 'noshow', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The desk's status of a booking (`status`, then `desk_status`) as FHIR's: a cancellation wins. */
export function appointmentStatus(status: 'booked' | 'cancelled', desk: DeskVisitStatus | null): AppointmentStatus {
  if (status === 'cancelled') return 'cancelled';
  if (desk === 'arrived') return 'arrived';
  if (desk === 'completed') return 'fulfilled';
  if (desk === 'no_show') return 'noshow';
  return 'booked';
}

export interface AppointmentRow {
  reference: string;
  doctor_id: number;
  doctor_name: string;
  department_name: string;
  /** `YYYY-MM-DD`. */
  visit_date: string;
  mode: 'ON' | 'OFF';
  slot_start: string;
  slot_end: string;
  room: string | null;
  status: 'booked' | 'cancelled';
  desk_status: DeskVisitStatus | null;
  /** Blank once anonymised (retention, erasure). */
  patient_name: string;
  phone: string;
  anonymised_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

/** An instant in the hospital's zone, to the millisecond: `2026-12-07T10:15:03.125+05:30`. */
export function hospitalInstant(at: Date): string {
  const shifted = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${shifted.slice(0, -1)}${HOSPITAL_OFFSET}`;
}

/** The identifier's system: the site's booking references. */
export const referenceSystem = (siteUrl: string) => `${siteUrl}/booking-reference`;

export function appointment(row: AppointmentRow, siteUrl: string): FhirResource {
  const place: Place = row.mode === 'ON' ? 'video' : 'hospital';
  const location = locations().find((candidate) => candidate.id === place);
  const doctor = String(row.doctor_id);
  const patient = row.anonymised_at === null && row.patient_name !== '';
  return {
    resourceType: 'Appointment',
    id: row.reference,
    meta: { versionId: String(row.version), lastUpdated: hospitalInstant(row.updated_at) },
    ...(patient
      ? {
          contained: [
            {
              resourceType: 'Patient',
              id: 'patient',
              name: [{ text: row.patient_name }],
              ...(row.phone ? { telecom: [{ system: 'phone', value: row.phone, use: 'mobile' }] } : {}),
            },
          ],
        }
      : {}),
    identifier: [{ system: referenceSystem(siteUrl), value: row.reference }],
    status: appointmentStatus(row.status, row.desk_status),
    serviceType: [{ text: place === 'video' ? 'Video consultation' : 'Outpatient consultation' }],
    specialty: [{ text: row.department_name }],
    start: instantOf(row.visit_date, row.slot_start),
    end: instantOf(row.visit_date, row.slot_end),
    created: hospitalInstant(row.created_at),
    slot: [
      {
        reference: `Slot/${scheduleId(row.doctor_id, place)}-${row.visit_date.replaceAll('-', '')}-${row.slot_start.replace(':', '')}`,
      },
    ],
    ...(row.room ? { comment: row.room } : {}),
    participant: [
      ...(patient
        ? [{ actor: { reference: '#patient', display: row.patient_name }, required: 'required', status: 'accepted' }]
        : []),
      {
        actor: { reference: `PractitionerRole/${doctor}`, display: row.doctor_name },
        required: 'required',
        status: 'accepted',
      },
      {
        actor: { reference: `Practitioner/${doctor}`, display: row.doctor_name },
        required: 'required',
        status: 'accepted',
      },
      {
        actor: { reference: `Location/${place}`, display: String(location?.['name'] ?? '') },
        required: 'required',
        status: 'accepted',
      },
    ],
  };
}
