import { fieldIssueText } from 'contract';
import { formData, onFreshApi, postForm, postJson, validDoctorBooking } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

interface BadInputAnswer {
  message: string;
  code: string;
  errors: Record<string, string>;
  issues: Record<string, { code: string; params?: Record<string, string | number> }>;
}

async function badInput(response: Response): Promise<BadInputAnswer> {
  expect(response.status).toBe(400);
  return (await response.json()) as BadInputAnswer;
}

const contact = {
  name: 'Anjali Verma',
  email: 'anjali.verma@example.com',
  phone: '9899012345',
  subject: 'Visiting hours',
  message: 'What are the ICU visiting hours on Sunday?',
  consent: true,
};

test('a 400 names each field’s code and parameters beside its English text', async () => {
  const answer = await badInput(
    await postJson(api, '/api/contact/', { ...contact, name: ' ', phone: '12', subject: 's'.repeat(201) }),
  );
  expect(answer).toMatchObject({ message: 'Please check the highlighted fields.', code: 'checkFields' });
  expect(answer.issues).toEqual({
    name: { code: 'nameRequired' },
    phone: { code: 'phone' },
    subject: { code: 'tooLong', params: { max: 200 } },
  });
  expect(answer.errors).toEqual({
    name: 'Name is required',
    phone: 'Please enter a valid 10-digit phone number',
    subject: 'Must be at most 200 characters',
  });
});

test('every field’s English text is its code’s text', async () => {
  const answer = await badInput(await postJson(api, '/api/contact/', { email: 'x@', consent: false }));
  expect(Object.keys(answer.issues)).toEqual(Object.keys(answer.errors));
  for (const [field, issue] of Object.entries(answer.issues)) {
    expect(answer.errors[field]).toBe(fieldIssueText(issue as Parameters<typeof fieldIssueText>[0]));
  }
});

test('an unknown field and a list for a value have their codes', async () => {
  const answer = await badInput(await postJson(api, '/api/contact/', { ...contact, admin: true, phone: ['1', '2'] }));
  expect(answer.issues).toEqual({ phone: { code: 'singleValue' }, admin: { code: 'unknownField' } });
  expect(answer.errors).toEqual({ phone: 'Please enter a single value', admin: 'Unknown field' });
});

test('a file where none is asked is an unknown field in a multipart form too', async () => {
  const form = formData(validDoctorBooking(), { report: { content: Buffer.from('%PDF-1.4'), name: 'x.pdf' } });
  const answer = await badInput(await postForm(api, '/api/appointment/doctorappointment/', form));
  expect(answer.issues).toEqual({ report: { code: 'unknownField' } });
});

test('a body that is not an object says so with its own code', async () => {
  const answer = await badInput(await postJson(api, '/api/contact/', ['Anjali']));
  expect(answer).toMatchObject({ code: 'bodyNotObject', message: 'The request body must be a JSON object.' });
  expect(answer.issues).toEqual({});
});

test('a common password is the answer’s code and the field’s', async () => {
  const registration = {
    name: 'Asha Rani',
    email: 'asha.rani@example.com',
    phone: '9811122233',
    age: 34,
    gender: 'F',
    login_id: 'asha.rani',
    password: 'Password1',
    consent: true,
  };
  const answer = await badInput(await postJson(api, '/api/patents/', registration));
  expect(answer).toMatchObject({
    code: 'checkFields',
    issues: { password: { code: 'passwordTooCommon' } },
    errors: { password: 'This password is too common and easy to guess. Please choose another.' },
  });
});

test('JSON where a form is expected is a 415 with its code', async () => {
  const response = await postJson(api, '/api/appointment/doctorappointment/', validDoctorBooking());
  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({
    message: 'Send this form as multipart/form-data.',
    code: 'formNotMultipart',
  });
});
