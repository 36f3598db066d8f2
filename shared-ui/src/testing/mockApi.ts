/**
 * Default answers for every endpoint of the API (ARCHITECTURE.md), as the real API gives them:
 * the contract's schemas check each write and a bad one gets the API's 400 with its field errors.
 * Tests override one endpoint with `api.use(...)`; every test starts again from the defaults.
 */
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import type { AnyObjectSchema } from 'yup';
import type { BookingAccess, BookingSummary, LabAppointment } from 'contract';
import { HOME_COLLECTION_CHARGE, fieldIssueText, isFieldIssue } from 'contract';
import type { FieldIssue } from 'contract';
import type { LabAppointmentInput } from 'contract';
import {
  bookingAccessCancelSchema,
  bookingCodeLookupSchema,
  bookingLinkSchema,
  contactMessageSchema,
  doctorAppointmentSchema,
  labAppointmentSchema,
  singleTestAsList,
  loginSchema,
  manageBookingSchema,
  parseBookingContact,
  registrationSchema,
} from 'contract';
import { resetSessionForTests } from '../session/sessionStore';
import { apiAnswers, fixtures } from './fixtures';
import { apiPath, pointApiAtTestHost } from './testApi';

type Checked =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; errors: Record<string, string>; issues: Record<string, FieldIssue> };

/** The schema's verdict on a body, with the first issue per field and its English, as the API reports it. */
async function check(schema: AnyObjectSchema, body: unknown): Promise<Checked> {
  try {
    return { ok: true, value: (await schema.validate(body, { abortEarly: false })) as Record<string, unknown> };
  } catch (error) {
    const issues: Record<string, FieldIssue> = {};
    const inner = (error as { inner?: Array<{ path?: string; message: unknown }> }).inner ?? [];
    for (const issue of inner) {
      if (issue.path && !issues[issue.path] && isFieldIssue(issue.message)) issues[issue.path] = issue.message;
    }
    const errors = Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, fieldIssueText(issue)]));
    return { ok: false, errors, issues };
  }
}

const badInput = ({ errors, issues }: { errors: Record<string, string>; issues: Record<string, FieldIssue> }) =>
  HttpResponse.json({ message: fixtures.messages.checkFields, code: 'checkFields', errors, issues }, { status: 400 });

const formFields = async (request: Request) => {
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  // The parsed file is Node's, not the test page's Blob: ask whether it is text instead.
  const prescription = form.get('prescription');
  return { fields, hasFile: prescription !== null && typeof prescription !== 'string' };
};

/** An answer a page shows, as the API gives it: the contract's text with its code (and values). */
const answer = (issue: FieldIssue, status: number) =>
  HttpResponse.json({ message: fieldIssueText(issue), ...issue }, { status });

/** An unknown reference and a wrong contact get the same answer (no probing for references). */
const notFound = () => answer(apiAnswers.bookingNotFound, 404);

/** A look-up's answer: the booking and the fixtures' access grant. */
const granted = (booking: BookingSummary): BookingAccess => ({
  booking,
  access: fixtures.accessGrant,
  access_expires_at: '2026-11-22T10:30:00.000Z',
});

const stamp = { consent_at: '2026-11-22T10:00:00.000Z', created_at: '2026-11-22T10:00:00.000Z' };

/** Fresh handlers: cancellations made in one test are forgotten in the next. */
export function createApiHandlers(): RequestHandler[] {
  const cancelled = new Set<string>();
  let linkUsed = false;

  /** The booking, as cancelled in this test if it was; with a contact, only when it matches. */
  const findBooking = (reference: string, contact?: string): BookingSummary | undefined => {
    const parsed = contact === undefined ? null : parseBookingContact(contact);
    const matchesContact =
      contact === undefined ||
      (parsed !== null &&
        (parsed.kind === 'phone'
          ? parsed.phone === fixtures.bookingContact.phone
          : parsed.email === fixtures.bookingContact.email));
    const booking = fixtures.bookings.find((candidate) => candidate.reference === reference);
    if (!booking || !matchesContact) return undefined;
    return cancelled.has(reference)
      ? { ...booking, status: 'cancelled', cancelled_at: '2026-11-22T10:00:00.000Z', can_cancel: false }
      : booking;
  };
  return [
    http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json(fixtures.services)),
    http.get(apiPath('/api/service/search-words/'), () => HttpResponse.json(fixtures.searchWords)),
    http.get(apiPath('/api/service/service-page/:slug/'), ({ params }) => {
      const page = fixtures.servicePages[String(params.slug)];
      return page
        ? HttpResponse.json(page)
        : HttpResponse.json({ detail: fixtures.messages.serviceNotFound }, { status: 404 });
    }),
    http.get(apiPath('/api/doctor/doctor'), ({ request }) => {
      const department = new URL(request.url).searchParams.get('department');
      return HttpResponse.json(
        department === null
          ? fixtures.doctors
          : fixtures.doctors.filter((doctor) => String(doctor.department.id) === department),
      );
    }),
    http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json(fixtures.departments)),
    // No doctor retired or renamed: the prerender lists no page that is a page no more.
    http.get(apiPath('/api/doctor/former/'), () => HttpResponse.json([])),
    // Nothing free by default; a test of the next free times answers its own.
    http.get(apiPath('/api/doctor/next-free/'), ({ request }) =>
      HttpResponse.json({
        department: Number(new URL(request.url).searchParams.get('department')),
        until: '2027-06-05',
        morning: null,
        evening: null,
      }),
    ),
    http.get(apiPath('/api/lab/lab/'), () => HttpResponse.json(fixtures.labs)),
    http.get(apiPath('/api/lab/lab-tests/'), () => HttpResponse.json(fixtures.labTests)),
    http.get(apiPath('/api/package/packages/'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('lang') === 'hi' ? fixtures.carePackagesHindi : fixtures.carePackages,
      ),
    ),

    http.post(apiPath('/api/appointment/doctorappointment/'), async ({ request }) => {
      const { fields } = await formFields(request);
      const checked = await check(doctorAppointmentSchema(), fields);
      if (!checked.ok) return badInput(checked);
      return HttpResponse.json(
        { id: 200, reference: fixtures.references.doctor, ...checked.value, ...stamp },
        { status: 201 },
      );
    }),
    http.post(apiPath('/api/appointment/labappointment/'), async ({ request }) => {
      const { fields, hasFile } = await formFields(request);
      const checked = await check(labAppointmentSchema(), singleTestAsList(fields));
      if (!checked.ok) return badInput(checked);
      const {
        lab,
        tests = [],
        package: packageId,
        pincode,
        collection_window: window,
        ...rest
      } = checked.value as LabAppointmentInput;
      const testPrice = tests.reduce(
        (sum, id) => sum + (fixtures.labTests.find((item) => item.id === id)?.test_price ?? 0),
        0,
      );
      const price =
        packageId === undefined
          ? testPrice + (rest.collection === 'home' ? HOME_COLLECTION_CHARGE : 0)
          : (fixtures.carePackages.find((item) => item.id === packageId)?.price ?? 0);
      const booking: LabAppointment = {
        id: 200,
        reference: fixtures.references.lab,
        ...rest,
        lab: lab ?? null,
        test: tests[0] ?? null,
        tests,
        package: packageId ?? null,
        price,
        pincode: pincode ?? null,
        collection_window: window ?? null,
        has_prescription: hasFile,
        ...stamp,
      };
      return HttpResponse.json(booking, { status: 201 });
    }),
    http.post(apiPath('/api/contact/'), async ({ request }) => {
      const checked = await check(contactMessageSchema(), await request.json());
      if (!checked.ok) {
        const [first = 'Please check your message.'] = Object.values(checked.errors);
        return HttpResponse.json({ success: false, error: first }, { status: 400 });
      }
      return HttpResponse.json({
        success: true,
        message: fixtures.messages.contactThanks,
        ...apiAnswers.contactThanks,
      });
    }),
    http.post(apiPath('/api/patents/'), async ({ request }) => {
      const checked = await check(registrationSchema(), await request.json());
      if (!checked.ok) {
        const [first = fixtures.messages.checkFields] = Object.values(checked.errors);
        return HttpResponse.json({ message: first }, { status: 400 });
      }
      return answer(apiAnswers.registered, 201);
    }),
    http.post(apiPath('/api/login/'), async ({ request }) => {
      const checked = await check(loginSchema(), await request.json());
      const known =
        checked.ok &&
        checked.value.login_id === fixtures.account.login_id &&
        checked.value.password === fixtures.password;
      return known ? HttpResponse.json(fixtures.account) : answer(apiAnswers.invalidLogin, 401);
    }),
    // Nobody is signed in unless a test says so (the header and the booking forms ask).
    http.get(apiPath('/api/account/session/'), () => new HttpResponse(null, { status: 204 })),
    // Step one answers alike for any reference; step two needs the code; the link opens once.
    http.post(apiPath('/api/appointment/lookup/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (typeof body === 'object' && body !== null && 'token' in body) {
        const checked = await check(bookingLinkSchema(), body);
        if (!checked.ok) return badInput(checked);
        if (checked.value.token !== fixtures.bookingLinkToken || linkUsed) {
          return answer(apiAnswers.linkSpent, 404);
        }
        linkUsed = true;
        return HttpResponse.json(granted(fixtures.bookings[0] as BookingSummary));
      }
      if (typeof body === 'object' && body !== null && 'code' in body) {
        const checked = await check(bookingCodeLookupSchema(), body);
        if (!checked.ok) return badInput(checked);
        const booking = findBooking(String(checked.value.reference), String(checked.value.contact));
        return booking && checked.value.code === fixtures.bookingCode
          ? HttpResponse.json(granted(booking))
          : notFound();
      }
      const checked = await check(manageBookingSchema(), body);
      if (!checked.ok) return badInput(checked);
      return answer(apiAnswers.codeSent, 202);
    }),
    http.post(apiPath('/api/appointment/cancel/'), async ({ request }) => {
      const checked = await check(bookingAccessCancelSchema(), await request.json());
      if (!checked.ok) return badInput(checked);
      const reference = String(checked.value.reference);
      const booking = checked.value.access === fixtures.accessGrant ? findBooking(reference) : undefined;
      if (!booking) return notFound();
      if (booking.status === 'cancelled') {
        return answer(apiAnswers.alreadyCancelled, 409);
      }
      if (!booking.can_cancel) return answer(apiAnswers.pastBooking, 409);
      cancelled.add(booking.reference);
      return HttpResponse.json(findBooking(booking.reference));
    }),
  ];
}

/**
 * The API of a test file: every endpoint answered by the defaults (plus `overrides`), the client
 * pointed at it, anything unanswered failing the test. Call it at the top of the file; in a test,
 * `api.use(http.get(apiPath('/api/lab/lab/'), () => HttpResponse.json({}, { status: 500 })))`
 * changes one endpoint for that test only.
 */
export function setupMockApi(...overrides: RequestHandler[]): SetupServer {
  const server = setupServer(...overrides, ...createApiHandlers());
  beforeAll(() => {
    pointApiAtTestHost();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers(...overrides, ...createApiHandlers());
    // Each test is a page load of its own: the session is asked again.
    resetSessionForTests();
  });
  afterAll(() => server.close());
  return server;
}
