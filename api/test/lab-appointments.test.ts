import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { LabAppointment } from 'contract';
import { DOC, DOCX, EXE, JPEG, PDF, PLAIN_ZIP, PNG, TEXT, WEBP, XLS } from './fixtures';
import {
  decodeQuotedPrintable,
  filesIn,
  formData,
  onFreshApi,
  outboxSettled,
  postForm,
  validLabBooking,
} from './helpers';
import type { TestApi, TestStore } from './helpers';

const PATH = '/api/appointment/labappointment/';
const PRESCRIPTION_TYPE_ERROR =
  'Please attach the prescription as an image (JPEG, PNG or WebP), a PDF or a Word (DOC or DOCX) file';
let store: TestStore;
let api: TestApi;
let uploadsDir: string;
onFreshApi((started) => {
  ({ api, store } = started);
  uploadsDir = join(store.dataDir, 'uploads');
});

async function bookingCount(): Promise<number> {
  const row = await api.app.db
    .selectFrom('lab_appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

function withPrescription(content: Uint8Array, name: string, type?: string): FormData {
  return formData(validLabBooking(), { prescription: { content, name, ...(type ? { type } : {}) } });
}

async function refused(form: FormData): Promise<Record<string, string>> {
  const before = await bookingCount();
  const uploads = (await filesIn(uploadsDir)).length;
  const response = await postForm(api, PATH, form);
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(body.message).toBe('Please check the highlighted fields.');
  expect(await bookingCount()).toBe(before);
  expect((await filesIn(uploadsDir)).length).toBe(uploads);
  return body.errors;
}

test('a booking without a prescription is stored and answered 201 with its reference', async () => {
  const fields = validLabBooking();
  const response = await postForm(api, PATH, formData(fields));
  expect(response.status).toBe(201);
  const booking = (await response.json()) as LabAppointment;
  expect(booking).toEqual({
    id: expect.any(Number),
    reference: expect.stringMatching(/^LAB-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/),
    lab: 1,
    test: 1,
    tests: [1],
    package: null,
    price: 350,
    collection: 'lab',
    pincode: null,
    collection_window: null,
    date: fields['date'],
    age: 54,
    patient_name: 'Sushila Devi',
    email: 'sushila.devi@example.com',
    phone: '9811122233',
    address: 'Flat 12, NIT 3, Faridabad',
    message: '',
    has_prescription: false,
    consent_at: expect.any(String),
    created_at: expect.any(String),
  });
  await outboxSettled(api);
  const eml = (await filesIn(join(store.dataDir, 'outbox'))).find((name) => name.startsWith(booking.reference));
  const text = decodeQuotedPrintable(await readFile(join(store.dataDir, 'outbox', eml ?? ''), 'utf8'));
  // The day and the reference, never the test or its price (health information in a mailbox).
  expect(text).toContain(`Your reference is ${booking.reference}`);
  expect(text).not.toContain('Complete Blood Count');
  expect(text).not.toContain('₹350');
});

test.each([
  ['a PNG image', PNG, 'scan.png', 'image/png', '.png'],
  ['a JPEG photo', JPEG, 'IMG_2041.jpg', 'image/jpeg', '.jpg'],
  ['a WebP image', WEBP, 'rx.webp', 'image/webp', '.webp'],
  ['a PDF', PDF, 'prescription.pdf', 'application/pdf', '.pdf'],
  ['a Word 97-2003 document', DOC, 'rx.doc', 'application/msword', '.doc'],
  [
    'a Word document',
    DOCX,
    'rx.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '.docx',
  ],
  ['a PNG with a misleading name', PNG, 'prescription.pdf', 'image/png', '.png'],
])(
  '%s is accepted, recognised by content and stored under a generated name',
  async (_kind, content, name, mime, extension) => {
    const before = new Set(await filesIn(uploadsDir));
    const response = await postForm(api, PATH, withPrescription(content, name, 'application/octet-stream'));
    expect(response.status).toBe(201);
    const booking = (await response.json()) as LabAppointment;
    expect(booking.has_prescription).toBe(true);
    const added = (await filesIn(uploadsDir)).filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    const stored = added[0] ?? '';
    expect(stored).toMatch(new RegExp(`^[0-9a-f-]{36}\\${extension}$`));
    expect(stored).not.toContain(name.replace(/\..*$/, ''));
    expect(Buffer.compare(await readFile(join(uploadsDir, stored)), content)).toBe(0);
    const row = await api.app.db
      .selectFrom('lab_appointments')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.prescription_file).toBe(stored);
    expect(row.prescription_type).toBe(mime);
    // Uploads are never served.
    expect((await fetch(`${api.baseUrl}/media/${stored}`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/media/../.data/uploads/${stored}`)).status).toBeGreaterThanOrEqual(400);
  },
);

test.each([
  ['plain text named .pdf', TEXT, 'prescription.pdf', 'application/pdf'],
  ['a Windows program named .jpg', EXE, 'photo.jpg', 'image/jpeg'],
  ['a spreadsheet in an OLE container named .doc', XLS, 'rx.doc', 'application/msword'],
  ['a zip that is not a Word document named .docx', PLAIN_ZIP, 'rx.docx', 'application/zip'],
])('%s is refused', async (_kind, content, name, type) => {
  expect(await refused(withPrescription(content, name, type))).toEqual({ prescription: PRESCRIPTION_TYPE_ERROR });
});

test('a prescription over 5 MB is refused, naming the field', async () => {
  const tooLarge = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
  expect(await refused(withPrescription(tooLarge, 'big.pdf', 'application/pdf'))).toEqual({
    prescription: 'The prescription must be at most 5 MB',
  });
});

test('a prescription of exactly 5 MB is accepted', async () => {
  const atLimit = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]);
  const response = await postForm(api, PATH, withPrescription(atLimit, 'scan.pdf'));
  expect(response.status).toBe(201);
});

test('a bad prescription is reported together with the other field errors', async () => {
  const form = formData(validLabBooking({ phone: '123' }), { prescription: { content: TEXT, name: 'a.txt' } });
  expect(await refused(form)).toEqual({
    phone: 'Please enter a valid 10-digit phone number',
    prescription: PRESCRIPTION_TYPE_ERROR,
  });
});

test.each([
  ['lab', 'Please choose a lab'],
  ['date', 'Date is required'],
  ['age', 'Age is required'],
  ['patient_name', 'Patient name is required'],
  ['email', 'Email is required'],
  ['phone', 'Phone number is required'],
  ['address', 'Address is required'],
  ['consent', 'Please agree to the privacy notice to continue'],
])('%s is required', async (field, message) => {
  const fields = validLabBooking();
  delete fields[field];
  expect(await refused(formData(fields))).toEqual({ [field]: message });
});

test('a booking without a test is refused naming `tests`, whether the client says `test` or `tests`', async () => {
  const fields = validLabBooking();
  delete fields['test'];
  expect(await refused(formData(fields))).toEqual({ tests: 'Please choose a test' });
  expect(await refused(formData({ ...fields, tests: '' }))).toEqual({ tests: 'Please choose a test' });
});

const AGE_ERROR = 'Age must be a whole number from 1 to 120';

test.each(['0', '121', '12.5', '-3', 'forty'])('age %s is refused', async (age) => {
  expect(await refused(formData(validLabBooking({ age })))).toEqual({ age: AGE_ERROR });
});

test.each(['1', '120'])('age %s is accepted', async (age) => {
  const response = await postForm(api, PATH, formData(validLabBooking({ age })));
  expect(response.status).toBe(201);
});

test('a test from another lab is refused and leaves no booking, no e-mail and no file', async () => {
  const tests = await api.app.db.selectFrom('lab_tests').select(['id', 'lab_id']).execute();
  const otherLabTest = tests.find((test) => test.lab_id !== 1);
  const mails = await api.app.db
    .selectFrom('outbox')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const form = formData(validLabBooking({ lab: '1', test: String(otherLabTest?.id) }), {
    prescription: { content: PNG, name: 'rx.png' },
  });
  const errors = await refused(form);
  expect(errors).toEqual({ tests: expect.stringContaining('is not offered by Central Pathology Lab') });
  const after = await api.app.db
    .selectFrom('outbox')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  expect(after.count).toBe(mails.count);
});

test('an unknown lab or test is refused', async () => {
  expect(await refused(formData(validLabBooking({ lab: '999' })))).toEqual({ lab: expect.any(String) });
  expect(await refused(formData(validLabBooking({ test: '999' })))).toEqual({
    tests: 'Please choose a test from the list',
  });
});

test('unknown fields are refused', async () => {
  expect(await refused(formData(validLabBooking({ discount: '100' })))).toEqual({ discount: 'Unknown field' });
  const form = formData(validLabBooking(), { report: { content: PDF, name: 'report.pdf' } });
  expect(await refused(form)).toEqual({ report: 'Unknown field' });
});

test('when the booking fails after its file was written, the file is removed again', async () => {
  const uploads = (await filesIn(uploadsDir)).length;
  const bookings = await bookingCount();
  await sql`alter table outbox add constraint refuse_new_mail check (recipient = '') not valid`.execute(api.app.db);
  try {
    const response = await postForm(api, PATH, withPrescription(PDF, 'rx.pdf'));
    expect(response.status).toBe(500);
  } finally {
    await sql`alter table outbox drop constraint refuse_new_mail`.execute(api.app.db);
  }
  expect(await bookingCount()).toBe(bookings);
  expect((await filesIn(uploadsDir)).length).toBe(uploads);
});

test('a second file is refused with a message', async () => {
  const form = formData(validLabBooking(), { prescription: { content: PDF, name: 'rx.pdf' } });
  form.append('prescription', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'rx.png');
  const before = await bookingCount();
  const response = await postForm(api, PATH, form);
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ message: 'Too many files: attach at most one.', code: 'tooManyFiles' });
  expect(await bookingCount()).toBe(before);
});

test('a prescription is readable by the API’s user only, in a folder only it can open', async () => {
  const response = await postForm(api, PATH, withPrescription(PDF, 'rx.pdf'));
  const booking = (await response.json()) as LabAppointment;
  const row = await api.app.db
    .selectFrom('lab_appointments')
    .select('prescription_file')
    .where('id', '=', booking.id)
    .executeTakeFirstOrThrow();
  expect((await stat(join(uploadsDir, row.prescription_file ?? ''))).mode & 0o777).toBe(0o600);
  expect((await stat(uploadsDir)).mode & 0o777).toBe(0o700);
  expect((await stat(join(uploadsDir, '.incoming'))).mode & 0o777).toBe(0o700);
  // Nothing is left under a temporary name once the booking is answered.
  expect(await filesIn(join(uploadsDir, '.incoming'))).toEqual([]);
});

test('a chosen file with no bytes is refused with a clear message, not silently dropped', async () => {
  expect(await refused(withPrescription(Buffer.alloc(0), 'scan.jpg', 'image/jpeg'))).toEqual({
    prescription: 'The prescription file is empty. Please attach it again',
  });
});

test('an empty file part with no name is the browser’s “no file chosen”: booked without one', async () => {
  const response = await postForm(api, PATH, withPrescription(Buffer.alloc(0), ''));
  expect(response.status).toBe(201);
  expect(((await response.json()) as LabAppointment).has_prescription).toBe(false);
});
