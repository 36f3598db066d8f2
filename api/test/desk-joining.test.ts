/**
 * An online consultation's joining details (issue 47) on the staff clock (Monday 7 December 2026,
 * 09:30 in Kolkata): the desk records a meeting link or a call, the patient is told once in the
 * booking's language (e-mail, and the SMS or WhatsApp they agreed to), the history names the member,
 * a re-send is asked for, and the refusals name the field or the rule. The link is never logged and
 * never in a staff answer.
 */
import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import type { DeskHistoryEntry } from 'contract';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { act, bookingPath, dayList, rowOf, seedBooking } from './desk-helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';
import { onEmptyDatabase } from './empty-database';

const api = freshStaffApi();
const LINK = 'https://meet.example.in/aravali-opd-7dec-1030-r4k2';

let reception: Member;
let manager: Member;
let admin: Member;

beforeAll(async () => {
  reception = await enrolledMember(api, 'reception', '10.20.30.40');
  manager = await enrolledMember(api, 'opd_manager');
  admin = await enrolledMember(api, 'admin');
});

async function idOf(reference: string): Promise<number> {
  const row = await api.app.db
    .selectFrom('doctor_appointments')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

const noticesOf = (reference: string) =>
  api.app.db
    .selectFrom('notices')
    .select(['kind', 'channel', 'language', 'variables', 'status'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();

const mailsOf = (reference: string) =>
  api.app.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();

const historyOf = (reference: string, member: Member) =>
  call<DeskHistoryEntry[]>(api, 'GET', bookingPath(reference, 'history'), { cookie: member.cookie });

test('a meeting link is recorded once: the row says sent, the patient is told by e-mail and text, the history names the member', async () => {
  const reference = await seedBooking(api, { slot: '10:30', mode: 'ON', email: 'kavita.rao@example.com' });
  const before = rowOf((await dayList(api, reception, `?q=${reference}`)).body, reference);
  expect(before).toMatchObject({ mode: 'ON', joining: null, version: 1 });

  const sent = await act(api, reception, reference, 'join', { version: 1, how: 'link', link: LINK });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ reference, status: 'booked', version: 2 });
  expect(sent.body.joining).toEqual({ how: 'link', sent_at: api.clock.now.toISOString() });
  // The staff's answers say how and when, never the link.
  expect(JSON.stringify(sent.body)).not.toContain('meet.example.in');
  const after = rowOf((await dayList(api, reception, `?q=${reference}`)).body, reference);
  expect(after?.joining).toEqual({ how: 'link', sent_at: api.clock.now.toISOString() });

  const [mail, ...moreMail] = await mailsOf(reference);
  expect(moreMail).toEqual([]);
  expect(mail?.recipient).toBe('kavita.rao@example.com');
  expect(mail?.subject).toBe(`How to join your online consultation ${reference}`);
  expect(mail?.body_text).toContain(`open this link a few minutes before your time: ${LINK}`);
  expect(mail?.body_text).toContain('at 10:30');

  // SMS by default (no WhatsApp consent); the link is longer than a DLT variable, so the text points to the e-mail.
  const notices = await noticesOf(reference);
  expect(notices.map(({ kind, channel, language }) => ({ kind, channel, language }))).toEqual([
    { kind: 'joining', channel: 'sms', language: 'en' },
  ]);
  expect(notices[0]?.variables).toContain('link sent to your e-mail');

  const history = await historyOf(reference, manager);
  const joining = history.body.find((entry) => entry.action === 'joining');
  expect(joining).toMatchObject({ action: 'joining', reason: 'link', note: null, actor: { id: reception.id } });
  expect(JSON.stringify(history.body)).not.toContain('meet.example.in');
  expect(api.logs.join('\n')).not.toContain('meet.example.in');
});

test('a call at the booked time, in Hindi, by WhatsApp with its SMS standing by', async () => {
  const reference = await seedBooking(api, {
    slot: '11:00',
    mode: 'ON',
    language: 'hi',
    name: 'सीमा देवी',
    email: 'seema.devi@example.com',
  });
  await api.app.db
    .insertInto('notice_consents')
    .values({
      booking_kind: 'doctor',
      booking_id: await idOf(reference),
      sms: true,
      whatsapp: true,
      consent_at: new Date(),
    })
    .execute();

  const sent = await act(api, manager, reference, 'join', {
    version: 1,
    how: 'call',
    link: 'https://ignored.example.in/x',
  });
  expect(sent.status).toBe(200);
  expect(sent.body.joining).toEqual({ how: 'call', sent_at: api.clock.now.toISOString() });
  const stored = await api.app.db
    .selectFrom('online_joining')
    .select(['how', 'link', 'sends'])
    .where('appointment_id', '=', await idOf(reference))
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ how: 'call', link: null, sends: 1 });

  const [mail] = await mailsOf(reference);
  expect(mail?.subject).toBe(`अपने ऑनलाइन परामर्श ${reference} से कैसे जुड़ें`);
  expect(mail?.body_text).toContain('प्रिय सीमा देवी');
  expect(mail?.body_text).toContain('डॉक्टर उसी समय आपके दिए फ़ोन नंबर पर कॉल करेंगे');
  const notices = await noticesOf(reference);
  // Delivery may already be under way for the WhatsApp message; its SMS waits in case it fails.
  expect(notices.map(({ kind, channel, language }) => ({ kind, channel, language }))).toEqual([
    { kind: 'joining', channel: 'whatsapp', language: 'hi' },
    { kind: 'joining', channel: 'sms', language: 'hi' },
  ]);
  expect(notices[1]?.status).toBe('standby');
  expect(notices[0]?.variables).toContain('डॉक्टर इसी नंबर पर कॉल करेंगे');
});

test('sent once: sending again is refused unless asked for, and a re-send is told once more', async () => {
  const reference = await seedBooking(api, { slot: '11:15', mode: 'ON' });
  expect((await act(api, reception, reference, 'join', { version: 1, how: 'call' })).status).toBe(200);

  const again = await act(api, reception, reference, 'join', { version: 2, how: 'call' });
  expect(again.status).toBe(409);
  expect(again.body.code).toBe('deskJoinSent');
  expect(again.body.booking).toMatchObject({ version: 2, joining: { how: 'call' } });
  expect(await noticesOf(reference)).toHaveLength(1);
  expect(await mailsOf(reference)).toHaveLength(1);

  const resent = await act(api, reception, reference, 'join', {
    version: 2,
    how: 'link',
    link: 'https://m.example.in/a1',
    resend: true,
  });
  expect(resent.status).toBe(200);
  expect(resent.body).toMatchObject({ version: 3, joining: { how: 'link' } });
  const notices = await noticesOf(reference);
  expect(notices).toHaveLength(2);
  // Short enough for a DLT variable: the text carries the link itself, to the patient only.
  expect(notices[1]?.variables).toContain('https://m.example.in/a1');
  const mails = await mailsOf(reference);
  expect(mails).toHaveLength(2);
  expect(mails[1]?.body_text).toContain('These details replace any sent before.');
  const history = await historyOf(reference, reception);
  expect(history.body.filter((entry) => entry.action === 'joining').map((entry) => entry.note)).toEqual([
    'sent 2 times',
    null,
  ]);
});

test('a stale version is refused with the row as it is now, and nothing is sent', async () => {
  const reference = await seedBooking(api, { slot: '11:30', mode: 'ON' });
  const stale = await act(api, reception, reference, 'join', { version: 7, how: 'call' });
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('deskBookingStale');
  expect(stale.body.booking).toMatchObject({ reference, version: 1, joining: null });
  expect(await noticesOf(reference)).toEqual([]);
  expect(await mailsOf(reference)).toEqual([]);
});

test('an in-person or cancelled booking has no joining details (409 naming the rule)', async () => {
  const inPerson = await seedBooking(api, { slot: '11:45' });
  const refused = await act(api, reception, inPerson, 'join', { version: 1, how: 'call' });
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('deskJoinNotOnline');
  expect(refused.body.booking).toMatchObject({ mode: 'OFF', version: 1 });
  expect(refused.body.booking).not.toHaveProperty('joining');

  const online = await seedBooking(api, { slot: '12:00', mode: 'ON' });
  const cancelled = await act(api, reception, online, 'cancel', { version: 1, reason: 'patient', note: '' });
  expect(cancelled.status).toBe(200);
  const late = await act(api, reception, online, 'join', { version: 2, how: 'call' });
  expect(late.status).toBe(409);
  expect(late.body.code).toBe('deskJoinNotOnline');
  expect((await noticesOf(online)).map((notice) => notice.kind)).not.toContain('joining');
});

test('bad input names the field', async () => {
  const reference = await seedBooking(api, { slot: '12:15', mode: 'ON' });
  const cases: [unknown, Record<string, { code: string }>][] = [
    [{ version: 1, how: 'fax' }, { how: { code: 'deskJoinHow' } }],
    [{ version: 1, how: 'link' }, { link: { code: 'deskJoinLink' } }],
    [{ version: 1, how: 'link', link: 'http://meet.example.in/plain' }, { link: { code: 'deskJoinLink' } }],
    [{ version: 1, how: 'link', link: 'javascript:alert(1)' }, { link: { code: 'deskJoinLink' } }],
    [
      { version: 1, how: 'link', link: `https://meet.example.in/${'a'.repeat(300)}` },
      { link: { code: 'deskJoinLink' } },
    ],
    [{ how: 'call' }, { version: { code: 'deskVersionRequired' } }],
  ];
  for (const [body, issues] of cases) {
    const answer = await act(api, reception, reference, 'join', body);
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toMatchObject(issues);
  }
  expect(await noticesOf(reference)).toEqual([]);
});

test('only reception and the OPD manager may send them', async () => {
  const reference = await seedBooking(api, { slot: '12:30', mode: 'ON' });
  const byAdmin = await act(api, admin, reference, 'join', { version: 1, how: 'call' });
  expect(byAdmin.status).toBe(403);
  expect(byAdmin.body.code).toBe('staffRoleRefused');
  const nobody = await call(api, 'POST', bookingPath(reference, 'join'), { body: { version: 1, how: 'call' } });
  expect(nobody.status).toBe(401);
  expect(await noticesOf(reference)).toEqual([]);
});

describe('migration 0032', () => {
  const THIS = '0032_online_joining';
  let db: Kysely<Database>;
  onEmptyDatabase((opened) => {
    db = opened;
  });

  test('can be undone and done again, and refuses a link that is not https', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect((await migrator.migrateTo(names[names.indexOf(THIS) - 1] ?? '')).error).toBeUndefined();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const sample = { how: 'link' as const, sends: 1, sent_at: new Date(), sent_by: null, appointment_id: 1 };
    await expect(
      db
        .insertInto('online_joining')
        .values({ ...sample, link: 'http://meet.example.in/a' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
