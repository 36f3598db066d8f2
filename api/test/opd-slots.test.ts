/**
 * The slot arithmetic on its own: sessions cut into slots, days off, slots already started, and the
 * day's edges in Asia/Kolkata (UTC+05:30) whatever the server's zone.
 */
import { availability, heldKey, slotsOfDay, slotsOfSession, weekdayOf } from '../src/features/doctors/opd';

/** A session of the seeded timetable: in effect every day, the hospital's counter quota. */
const ALWAYS = { effective_from: null, effective_until: null, counter_quota: null };
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
const morning = {
  weekday: 2,
  start_time: '09:00',
  end_time: '10:00',
  room: 'Room 12',
  online: false,
  slot_minutes: 15,
  ...ALWAYS,
};
const evening = {
  weekday: 2,
  start_time: '17:00',
  end_time: '17:50',
  room: null,
  online: true,
  slot_minutes: 20,
  ...ALWAYS,
};
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);
/** A week before the test days, so none of them is in the past. */
const EARLIER = new Date('2026-11-24T00:00:00Z');

test('a session is cut into whole slots; a piece shorter than a slot is not offered', () => {
  expect(slotsOfSession(morning)).toEqual([
    { start: '09:00', end: '09:15', room: 'Room 12', online: false },
    { start: '09:15', end: '09:30', room: 'Room 12', online: false },
    { start: '09:30', end: '09:45', room: 'Room 12', online: false },
    { start: '09:45', end: '10:00', room: 'Room 12', online: false },
  ]);
  expect(starts(slotsOfSession(evening))).toEqual(['17:00', '17:20']);
});

test('a day has the slots of its weekday’s sessions in time order, none on another weekday', () => {
  expect(weekdayOf(TUESDAY)).toBe(2);
  const slots = slotsOfDay(TUESDAY, [evening, morning], new Set(), EARLIER);
  expect(starts(slots)).toEqual(['09:00', '09:15', '09:30', '09:45', '17:00', '17:20']);
  expect(slots.at(-1)).toEqual({ start: '17:20', end: '17:40', room: null, online: true });
  expect(slotsOfDay(WEDNESDAY, [evening, morning], new Set(), EARLIER)).toEqual([]);
});

test('a day off has no slots', () => {
  expect(slotsOfDay(TUESDAY, [morning], new Set([TUESDAY]), EARLIER)).toEqual([]);
});

test('today offers only the slots not started yet, by the clock in Asia/Kolkata', () => {
  // 08:59 IST is 03:29 UTC; 09:01 IST is 03:31 UTC.
  expect(starts(slotsOfDay(TUESDAY, [morning], new Set(), new Date('2026-12-01T03:29:00Z')))).toEqual([
    '09:00',
    '09:15',
    '09:30',
    '09:45',
  ]);
  expect(starts(slotsOfDay(TUESDAY, [morning], new Set(), new Date('2026-12-01T03:31:00Z')))).toEqual([
    '09:15',
    '09:30',
    '09:45',
  ]);
  // A slot starting right now has started.
  expect(starts(slotsOfDay(TUESDAY, [morning], new Set(), new Date('2026-12-01T03:45:00Z')))).toEqual([
    '09:30',
    '09:45',
  ]);
});

test('the day turns at midnight in Asia/Kolkata, 18:30 UTC the evening before', () => {
  const lateMonday = [{ ...morning, weekday: 1, start_time: '23:30', end_time: '23:50', slot_minutes: 10 }];
  // 23:29 IST on Monday 30 November: UTC is still 17:59 on the same day.
  expect(starts(slotsOfDay('2026-11-30', lateMonday, new Set(), new Date('2026-11-30T17:59:00Z')))).toEqual([
    '23:30',
    '23:40',
  ]);
  // 00:01 IST on Tuesday while UTC is still Monday 18:31: Monday is past, Tuesday is today, all its slots ahead.
  const justAfterMidnight = new Date('2026-11-30T18:31:00Z');
  expect(slotsOfDay('2026-11-30', lateMonday, new Set(), justAfterMidnight)).toEqual([]);
  expect(starts(slotsOfDay(TUESDAY, [morning], new Set(), justAfterMidnight))).toHaveLength(4);
  // 23:59 IST on Monday (18:29 UTC): Tuesday is still tomorrow, and every slot of it is offered.
  expect(starts(slotsOfDay(TUESDAY, [morning], new Set(), new Date('2026-11-30T18:29:00Z')))).toHaveLength(4);
});

test('availability lists only days with slots left and marks the held ones', () => {
  const held = new Set([heldKey(TUESDAY, '09:15')]);
  const days = availability('2026-11-30', '2026-12-09', [morning], new Set(['2026-12-08']), held, EARLIER);
  expect(days.map((day) => day.date)).toEqual([TUESDAY]);
  expect(days[0]?.slots.map((slot) => [slot.start, slot.available])).toEqual([
    ['09:00', true],
    ['09:15', false],
    ['09:30', true],
    ['09:45', true],
  ]);
});

test('each day takes the sessions of the timetable in effect then', () => {
  const old = { ...morning, effective_until: '2026-12-07' };
  const replacement = { ...morning, start_time: '11:00', end_time: '11:30', effective_from: '2026-12-08' };
  const week = [old, replacement];
  expect(starts(slotsOfDay(TUESDAY, week, new Set(), EARLIER))).toEqual(['09:00', '09:15', '09:30', '09:45']);
  expect(starts(slotsOfDay('2026-12-08', week, new Set(), EARLIER))).toEqual(['11:00', '11:15']);
});
