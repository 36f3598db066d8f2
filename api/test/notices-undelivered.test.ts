/**
 * The admin's undelivered SMS and WhatsApp messages (issue 49): what `GET /api/staff/undelivered/phone/`
 * shows of a message given up (never its text, the phone masked), and its retry: queued again and
 * sent, audited with the member, refused once it is no longer given up. Without keys each channel
 * writes files, so a retried message is "sent" as a file in the outbox folder.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaffAuditPage, UndeliveredPhoneNotice } from 'contract';
import { givenUpNotice } from './notices-helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let admin: Member;

beforeAll(async () => {
  admin = await enrolledMember(api, 'admin');
});

const list = async () =>
  (await call<UndeliveredPhoneNotice[]>(api, 'GET', '/api/staff/undelivered/phone/', { cookie: admin.cookie })).body;
const retry = (id: number | string) =>
  call<UndeliveredPhoneNotice & { notice?: UndeliveredPhoneNotice }>(
    api,
    'POST',
    `/api/staff/undelivered/phone/${id}/retry/`,
    { cookie: admin.cookie, body: {} },
  );

test('lists the messages given up with channel, kind, reference, last error and time; never the text or number', async () => {
  const sms = await givenUpNotice(api.app.db, { reference: 'AC-2612-SMS1', kind: 'reminder1' });
  const unconfirmed = await givenUpNotice(api.app.db, {
    status: 'unconfirmed',
    reference: 'AC-2612-SMS2',
    lastError: 'no answer within 15000 ms',
  });
  const whatsapp = await givenUpNotice(api.app.db, {
    channel: 'whatsapp',
    kind: 'cancellation',
    reference: 'AC-2612-WA01',
    lastError: 'WhatsApp answered 400: 131026 Message undeliverable',
  });
  const sent = await givenUpNotice(api.app.db, { reference: 'AC-2612-SENT' });
  await api.app.db.updateTable('notices').set({ status: 'delivered' }).where('id', '=', sent).execute();

  const listed = await list();
  expect(listed.map((notice) => notice.id)).toEqual(expect.arrayContaining([sms, unconfirmed, whatsapp]));
  expect(listed.map((notice) => notice.id)).not.toContain(sent);
  expect(listed.find((notice) => notice.id === whatsapp)).toEqual({
    id: whatsapp,
    channel: 'whatsapp',
    kind: 'cancellation',
    reference: 'AC-2612-WA01',
    status: 'failed',
    attempts: 5,
    last_error: 'WhatsApp answered 400: 131026 Message undeliverable',
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    phone: '******3210',
  });
  expect(listed.find((notice) => notice.id === unconfirmed)).toMatchObject({
    status: 'unconfirmed',
    last_error: 'no answer within 15000 ms',
  });
  const text = JSON.stringify(listed);
  expect(text).not.toContain('9810043210');
  expect(text).not.toContain('Asha Rani');
});

test('a retry queues it again (audited with the member), it is sent, and a second retry is refused as it is now', async () => {
  const id = await givenUpNotice(api.app.db, { reference: 'AC-2612-RTY1' });

  const retried = await retry(id);
  expect(retried.status).toBe(200);
  expect(retried.body).toMatchObject({ id, status: 'pending', attempts: 0, reference: 'AC-2612-RTY1' });
  const audit = await call<StaffAuditPage>(api, 'GET', '/api/staff/audit/', { cookie: admin.cookie });
  const event = audit.body.events.find(
    (entry) => entry.action === 'notice.retried' && entry.target === `notices:${id}`,
  );
  expect(event?.actor?.id).toBe(admin.id);

  await api.app.notices.dispatcher.idle();
  // No keys in this API: the SMS is written as a file, which is its delivery.
  const outbox = join(api.store.dataDir, 'outbox');
  const file = (await readdir(outbox)).find((name) => name === `AC-2612-RTY1-${id}.sms.txt`);
  expect(file).toBeDefined();
  expect(await readFile(join(outbox, file ?? ''), 'utf8')).toContain('To: +919810043210');
  expect((await list()).map((notice) => notice.id)).not.toContain(id);

  const again = await retry(id);
  expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'phoneNoticeNotRetried' });
  expect(again.body.notice).toMatchObject({ id, status: 'delivered' });
});

test('an unconfirmed SMS may be retried too; an id nobody has, or not an id, is 404', async () => {
  const id = await givenUpNotice(api.app.db, { status: 'unconfirmed' });
  expect((await retry(id)).body).toMatchObject({ id, status: 'pending' });
  await api.app.notices.dispatcher.idle();

  for (const missing of [2_000_000_000, 'abc']) {
    const answer = await retry(missing);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 404, code: 'phoneNoticeNotFound' });
  }
});
