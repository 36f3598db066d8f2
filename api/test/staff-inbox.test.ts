/**
 * The desk's contact inbox and the admin's undelivered notices (issue 47): their role matrix (every
 * route × no session and every role), a stale or backward mark refused with the message as it is now,
 * and the staff audit naming the member who opened, marked or retried.
 */
import type { ContactInboxMessage, ContactInboxPage, StaffAuditPage, StaffRole, UndeliveredNotice } from 'contract';
import { STAFF_INBOX_LIMITS } from 'contract';
import { givenUpNotice } from './notices-helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();

type Caller = 'nobody' | StaffRole;
const CALLERS: Caller[] = ['nobody', 'reception', 'opd_manager', 'admin'];
const members: Partial<Record<StaffRole, Member>> = {};
const member = (role: StaffRole) => members[role] as Member;

beforeAll(async () => {
  for (const role of ['reception', 'opd_manager', 'admin'] as const) members[role] = await enrolledMember(api, role);
});

let messages = 0;
async function newMessage(subject = 'Visiting hours'): Promise<number> {
  messages += 1;
  const row = await api.app.db
    .insertInto('contact_messages')
    .values({
      name: `Ramesh Gupta ${messages}`,
      email: `ramesh.${messages}@example.com`,
      phone: '9810012345',
      subject,
      message: 'What are the visiting hours of the ICU on Sunday?',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function failedNotice(): Promise<number> {
  const row = await api.app.db
    .insertInto('outbox')
    .values({
      recipient: 'patient@example.com',
      subject: 'Your appointment',
      body_text: 'Your appointment is booked.',
      reference: 'AC-TEST-0001',
      purpose: 'booking',
      status: 'failed',
      attempts: 5,
      last_error: 'ECONNREFUSED',
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Row {
  method: 'GET' | 'POST';
  route: string;
  access: 'desk' | 'admin';
  request(): Promise<{ path: string; body?: unknown }>;
}

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/staff/messages/',
    access: 'desk',
    request: async () => ({ path: '/api/staff/messages/' }),
  },
  {
    method: 'GET',
    route: '/api/staff/messages/:id/',
    access: 'desk',
    request: async () => ({ path: `/api/staff/messages/${await newMessage()}/` }),
  },
  {
    method: 'POST',
    route: '/api/staff/messages/:id/status/',
    access: 'desk',
    request: async () => ({
      path: `/api/staff/messages/${await newMessage()}/status/`,
      body: { status: 'answered', version: 1 },
    }),
  },
  {
    method: 'GET',
    route: '/api/staff/undelivered/',
    access: 'admin',
    request: async () => ({ path: '/api/staff/undelivered/' }),
  },
  {
    method: 'POST',
    route: '/api/staff/undelivered/:id/retry/',
    access: 'admin',
    request: async () => ({ path: `/api/staff/undelivered/${await failedNotice()}/retry/`, body: {} }),
  },
  {
    method: 'GET',
    route: '/api/staff/undelivered/phone/',
    access: 'admin',
    request: async () => ({ path: '/api/staff/undelivered/phone/' }),
  },
  {
    method: 'POST',
    route: '/api/staff/undelivered/phone/:id/retry/',
    access: 'admin',
    request: async () => ({ path: `/api/staff/undelivered/phone/${await givenUpNotice(api.app.db)}/retry/`, body: {} }),
  },
];

const INBOX_ROUTE = /^\/api\/staff\/(?:messages|undelivered)\//;

test('the matrix names every inbox and notices route the API has', () => {
  const registered = api.routes
    .filter((route) => INBOX_ROUTE.test(route.url))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url}`),
    );
  expect(registered.sort()).toEqual(ROWS.map((row) => `${row.method} ${row.route}`).sort());
});

describe.each(ROWS)('$method $route', (row) => {
  test.each(CALLERS)('called by %s', async (caller) => {
    const { path, body } = await row.request();
    const cookie = caller === 'nobody' ? undefined : member(caller).cookie;
    const answer = await call(api, row.method, path, {
      ...(body === undefined ? {} : { body }),
      ...(cookie === undefined ? {} : { cookie }),
    });
    const allowed = row.access === 'desk' ? ['reception', 'opd_manager'] : ['admin'];
    const want =
      caller === 'nobody'
        ? { status: 401, code: 'staffSignedOut' }
        : allowed.includes(caller)
          ? { status: 200, code: undefined }
          : { status: 403, code: 'staffRoleRefused' };
    expect({ status: answer.status, code: answer.body?.code }).toEqual(want);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

async function auditEvents(action: string) {
  const page = await call<StaffAuditPage>(api, 'GET', '/api/staff/audit/', { cookie: member('admin').cookie });
  return page.body.events.filter((event) => event.action === action);
}

test('the inbox lists one status newest first, in pages, without e-mail or phone', async () => {
  const ids: number[] = [];
  for (let index = 0; index <= STAFF_INBOX_LIMITS.pageSize; index += 1) ids.push(await newMessage('Paging'));
  const cookie = member('reception').cookie;
  const first = await call<ContactInboxPage>(api, 'GET', '/api/staff/messages/?status=new', { cookie });
  expect(first.status).toBe(200);
  expect(first.body.messages).toHaveLength(STAFF_INBOX_LIMITS.pageSize);
  expect(first.body.messages[0]).toMatchObject({ id: ids.at(-1), status: 'new', status_change: null, version: 1 });
  expect(first.body.messages[0]).not.toHaveProperty('email');
  expect(first.body.messages[0]).not.toHaveProperty('phone');
  expect(first.body.next_before).toBe(first.body.messages.at(-1)?.id);
  const next = await call<ContactInboxPage>(api, 'GET', `/api/staff/messages/?before=${first.body.next_before}`, {
    cookie,
  });
  expect(next.body.messages[0]?.id).toBeLessThan(first.body.next_before ?? 0);

  const wrong = await call(api, 'GET', '/api/staff/messages/?status=read&before=x', { cookie });
  expect(wrong.status).toBe(400);
  expect(wrong.body.issues).toEqual({ status: { code: 'contactInboxStatus' }, before: { code: 'contactInboxBefore' } });
});

test('opening a message is audited with the member; an unknown one is 404', async () => {
  const id = await newMessage();
  const reception = member('reception');
  const opened = await call<ContactInboxMessage>(api, 'GET', `/api/staff/messages/${id}/`, {
    cookie: reception.cookie,
  });
  expect(opened.body).toMatchObject({
    id,
    email: `ramesh.${messages}@example.com`,
    phone: '9810012345',
    status: 'new',
  });
  const viewed = (await auditEvents('contact.viewed')).find((event) => event.target === `contact:${id}`);
  expect(viewed?.actor).toMatchObject({ id: reception.id, email: reception.email });

  const missing = await call(api, 'GET', '/api/staff/messages/999999/', { cookie: reception.cookie });
  expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 404, code: 'contactMessageNotFound' });
});

test('two desks marking one message: the second is told, with the message as it is now', async () => {
  const id = await newMessage();
  const reception = member('reception');
  const manager = member('opd_manager');
  const path = `/api/staff/messages/${id}/status/`;

  const [a, b] = await Promise.all([
    call<ContactInboxMessage>(api, 'POST', path, {
      cookie: reception.cookie,
      body: { status: 'answered', version: 1 },
    }),
    call<ContactInboxMessage>(api, 'POST', path, { cookie: manager.cookie, body: { status: 'closed', version: 1 } }),
  ]);
  const [won, lost] = a.status === 200 ? [a, b] : [b, a];
  expect(won.status).toBe(200);
  expect(lost.status).toBe(409);
  expect(lost.body.code).toBe('contactMessageStale');
  const now = (lost.body as unknown as { contact_message: ContactInboxMessage }).contact_message;
  expect(now).toMatchObject({ id, version: 2, status: won.body.status });
  expect(now.status_change?.by?.name).toBe('Asha Rani');
  expect(now.status_change?.at).toBe(api.clock.now.toISOString());

  // With the version it now has, a mark that moves backwards (or stays) is refused too.
  const back = await call(api, 'POST', path, { cookie: manager.cookie, body: { status: 'answered', version: 2 } });
  expect({ status: back.status, code: back.body.code }).toEqual({ status: 409, code: 'contactStatusMove' });

  const marked = (await auditEvents('contact.marked')).filter((event) => event.target === `contact:${id}`);
  expect(marked).toHaveLength(1);
  expect(marked[0]?.details).toEqual({ from: 'new', to: won.body.status });
  expect(marked[0]?.actor?.id).toBe(won === a ? reception.id : manager.id);
});

test('answered, then closed: each records who and when', async () => {
  const id = await newMessage();
  const reception = member('reception');
  const path = `/api/staff/messages/${id}/status/`;
  const answered = await call<ContactInboxMessage>(api, 'POST', path, {
    cookie: reception.cookie,
    body: { status: 'answered', version: 1 },
  });
  expect(answered.body).toMatchObject({ status: 'answered', version: 2, status_change: { by: { id: reception.id } } });
  api.clock.advance(60_000);
  const closed = await call<ContactInboxMessage>(api, 'POST', path, {
    cookie: reception.cookie,
    body: { status: 'closed', version: 2 },
  });
  expect(closed.body).toMatchObject({
    status: 'closed',
    version: 3,
    status_change: { at: api.clock.now.toISOString() },
  });
  const listed = await call<ContactInboxPage>(api, 'GET', '/api/staff/messages/?status=closed', {
    cookie: reception.cookie,
  });
  expect(listed.body.messages.map((message) => message.id)).toContain(id);

  const bad = await call(api, 'POST', path, { cookie: reception.cookie, body: { status: 'new' } });
  expect(bad.status).toBe(400);
  expect(bad.body.issues).toEqual({ status: { code: 'contactStatus' }, version: { code: 'contactVersionRequired' } });
});

test('a given-up e-mail is listed, retried once (audited), and a second retry is told it is no longer failed', async () => {
  const id = await failedNotice();
  const admin = member('admin');
  const listed = await call<UndeliveredNotice[]>(api, 'GET', '/api/staff/undelivered/', { cookie: admin.cookie });
  expect(listed.body.find((notice) => notice.id === id)).toEqual(
    expect.objectContaining({
      status: 'failed',
      attempts: 5,
      recipient: 'p***@example.com',
      last_error: 'ECONNREFUSED',
    }),
  );
  expect(JSON.stringify(listed.body)).not.toContain('Your appointment is booked');

  const retried = await call<UndeliveredNotice>(api, 'POST', `/api/staff/undelivered/${id}/retry/`, {
    cookie: admin.cookie,
    body: {},
  });
  expect(retried.body).toMatchObject({ id, status: 'pending', attempts: 0 });
  const audited = (await auditEvents('notice.retried')).find((event) => event.target === `outbox:${id}`);
  expect(audited?.actor?.id).toBe(admin.id);

  await api.app.outbox.idle();
  const again = await call(api, 'POST', `/api/staff/undelivered/${id}/retry/`, { cookie: admin.cookie, body: {} });
  // Sent by now (the dispatcher writes an .eml without SMTP): no longer an undelivered notice.
  expect({ status: again.status, code: again.body.code }).toEqual({ status: 404, code: 'noticeNotFound' });
});
