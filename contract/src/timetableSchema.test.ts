import { ValidationError } from 'yup';
import { timetableSchema } from './timetableSchema';

const NOW = new Date('2026-12-07T06:00:00Z');

/** Each field's first problem code for this input; {} when it passes. */
function codes(value: unknown) {
  try {
    timetableSchema().validateSync(value, { abortEarly: false, context: { now: NOW } });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) {
      const code = (inner.message as unknown as { code: string }).code;
      if (inner.path && !(inner.path in found)) found[inner.path] = code;
    }
    return found;
  }
}

const morning = {
  weekday: 1,
  start_time: '09:00',
  end_time: '13:00',
  online: false,
  room: 'Room 12',
  slot_minutes: 15,
  counter_quota: null,
};
const week = (...sessions: object[]) => ({ version: 3, effective_from: '2026-12-07', sessions });

test('a week of sessions from today passes, an online one without a room', () => {
  expect(
    codes(week(morning, { ...morning, start_time: '17:00', end_time: '18:00', online: true, room: null })),
  ).toEqual({});
});

test('a session overlapping another of the same weekday is named at its start', () => {
  const evening = { ...morning, start_time: '12:00', end_time: '14:00', room: 'Room 3' };
  expect(codes(week(morning, { ...morning, weekday: 2 }, evening))).toEqual({
    'sessions[2].start_time': 'timetableOverlap',
  });
});

test('a session ending before it starts is named at its end', () => {
  expect(codes(week({ ...morning, end_time: '08:00' }))).toEqual({ 'sessions[0].end_time': 'timetableEndBeforeStart' });
});

test('a slot length that does not divide the session is named', () => {
  expect(codes(week({ ...morning, slot_minutes: 25 }))).toEqual({ 'sessions[0].slot_minutes': 'timetableSlotDivides' });
});

test('a day before today is refused by its rule', () => {
  expect(codes({ ...week(morning), effective_from: '2026-12-06' })).toEqual({ effective_from: 'timetableFromPast' });
});

test('a session at the hospital needs its room; a quota is a whole number or empty', () => {
  expect(codes(week({ ...morning, room: '' }, { ...morning, weekday: 3, counter_quota: 2.5 }))).toEqual({
    'sessions[0].room': 'timetableRoomRequired',
    'sessions[1].counter_quota': 'timetableCounterQuota',
  });
});
