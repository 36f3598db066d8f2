/**
 * The shapes the API answers with, as JSON Schema, each once: the routes' `response` schemas refer
 * to them by `$id` (`ref('Doctor')`), and the API reference (docs/api-reference.md) lists them. They
 * follow the contract's types (`contract/src/entities.ts`, `opd.ts`, `accounts.ts`), field for field.
 *
 * A response schema is also how Fastify writes the answer (fast-json-stringify): a field missing here
 * is dropped from the answer, and a null where the schema says only `string` becomes "". So every
 * field is listed, every one that can be null says so, and an object keeps fields it does not list
 * (`additionalProperties: true`) only where the answer's fields are not all known here: refusals,
 * which several handlers and plugins build, and the personal-data export, which is rows as stored.
 */

type Schema = Record<string, unknown>;

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const strings = { type: 'array', items: string } as const;

/** A reference to a shape by its `$id` (inside SHAPES, whose ids are not typed yet). */
const $ref = (id: string): Schema => ({ $ref: `${id}#` });

/** An object whose every listed field is always there. */
function shape(description: string, properties: Record<string, unknown>): Schema {
  return { type: 'object', description, properties, required: Object.keys(properties), additionalProperties: false };
}

/** A shape whose `optional` properties may be absent (an in-person booking has no joining details). */
function withOptional(optional: readonly string[], description: string, properties: Record<string, unknown>): Schema {
  const required = Object.keys(properties).filter((name) => !optional.includes(name));
  return { type: 'object', description, properties, required, additionalProperties: false };
}

const point = shape('One point of a list.', { point: string });
const points = { type: 'array', items: point } as const;

/** What a doctor's and a lab booking's summaries share: `cancelled_at` null while booked. */
const summaryBase = {
  reference: string,
  date: string,
  status: { type: 'string', enum: ['booked', 'cancelled'] },
  cancelled_at: nullableString,
  can_cancel: boolean,
} as const;

const SHAPES = {
  Problem: {
    type: 'object',
    description:
      'A refusal: `code` in the contract’s vocabulary (said by the site in its reader’s language) with its ' +
      '`params`, and its English `message`. A 400 for bad input adds `errors` (each field’s English text; `{}` ' +
      'when the request as a whole is at fault) and `issues` (each field’s code). Some add `field`, the one ' +
      'field at fault.',
    properties: {
      message: string,
      code: string,
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      errors: { type: 'object', additionalProperties: string },
      issues: { type: 'object', additionalProperties: true },
      field: nullableString,
      detail: {
        type: 'string',
        description: 'Only a catalogue page’s 404 (“Not found.”), as the old backend said it.',
      },
    },
    // Refusals are built by several handlers and plugins (the contact form adds `success` and `error`,
    // a taken slot its `issue`): nothing any of them says may be dropped.
    additionalProperties: true,
  },
  Message: {
    type: 'object',
    description: 'An answer in words: `code` (and `params`) in the contract’s vocabulary, and its English `message`.',
    properties: {
      message: string,
      code: string,
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    },
    required: ['message', 'code'],
    additionalProperties: false,
  },
  Health: shape('The database answers.', { status: { type: 'string', enum: ['ok'] } }),
  CatalogueVersion: shape('The id of the catalogue’s last change made at the desk, `"0"` before any.', {
    version: string,
  }),
  CatalogueChanges: shape('The catalogue’s version, and each subject changed since the one asked about.', {
    version: string,
    changes: {
      type: ['array', 'null'],
      description: 'Oldest first; null: too many, or not a version of this catalogue (everything may have changed).',
      items: shape('A subject changed: `doctor:12`, `package:<slug>`, `test:3` or `hospital`; `at` ISO 8601.', {
        subject: string,
        at: string,
      }),
    },
  }),
  ServiceDepartment: shape('The department that treats a service’s patients; `name` in `?lang`.', {
    id: integer,
    slug: string,
    name: string,
  }),
  Service: shape('A service; `department` is null for one no single department runs.', {
    id: integer,
    slug: string,
    name: string,
    description: string,
    service_banner: nullableString,
    department: { anyOf: [$ref('ServiceDepartment'), { type: 'null' }] },
  }),
  ServicePage: {
    ...shape('A service’s page: its sections, texts in `?lang`, prices as booking charges them.', {
      name: string,
      slug: string,
      department: { anyOf: [$ref('ServiceDepartment'), { type: 'null' }] },
      hero_section: {
        anyOf: [
          shape('The page’s top.', {
            title: string,
            subtitle: string,
            description: string,
            badge_1: string,
            badge_2: string,
            badge_3: string,
            badge_4: string,
            image_1: nullableString,
            image_2: nullableString,
          }),
          { type: 'null' },
        ],
      },
      why_choose_us_sections: {
        type: 'array',
        items: shape('A reason to choose the hospital.', { id: integer, title: string, description: string, points }),
      },
      service_details: {
        type: 'array',
        items: shape('A part of the service.', { title: string, intro_text: string, points }),
      },
      technologies: { type: 'array', items: shape('Equipment used.', { name: string, purpose: string }) },
      support_services: { type: 'array', items: shape('Care around the service.', { title: string, points }) },
      when_needed_conditions: { type: 'array', items: shape('When a patient needs it.', { condition: string }) },
      leader_points: points,
      faqs: { type: 'array', items: shape('A question and its answer.', { question: string, answer: string }) },
      cta_section: {
        anyOf: [
          shape('The call to action: `call` dials `emergency_contact`, `book` opens the booking form.', {
            title: string,
            description: string,
            emergency_contact: string,
            button_text: string,
            action: { type: 'string', enum: ['call', 'book'] },
          }),
          { type: 'null' },
        ],
      },
    }),
  },
  SearchWordsByLanguage: shape('The words patients type, in each language the site speaks.', {
    en: strings,
    hi: strings,
  }),
  SearchWords: shape('The site search’s synonyms, both languages whatever `?lang`.', {
    departments: {
      type: 'object',
      description: 'By department slug.',
      additionalProperties: $ref('SearchWordsByLanguage'),
    },
    services: { type: 'object', description: 'By service slug.', additionalProperties: $ref('SearchWordsByLanguage') },
  }),
  Department: shape('A department; `slug` comes from the English name, the same in every language.', {
    id: integer,
    department_name: string,
    slug: string,
  }),
  Doctor: shape('A doctor as the lists show them; texts in `?lang`.', {
    id: integer,
    doctor_name: string,
    image: nullableString,
    about: string,
    department: $ref('Department'),
    slug: string,
    languages: strings,
    opd_days: { type: 'array', description: '0 = Sunday, Asia/Kolkata.', items: integer },
  }),
  DoctorProfile: shape('A doctor’s page: the list’s fields, credentials (empty until supplied), fees and OPD.', {
    id: integer,
    slug: string,
    doctor_name: string,
    image: nullableString,
    about: string,
    department: $ref('Department'),
    languages: strings,
    opd_days: { type: 'array', items: integer },
    qualifications: strings,
    registration: {
      anyOf: [shape('The medical council’s registration.', { council: string, number: string }), { type: 'null' }],
    },
    years_of_practice: { type: ['integer', 'null'] },
    fee: shape('Whole rupees.', { in_person: integer, online: integer }),
    timetable: {
      type: 'array',
      items: shape('One weekly sitting, `HH:MM` Asia/Kolkata; `room` null online.', {
        weekday: integer,
        start: string,
        end: string,
        room: nullableString,
        online: boolean,
        slot_minutes: integer,
      }),
    },
    exceptions: {
      type: 'array',
      items: shape('An upcoming day off; `reason` in `?lang`.', { date: string, reason: string }),
    },
  }),
  AvailabilityDay: shape('A day with at least one slot left.', {
    date: string,
    slots: {
      type: 'array',
      items: shape('A slot, `HH:MM`; `available` false once a booking holds it.', {
        start: string,
        end: string,
        available: boolean,
        room: nullableString,
        online: boolean,
      }),
    },
  }),
  NextFreeSlot: shape('A department’s earliest free slot of one kind, with the doctor who sits then.', {
    doctor: shape('`doctor_name` in `?lang`.', { id: integer, slug: string, doctor_name: string }),
    date: string,
    start: string,
    end: string,
    online: boolean,
    room: nullableString,
  }),
  NextFreeTimes: shape('The earliest free morning (before 13:00) and evening slot up to `until`, or null.', {
    department: integer,
    until: string,
    morning: { anyOf: [$ref('NextFreeSlot'), { type: 'null' }] },
    evening: { anyOf: [$ref('NextFreeSlot'), { type: 'null' }] },
  }),
  Lab: shape('A lab; `home_collection`: its samples can be taken at home.', {
    id: integer,
    lab_name: string,
    home_collection: boolean,
  }),
  LabTest: shape('A test, its price in whole rupees; `lab` is the lab’s id.', {
    id: integer,
    test_name: string,
    test_price: integer,
    lab: integer,
  }),
  CarePackage: shape('A bookable package with its price in whole rupees for what `price_basis` says.', {
    id: integer,
    slug: string,
    kind: { type: 'string', enum: ['health-check', 'diabetes-programme', 'home-care'] },
    name: string,
    summary: string,
    price: integer,
    price_basis: { type: 'string', enum: ['package', 'visit', 'day', 'programme'] },
    includes: strings,
    preparation: nullableString,
    sample_type: nullableString,
    report_time: nullableString,
    duration: nullableString,
    place: { type: 'string', enum: ['hospital', 'home', 'either'] },
  }),
  DoctorAppointmentCreated: shape(
    'A doctor booking: what was booked, the slot it holds and a look-up’s `access` grant (30 minutes).',
    {
      id: integer,
      reference: string,
      department: integer,
      doctor: integer,
      date: string,
      mode: { type: 'string', enum: ['ON', 'OFF'] },
      patient_name: string,
      email: string,
      phone: string,
      address: string,
      message: string,
      consent_at: string,
      created_at: string,
      doctor_name: string,
      department_name: string,
      slot_start: string,
      slot_end: string,
      room: nullableString,
      access: string,
      access_expires_at: string,
    },
  ),
  LabAppointment: shape('A lab booking: its tests (or package), the price quoted, where the samples are taken.', {
    id: integer,
    reference: string,
    lab: { type: ['integer', 'null'] },
    test: { type: ['integer', 'null'] },
    tests: { type: 'array', items: integer },
    package: { type: ['integer', 'null'] },
    price: integer,
    collection: { type: 'string', enum: ['lab', 'home'] },
    pincode: nullableString,
    collection_window: nullableString,
    date: string,
    age: integer,
    patient_name: string,
    email: string,
    phone: string,
    address: string,
    message: string,
    has_prescription: boolean,
    consent_at: string,
    created_at: string,
  }),
  DoctorBookingSummary: shape('A doctor booking as managing it shows it, never the patient; names in `?lang`.', {
    kind: { type: 'string', enum: ['doctor'] },
    ...summaryBase,
    doctor_name: string,
    department_name: string,
    mode: { type: 'string', enum: ['ON', 'OFF'] },
    slot_start: nullableString,
    slot_end: nullableString,
    room: nullableString,
    doctor_slug: string,
    fee: { type: 'integer', description: 'Whole rupees, in effect the day it was booked.' },
  }),
  LabBookingSummary: shape('A lab booking as managing it shows it, never the patient; names in `?lang`.', {
    kind: { type: 'string', enum: ['lab'] },
    ...summaryBase,
    test_name: string,
    lab_name: nullableString,
    test_price: integer,
    collection: { type: 'string', enum: ['lab', 'home'] },
    collection_window: nullableString,
  }),
  BookingSummary: {
    description: 'A booking as managing it shows it: a doctor’s or a lab’s, by `kind`.',
    anyOf: [$ref('DoctorBookingSummary'), $ref('LabBookingSummary')],
  },
  BookingAccess: shape('The booking and a grant that changes it without the code again until it expires.', {
    booking: $ref('BookingSummary'),
    access: string,
    access_expires_at: string,
  }),
  ContactResult: {
    type: 'object',
    description: 'The contact form’s answer: `success` true, with the thanks in words.',
    properties: {
      success: boolean,
      message: string,
      code: string,
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    },
    required: ['success', 'message', 'code'],
    additionalProperties: false,
  },
  SignedInAccount: shape('The signed-in account, never its password hash.', {
    id: integer,
    name: string,
    email: string,
    phone: string,
    login_id: string,
    email_confirmed: boolean,
  }),
  AccountBookings: shape('The account’s bookings: upcoming soonest first, past latest first.', {
    upcoming: { type: 'array', items: $ref('BookingSummary') },
    past: { type: 'array', items: $ref('BookingSummary') },
  }),
  StaffMember: shape('A member of staff, as the desk shows who is signed in.', {
    id: integer,
    email: string,
    name: string,
    role: { type: 'string', enum: ['reception', 'opd_manager', 'admin'] },
  }),
  SignedInStaff: shape('The member signed in to the desk.', { staff: $ref('StaffMember') }),
  StaffAccount: shape('A staff account as an admin sees it; times ISO 8601, null when not (yet) so.', {
    id: integer,
    email: string,
    name: string,
    role: { type: 'string', enum: ['reception', 'opd_manager', 'admin'] },
    created_at: string,
    enrolled_at: nullableString,
    disabled_at: nullableString,
  }),
  StaffEnrolment: shape('Whose enrolment link it is, and the TOTP secret to put in an authenticator app.', {
    email: string,
    name: string,
    role: { type: 'string', enum: ['reception', 'opd_manager', 'admin'] },
    totp: shape('The secret in base32 (to type in) and as an `otpauth://` URI (for a QR code).', {
      secret: string,
      otpauth_uri: string,
    }),
  }),
  StaffEnrolled: shape('Enrolled and signed in: the ten recovery codes are shown this once.', {
    staff: $ref('StaffMember'),
    recovery_codes: strings,
  }),
  StaffEnrolmentLink: shape('The one-time enrolment link to give the member (the token is in its fragment).', {
    enrolment_link: string,
    enrolment_expires_at: string,
  }),
  StaffAccountCreated: shape('The new account and its one-time enrolment link.', {
    account: $ref('StaffAccount'),
    enrolment_link: string,
    enrolment_expires_at: string,
  }),
  StaffSession: shape('One of the member’s own sessions; `current` is the one asking.', {
    id: string,
    created_at: string,
    last_seen_at: string,
    expires_at: string,
    network: string,
    user_agent: string,
    current: boolean,
  }),
  VitalsReport: shape('Real visitors’ speed: per day (newest first), route, language and device, p75s and counts.', {
    days: integer,
    rows: {
      type: 'array',
      items: shape('One day of one route, language and device; a p75 is null when no beacon had that metric.', {
        day: string,
        route: string,
        lang: string,
        device: string,
        visits: integer,
        lcp: nullableNumber,
        lcpCount: integer,
        inp: nullableNumber,
        inpCount: integer,
        cls: nullableNumber,
        clsCount: integer,
        live: nullableNumber,
        liveCount: integer,
      }),
    },
  }),
  StaffAuditPage: shape('Staff audit events, newest first; `next_before` asks for the next page, null at the end.', {
    events: {
      type: 'array',
      items: shape('Who (null: a server command, or nobody signed in) did what to what, when, from which network.', {
        id: integer,
        at: string,
        actor: {
          anyOf: [shape('The member who acted.', { id: integer, email: string, name: string }), { type: 'null' }],
        },
        action: string,
        target: nullableString,
        network: nullableString,
        details: {
          type: 'object',
          description: 'What else the action records (never a password, code or token).',
          additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
        },
      }),
    },
    next_before: { type: ['integer', 'null'] },
  }),
  DeskBooking: withOptional(
    ['joining'],
    'An OPD booking as the desk lists it: only what the desk needs (the phone’s last four digits, never the ' +
      'e-mail). `version` goes back with every change.',
    {
      reference: string,
      doctor_id: integer,
      date: string,
      slot_start: nullableString,
      slot_end: nullableString,
      mode: { type: 'string', enum: ['ON', 'OFF'] },
      patient_name: string,
      age: { type: ['integer', 'null'] },
      sex: { type: ['string', 'null'], enum: ['M', 'F', 'O', null] },
      phone_last4: string,
      source: { type: 'string', enum: ['web', 'phone', 'walk_in'] },
      status: { type: 'string', enum: ['booked', 'arrived', 'completed', 'no_show', 'cancelled'] },
      token: { type: ['integer', 'null'] },
      arrived_at: nullableString,
      late: boolean,
      version: integer,
      joining: {
        description:
          'Online bookings only: their joining details as sent (how, when), null until sent; never the link.',
        anyOf: [shape('Sent.', { how: { type: 'string', enum: ['link', 'call'] }, sent_at: string }), { type: 'null' }],
      },
    },
  ),
  DeskDay: shape('One day’s OPD per doctor and sitting (`start` null: bookings outside every sitting).', {
    date: string,
    doctors: {
      type: 'array',
      items: shape('A doctor’s day: `day_off` when on leave.', {
        id: integer,
        name: string,
        department: shape('The doctor’s department.', { id: integer, name: string }),
        day_off: boolean,
        sessions: {
          type: 'array',
          items: shape('A sitting from the timetable, its counts (`booked`: every slot held) and its rows.', {
            start: nullableString,
            end: nullableString,
            room: nullableString,
            online: boolean,
            counts: shape('The sitting’s rows counted; `free` is its slots not held.', {
              booked: integer,
              arrived: integer,
              completed: integer,
              no_show: integer,
              cancelled: integer,
              free: integer,
            }),
            bookings: { type: 'array', items: $ref('DeskBooking') },
          }),
        },
      }),
    },
  }),
  DeskHistoryEntry: shape('A status change or a staff view of a booking: who (null: the server), when, from where.', {
    id: integer,
    at: string,
    actor: { anyOf: [shape('The member who acted.', { id: integer, name: string, email: string }), { type: 'null' }] },
    action: { type: 'string', enum: ['view', 'status', 'joining'] },
    from: nullableString,
    to: nullableString,
    reason: nullableString,
    note: nullableString,
    network: nullableString,
  }),
  DeskConflict: {
    type: 'object',
    description:
      'A 409: `deskBookingStale` (another desk changed it first) or `deskStatusMove` (its status does not allow ' +
      'this), with `status` and `booking` as they are now; or another rule (`deskNotToday`, `bookingPast`, ' +
      '`slot_taken`, with `next_free` for a counter booking) as a Problem.',
    properties: {
      message: string,
      code: string,
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      field: nullableString,
      issue: { type: 'object', additionalProperties: true },
      status: string,
      booking: $ref('DeskBooking'),
      next_free: {
        anyOf: [
          shape('The doctor’s next free slot that day in that mode.', { date: string, slot_start: string }),
          { type: 'null' },
        ],
      },
    },
    required: ['message', 'code'],
    additionalProperties: false,
  },
  ContactInboxMessage: shape(
    'A contact message as the desk opens it; `status_change` (null while new) says who moved it last and when.',
    {
      id: integer,
      received_at: string,
      name: string,
      email: string,
      phone: string,
      subject: string,
      message: string,
      status: { type: 'string', enum: ['new', 'answered', 'closed'] },
      status_change: {
        anyOf: [
          shape('When and by whom (null: an account since removed).', {
            at: string,
            by: { anyOf: [shape('The member.', { id: integer, name: string }), { type: 'null' }] },
          }),
          { type: 'null' },
        ],
      },
      version: integer,
    },
  ),
  ContactInboxPage: shape('Contact messages of one status, newest first; `next_before` asks for the next page.', {
    messages: {
      type: 'array',
      items: shape('A message as the inbox lists it: its first characters, no e-mail or phone.', {
        id: integer,
        received_at: string,
        name: string,
        subject: string,
        preview: string,
        status: { type: 'string', enum: ['new', 'answered', 'closed'] },
        status_change: {
          anyOf: [
            shape('When and by whom (null: an account since removed).', {
              at: string,
              by: { anyOf: [shape('The member.', { id: integer, name: string }), { type: 'null' }] },
            }),
            { type: 'null' },
          ],
        },
        version: integer,
      }),
    },
    next_before: { type: ['integer', 'null'] },
  }),
  ContactConflict: {
    type: 'object',
    description:
      'A 409: `contactMessageStale` (another desk changed it first) or `contactStatusMove` (it is already there ' +
      'or further), with `status` and `contact_message` as they are now.',
    properties: {
      message: string,
      code: string,
      status: string,
      contact_message: $ref('ContactInboxMessage'),
    },
    required: ['message', 'code'],
    additionalProperties: false,
  },
  UndeliveredNotice: shape('An e-mail that did not go out, as the outbox command lists it: never its body.', {
    id: integer,
    status: { type: 'string', enum: ['pending', 'failed', 'suppressed'] },
    purpose: string,
    attempts: integer,
    last_error: nullableString,
    created_at: string,
    recipient: string,
  }),
  UndeliveredPhoneNotice: shape(
    'An SMS or WhatsApp message given up, as the outbox command lists it: the phone masked, never its text.',
    {
      id: integer,
      channel: { type: 'string', enum: ['sms', 'whatsapp'] },
      kind: {
        type: 'string',
        enum: ['confirmation', 'reminder3', 'reminder1', 'change', 'cancellation', 'code', 'unavailable', 'joining'],
      },
      reference: string,
      status: {
        type: 'string',
        enum: [
          'standby',
          'pending',
          'sending',
          'sent',
          'delivered',
          'read',
          'failed',
          'cancelled',
          'stopped',
          'unconfirmed',
        ],
      },
      attempts: integer,
      last_error: nullableString,
      created_at: string,
      phone: string,
    },
  ),
  PersonalData: {
    type: 'object',
    description: 'Every row the account holds, by table, as stored: exactly what deleting the account takes.',
    // The rows as the database has them, table by table (privacy/person.ts): written out whole.
    additionalProperties: true,
  },
} as const satisfies Record<string, Schema>;

export type AnswerSchemaId = keyof typeof SHAPES;

/** A reference to one of the shapes, as a route's `response` names it. */
export const ref = (id: AnswerSchemaId): Schema => $ref(id);
export const listOf = (id: AnswerSchemaId): Schema => ({ type: 'array', items: $ref(id) });

/** Each shape with its `$id`, for `app.addSchema`. */
export const ANSWER_SCHEMAS: Schema[] = Object.entries(SHAPES).map(([id, schema]) => ({ $id: id, ...schema }));

/** The refusals a route answers, by status: each a `Problem`. */
export function refusals(...statuses: number[]): Record<number, Schema> {
  return Object.fromEntries(statuses.map((status) => [status, ref('Problem')]));
}

/** An answer with no body (204). */
export const NO_BODY: Schema = { type: 'null', description: 'No body.' };
