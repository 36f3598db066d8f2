/**
 * Arrival tokens (issue 47): 20 patients of one doctor marked arrived at once, from two desks, get
 * the numbers 1 to 20, each once; a number is never given again, even after its arrival is reset.
 * (test/postgres/desk-tokens-two-instances.test.ts does the same over two API instances.)
 */
import type { DeskBooking } from 'contract';
import { act, seedBooking } from './desk-helpers';
import { enrolledMember, freshStaffApi } from './staff-helpers';

const api = freshStaffApi();

const slotAt = (index: number) => {
  const minutes = 9 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

test('20 simultaneous arrivals at two desks get tokens 1 to 20, each once', async () => {
  const desks = [await enrolledMember(api, 'reception'), await enrolledMember(api, 'opd_manager')];
  // Doctor 1's morning sitting (09:00-13:00) has 16 slots; the other 4 are its online evening.
  const references = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      seedBooking(api, index < 16 ? { slot: slotAt(index) } : { slot: slotAt(32 + index - 16), mode: 'ON' }),
    ),
  );
  const answers = await Promise.all(
    references.map((reference, index) => act(api, desks[index % 2]!, reference, 'arrive', { version: 1 })),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  const tokens = answers.map((answer) => (answer.body as DeskBooking).token).sort((a, b) => (a ?? 0) - (b ?? 0));
  expect(tokens).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));

  // A reset arrival gives its number up for good: the next arrival is 21, and so is nobody else.
  const manager = desks[1]!;
  const reset = await act(api, manager, references[0]!, 'reset', { version: 2, to: 'booked', reason: 'By mistake' });
  expect(reset.status).toBe(200);
  const again = await act(api, manager, references[0]!, 'arrive', { version: 3 });
  expect(again.body.token).toBe(21);
  const stored = await api.app.db
    .selectFrom('doctor_appointments')
    .select('token')
    .where('token', 'is not', null)
    .where('doctor_id', '=', 1)
    .execute();
  expect(new Set(stored.map((row) => row.token)).size).toBe(stored.length);
});

test('the database itself refuses a token given twice for one doctor and day', async () => {
  const [first, second] = [
    await seedBooking(api, { slot: '09:00', date: '2026-12-08' }),
    await seedBooking(api, { slot: '09:15', date: '2026-12-08' }),
  ];
  const arrive = (reference: string) =>
    api.app.db
      .updateTable('doctor_appointments')
      .set({ desk_status: 'arrived', token: 7, arrived_at: new Date() })
      .where('reference', '=', reference)
      .execute();
  await arrive(first);
  await expect(arrive(second)).rejects.toMatchObject({ code: '23505' });
});
