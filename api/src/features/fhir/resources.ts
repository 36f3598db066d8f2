/**
 * The hospital's OPD as FHIR R4 resources (issue 50), built from the catalogue's rows and the slots
 * the doctors feature works out: pure, so a test can build them from rows of its own. Nothing here
 * names a patient: a busy slot says only that it is busy.
 *
 * Ids: a doctor's id for the Practitioner and its PractitionerRole, `<doctor>-hospital` and
 * `<doctor>-video` for the Schedules (one per doctor and place), `<schedule>-<YYYYMMDD>-<HHMM>` for a
 * Slot, `department-<id>` and `package-<slug>` for the HealthcareServices. All stay the same from one
 * publication to the next, so a client can follow a slot from free to busy.
 */
import { HOSPITAL, HOSPITAL_HI } from 'contract/hospital';
import type { AvailabilityDay } from 'contract';
import type { SessionRow } from '../doctors';

/** Every resource as JSON: its type and id, the rest as the builders below write it. */
export interface FhirResource {
  resourceType: string;
  id: string;
  [element: string]: unknown;
}

export const FHIR_VERSION = '4.0.1';
/** The offset of Asia/Kolkata, which has no daylight saving: every time here is written with it. */
export const HOSPITAL_OFFSET = '+05:30';

const TRANSLATION = 'http://hl7.org/fhir/StructureDefinition/translation';
/** The SMART Scheduling Links extensions, by the URLs the published specification fixes. */
export const BOOKING_DEEP_LINK = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
export const BOOKING_PHONE = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';
const LANGUAGE_SYSTEM = 'urn:ietf:bcp:47';
const PHYSICAL_TYPE = 'http://terminology.hl7.org/CodeSystem/location-physical-type';

/** The two places a doctor sees patients: the hospital's OPD, or a video consultation. */
export type Place = 'hospital' | 'video';
export const PLACES: readonly Place[] = ['hospital', 'video'];

/** `2026-12-07` and `09:00` in the hospital's zone → an R4 instant. */
export const instantOf = (day: string, time: string): string => `${day}T${time}:00${HOSPITAL_OFFSET}`;

/** A primitive's Hindi, as R4's `translation` extension carries it on the primitive's `_element`. */
function hindi(text: string | null): { extension: unknown[] } | undefined {
  if (!text) return undefined;
  return {
    extension: [
      {
        url: TRANSLATION,
        extension: [
          { url: 'lang', valueCode: 'hi' },
          { url: 'content', valueString: text },
        ],
      },
    ],
  };
}

/** `key` and, when there is a Hindi text, `_key` with its translation. */
function withHindi(key: string, english: string, hindiText: string | null): Record<string, unknown> {
  const translation = hindi(hindiText);
  return translation ? { [key]: english, [`_${key}`]: translation } : { [key]: english };
}

const reference = (type: string, id: string, display?: string) => ({
  reference: `${type}/${id}`,
  ...(display ? { display } : {}),
});

/** Built when a resource is: the support phone in force then (an admin may change it, issue 48). */
const phone = () => ({ system: 'phone', value: HOSPITAL.supportPhone, use: 'work' }) as const;

/** The address written as its lines: `Plot 12, Sector 16A, Mathura Road` then the city, state and PIN. */
function hospitalAddress() {
  const [postalCode = ''] = /\d{6}$/.exec(HOSPITAL.address) ?? [];
  const parts = HOSPITAL.address.split(', ');
  return {
    use: 'work',
    type: 'physical',
    ...withHindi('text', HOSPITAL.address, HOSPITAL_HI.address),
    line: parts.slice(0, -2),
    city: HOSPITAL.city,
    district: HOSPITAL.city,
    state: 'Haryana',
    postalCode,
    country: 'IN',
  };
}

/** The hospital, and the video consultations as a virtual place of its own. */
export function locations(): FhirResource[] {
  return [
    {
      resourceType: 'Location',
      id: 'hospital',
      status: 'active',
      name: HOSPITAL.name,
      description: `OPD ${HOSPITAL.openingHours}; reception ${HOSPITAL.supportHours}.`,
      mode: 'instance',
      telecom: [phone(), { system: 'email', value: HOSPITAL.appointmentsEmail, use: 'work' }],
      address: hospitalAddress(),
      physicalType: { coding: [{ system: PHYSICAL_TYPE, code: 'bu', display: 'Building' }] },
      position: { latitude: HOSPITAL.location.latitude, longitude: HOSPITAL.location.longitude },
    },
    {
      resourceType: 'Location',
      id: 'video',
      status: 'active',
      name: `${HOSPITAL.name}: video consultation`,
      description: 'The doctor sees the patient by video; the link comes with the booking.',
      mode: 'instance',
      telecom: [phone()],
      physicalType: { coding: [{ system: PHYSICAL_TYPE, code: 'vi', display: 'Virtual' }] },
    },
  ];
}

export interface DoctorRow {
  id: number;
  slug: string;
  doctor_name: string;
  doctor_name_hi: string | null;
  department_id: number;
  department_name: string;
  department_name_hi: string | null;
  languages: string[];
  qualifications: string[];
  registration_council: string | null;
  registration_number: string | null;
}

/**
 * A doctor as the hospital published them: the name, the languages they consult in, and only the
 * qualifications and registration the hospital supplied (none in the seed, so none here).
 */
export function practitioner(doctor: DoctorRow): FhirResource {
  const qualifications = [
    ...doctor.qualifications.map((text) => ({ code: { text } })),
    ...(doctor.registration_council && doctor.registration_number
      ? [
          {
            identifier: [{ value: doctor.registration_number }],
            code: { text: `Registered with ${doctor.registration_council}` },
          },
        ]
      : []),
  ];
  return {
    resourceType: 'Practitioner',
    id: String(doctor.id),
    active: true,
    name: [{ use: 'official', ...withHindi('text', doctor.doctor_name, doctor.doctor_name_hi) }],
    ...(doctor.languages.length > 0
      ? { communication: doctor.languages.map((code) => ({ coding: [{ system: LANGUAGE_SYSTEM, code }] })) }
      : {}),
    ...(qualifications.length > 0 ? { qualification: qualifications } : {}),
  };
}

export interface DayOffRow {
  day: string;
  reason: string;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The weekly sittings, each start and end once with the weekdays it runs on. */
function availableTimes(sessions: readonly SessionRow[]) {
  const byTime = new Map<string, Set<number>>();
  for (const session of sessions) {
    const key = `${session.start_time}-${session.end_time}`;
    byTime.set(key, (byTime.get(key) ?? new Set()).add(session.weekday));
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, weekdays]) => {
      const [start = '', end = ''] = key.split('-');
      return {
        daysOfWeek: [...weekdays].sort().map((weekday) => WEEKDAYS[weekday] ?? 'sun'),
        availableStartTime: `${start}:00`,
        availableEndTime: `${end}:00`,
      };
    });
}

/** The places a doctor's sittings are at, hospital first. */
export const placesOf = (sessions: readonly SessionRow[]): Place[] =>
  PLACES.filter((place) => sessions.some((session) => session.online === (place === 'video')));

/** What the doctor does here: the department, where, when (the timetable), and the days off ahead. */
export function practitionerRole(
  doctor: DoctorRow,
  sessions: readonly SessionRow[],
  daysOff: readonly DayOffRow[],
): FhirResource {
  const places = placesOf(sessions);
  const named = locations();
  return {
    resourceType: 'PractitionerRole',
    id: String(doctor.id),
    active: true,
    practitioner: reference('Practitioner', String(doctor.id), doctor.doctor_name),
    specialty: [{ text: doctor.department_name }],
    location: places.map((place) => reference('Location', place, String(named.find((l) => l.id === place)?.['name']))),
    healthcareService: [reference('HealthcareService', `department-${doctor.department_id}`, doctor.department_name)],
    telecom: [phone()],
    ...(sessions.length > 0 ? { availableTime: availableTimes(sessions) } : {}),
    ...(daysOff.length > 0
      ? {
          notAvailable: daysOff.map((off) => ({
            description: off.reason,
            during: { start: instantOf(off.day, '00:00'), end: `${off.day}T23:59:59${HOSPITAL_OFFSET}` },
          })),
        }
      : {}),
  };
}

export interface DepartmentRow {
  id: number;
  department_name: string;
  department_name_hi: string | null;
}

export interface PackageRow {
  slug: string;
  kind: string;
  price: number;
  price_basis: string;
  place: string;
  name: string;
  name_hi: string;
  summary: string;
}

/** A department's OPD: booked by appointment, at the hospital and (where its doctors offer it) by video. */
export function departmentService(department: DepartmentRow, places: readonly Place[]): FhirResource {
  return {
    resourceType: 'HealthcareService',
    id: `department-${department.id}`,
    active: true,
    type: [{ text: 'Outpatient consultation' }],
    specialty: [{ text: department.department_name }],
    location: (places.length > 0 ? places : (['hospital'] as const)).map((place) => reference('Location', place)),
    ...withHindi('name', department.department_name, department.department_name_hi),
    telecom: [phone()],
    appointmentRequired: true,
  };
}

const PACKAGE_KINDS: Record<string, string> = {
  'health-check': 'Health check package',
  'diabetes-programme': 'Diabetes care programme',
  'home-care': 'Home care',
};

const PRICE_BASES: Record<string, string> = {
  package: 'for the package',
  visit: 'a visit',
  day: 'a day',
  programme: 'for the programme',
};

/** A bookable package: its name, what it is, its price as the site shows it. */
export function packageService(row: PackageRow): FhirResource {
  return {
    resourceType: 'HealthcareService',
    id: `package-${row.slug}`,
    active: true,
    type: [{ text: PACKAGE_KINDS[row.kind] ?? row.kind }],
    location: [reference('Location', 'hospital')],
    ...withHindi('name', row.name, row.name_hi),
    comment: row.summary,
    extraDetails: `₹${row.price} ${PRICE_BASES[row.price_basis] ?? ''}`.trim(),
    telecom: [phone()],
    appointmentRequired: true,
    ...(row.place !== 'hospital' ? { characteristic: [{ text: `Place: ${row.place}` }] } : {}),
  };
}

export const scheduleId = (doctorId: number, place: Place) => `${doctorId}-${place}`;

/** One doctor's diary at one place: the slots below point at it. */
export function schedule(doctor: DoctorRow, place: Place, horizon: { start: string; end: string }): FhirResource {
  const location = locations().find((l) => l.id === place);
  return {
    resourceType: 'Schedule',
    id: scheduleId(doctor.id, place),
    active: true,
    serviceType: [{ text: place === 'video' ? 'Video consultation' : 'Outpatient consultation' }],
    specialty: [{ text: doctor.department_name }],
    actor: [
      reference('Location', place, String(location?.['name'])),
      reference('PractitionerRole', String(doctor.id), doctor.doctor_name),
    ],
    planningHorizon: { start: instantOf(horizon.start, '00:00'), end: `${horizon.end}T23:59:59${HOSPITAL_OFFSET}` },
  };
}

/** Where a free slot's booking starts: the site's appointment page with the doctor and time chosen. */
export function bookingLink(siteUrl: string, doctorId: number, day: string, start: string, place: Place): string {
  const query = new URLSearchParams({
    doctor: String(doctorId),
    date: day,
    slot: start,
    mode: place === 'video' ? 'ON' : 'OFF',
  });
  return `${siteUrl}/appointment?${query.toString()}`;
}

/**
 * A doctor's slots as FHIR Slots, from what `/api/doctor/availability/` answers for the same days: a
 * slot the site would book is free (with the links to book it), any other (booked, or kept for the
 * counter) busy. Days off have no slots, as on the site.
 */
export function slots(doctor: DoctorRow, days: readonly AvailabilityDay[], siteUrl: string): FhirResource[] {
  return days.flatMap((day) =>
    day.slots.map((slot) => {
      const place: Place = slot.online ? 'video' : 'hospital';
      const id = `${scheduleId(doctor.id, place)}-${day.date.replaceAll('-', '')}-${slot.start.replace(':', '')}`;
      return {
        resourceType: 'Slot',
        id,
        schedule: reference('Schedule', scheduleId(doctor.id, place)),
        status: slot.available ? 'free' : 'busy',
        start: instantOf(day.date, slot.start),
        end: instantOf(day.date, slot.end),
        ...(slot.room ? { comment: slot.room } : {}),
        ...(slot.available
          ? {
              extension: [
                { url: BOOKING_DEEP_LINK, valueUrl: bookingLink(siteUrl, doctor.id, day.date, slot.start, place) },
                { url: BOOKING_PHONE, valueString: HOSPITAL.supportPhone },
              ],
            }
          : {}),
      };
    }),
  );
}

export interface IssueAt {
  code: 'invalid' | 'not-found' | 'not-supported' | 'too-costly' | 'login' | 'throttled';
  diagnostics: string;
  /** The HTTP parameter at fault, written `http.<name>` as R4 says for a request's parameters. */
  parameter?: string;
}

export function operationOutcome(issue: IssueAt): FhirResource {
  return {
    resourceType: 'OperationOutcome',
    id: issue.code,
    issue: [
      {
        severity: 'error',
        code: issue.code,
        diagnostics: issue.diagnostics,
        ...(issue.parameter ? { location: [`http.${issue.parameter}`] } : {}),
      },
    ],
  };
}

/** A search's answer: every match, no paging (a search is at most 31 days of slots). */
export function searchBundle(base: string, self: string, resources: readonly FhirResource[]): FhirResource {
  return {
    resourceType: 'Bundle',
    id: 'search',
    type: 'searchset',
    total: resources.length,
    link: [{ relation: 'self', url: self }],
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}
