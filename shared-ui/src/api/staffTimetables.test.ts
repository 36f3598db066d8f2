import { http, HttpResponse } from 'msw';
import type { DoctorTimetables } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { getDoctorTimetables, saveDoctorTimetable } from '../staff/staffCalls';

const server = setupTestApi();

const TIMETABLES: DoctorTimetables = {
  doctor: { id: 3, doctor_name: 'Dr. Vikram Singh Chauhan', department_id: 2, department_name: 'Orthopaedics' },
  version: 0,
  current: {
    effective_from: null,
    effective_until: null,
    sessions: [
      {
        weekday: 1,
        start_time: '09:30',
        end_time: '13:30',
        online: false,
        room: 'Room 21',
        slot_minutes: 15,
        counter_quota: null,
      },
    ],
  },
  scheduled: [],
  counter_quota_default: 0,
};

describe('the timetable calls', () => {
  it('reads a doctor’s timetables', async () => {
    server.use(http.get(apiPath('/api/staff/timetables/3/'), () => HttpResponse.json(TIMETABLES)));
    await expect(getDoctorTimetables(3)).resolves.toEqual(TIMETABLES);
  });

  it('a save answers the timetables saved; a 409 the ones as they are now', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/api/staff/timetables/3/'), async ({ request }) => {
        const body = (await request.json()) as { version: number };
        sent.push(body);
        return body.version === 0
          ? HttpResponse.json({ ...TIMETABLES, version: 7 })
          : HttpResponse.json(
              {
                message: 'Someone else has just changed this timetable.',
                code: 'timetableStale',
                timetables: TIMETABLES,
              },
              { status: 409 },
            );
      }),
    );
    const input = { version: 0, effective_from: '2026-12-12', sessions: TIMETABLES.current?.sessions ?? [] };
    await expect(saveDoctorTimetable(3, input)).resolves.toEqual({
      outcome: 'saved',
      timetables: { ...TIMETABLES, version: 7 },
    });
    await expect(saveDoctorTimetable(3, { ...input, version: 5 })).resolves.toEqual({
      outcome: 'conflict',
      code: 'timetableStale',
      timetables: TIMETABLES,
    });
    expect(sent).toHaveLength(2);
  });

  it('a 400 keeps each field’s issue by its path', async () => {
    server.use(
      http.post(apiPath('/api/staff/timetables/3/'), () =>
        HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            code: 'checkFields',
            errors: { 'sessions[0].end_time': 'The session must end after it starts' },
            issues: { 'sessions[0].end_time': { code: 'timetableEndBeforeStart' } },
          },
          { status: 400 },
        ),
      ),
    );
    await expect(
      saveDoctorTimetable(3, { version: 0, effective_from: '2026-12-12', sessions: [] }),
    ).rejects.toMatchObject({
      status: 400,
      fieldIssues: { 'sessions[0].end_time': { code: 'timetableEndBeforeStart' } },
    });
  });
});
