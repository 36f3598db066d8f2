import { http, HttpResponse } from 'msw';
import type { StaffHospitalFacts } from 'contract';
import { HOSPITAL_FACT_DEFAULTS } from 'contract/hospital';
import { apiPath, setupTestApi } from '../testing';
import { getStaffHospitalFacts, saveHospitalFacts } from '../staff/staffCalls';

const server = setupTestApi();

const FACTS: StaffHospitalFacts = {
  ...HOSPITAL_FACT_DEFAULTS,
  version: 3,
  updated_at: '2026-12-07T04:00:00.000Z',
  updated_by: { id: 1, name: 'Asha Rani' },
};

describe('the hospital’s facts calls', () => {
  it('reads the facts to edit, and refuses an answer missing one', async () => {
    server.use(http.get(apiPath('/api/staff/hospital-facts/'), () => HttpResponse.json(FACTS)));
    await expect(getStaffHospitalFacts()).resolves.toEqual(FACTS);
    const { emergencyPhone: _missing, ...partial } = FACTS;
    server.use(http.get(apiPath('/api/staff/hospital-facts/'), () => HttpResponse.json(partial)));
    await expect(getStaffHospitalFacts()).rejects.toMatchObject({ isInvalidData: true });
  });

  it('a save answers factsSaved with the facts; a 409 the ones as they are now; a 400 its fields', async () => {
    const { updated_at: _at, updated_by: _by, ...input } = FACTS;
    server.use(
      http.post(apiPath('/api/staff/hospital-facts/'), async ({ request }) => {
        const body = (await request.json()) as { version: number; emergencyPhone: string };
        if (body.emergencyPhone === 'bad')
          return HttpResponse.json(
            {
              message: 'Please check the fields',
              code: 'checkFields',
              errors: { emergencyPhone: 'x' },
              issues: { emergencyPhone: { code: 'factPhone' } },
            },
            { status: 400 },
          );
        return body.version === 3
          ? HttpResponse.json({ message: 'Saved', code: 'factsSaved', facts: { ...FACTS, version: 4 } })
          : HttpResponse.json({ message: 'Changed', code: 'factsStale', facts: FACTS }, { status: 409 });
      }),
    );
    await expect(saveHospitalFacts(input)).resolves.toEqual({
      outcome: 'saved',
      code: 'factsSaved',
      facts: { ...FACTS, version: 4 },
    });
    await expect(saveHospitalFacts({ ...input, version: 2 })).resolves.toEqual({
      outcome: 'conflict',
      code: 'factsStale',
      facts: FACTS,
    });
    await expect(saveHospitalFacts({ ...input, emergencyPhone: 'bad' })).rejects.toMatchObject({
      fieldIssues: { emergencyPhone: { code: 'factPhone' } },
    });
  });
});
