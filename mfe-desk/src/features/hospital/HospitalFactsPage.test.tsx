import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { StaffHospitalFacts } from 'contract/staff-desk';
import { HOSPITAL_FACT_DEFAULTS } from 'contract/hospital';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(30_000);

const ADMIN = { ...STAFF, role: 'admin' } as const;

const FACTS: StaffHospitalFacts = {
  ...HOSPITAL_FACT_DEFAULTS,
  version: 2,
  updated_at: '2026-12-06T05:00:00Z',
  updated_by: { id: 1, name: 'Neha Admin' },
};

/** The API as the editor meets it; `first` is what the first save is answered. */
function factsApi(first: 'saved' | 'stale' | 'refused' = 'saved') {
  const sent: Record<string, unknown>[] = [];
  api.use(
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: ADMIN })),
    http.get(apiPath('/api/staff/hospital-facts/'), () => HttpResponse.json(FACTS)),
    http.post(apiPath('/api/staff/hospital-facts/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (sent.length === 1 && first === 'stale') {
        const theirs = { ...FACTS, version: 3, supportPhone: '+91 129 400 1111' };
        return HttpResponse.json({ message: 'Stale', code: 'factsStale', facts: theirs }, { status: 409 });
      }
      if (sent.length === 1 && first === 'refused') {
        return HttpResponse.json(
          {
            message: 'Please check',
            code: 'checkFields',
            errors: { latitude: 'x' },
            issues: { latitude: { code: 'factLatitude' } },
          },
          { status: 400 },
        );
      }
      const saved = {
        ...FACTS,
        ...body,
        version: Number(body['version']) + 1,
        updated_by: { id: 3, name: 'Asha Verma' },
      };
      return HttpResponse.json({ message: 'Saved', code: 'factsSaved', facts: saved });
    }),
  );
  return sent;
}

describe('the hospital’s facts', () => {
  it('loads the facts, refuses a bad phone at its field, and saves a changed emergency phone', async () => {
    const sent = factsApi();
    const { container } = renderDesk('/desk/hospital');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'The hospital’s facts' });
    expect(screen.getByText(/Last saved by Neha Admin/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Address \(Hindi\)/ })).toHaveValue(
      HOSPITAL_FACT_DEFAULTS.addressHi,
    );
    expect(await axe(container)).toHaveNoViolations();

    const emergency = within(form).getByRole('textbox', { name: /Emergency phone/ });
    await user.clear(emergency);
    await user.type(emergency, '0129 400 0108');
    await user.click(within(form).getByRole('button', { name: 'Save the facts' }));
    expect(await within(form).findAllByText(/Please give the number as \+91 and its 10 digits/)).not.toHaveLength(0);
    expect(sent).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();

    await user.clear(emergency);
    await user.type(emergency, '+91 129 411 2222');
    await user.click(within(form).getByRole('button', { name: 'Save the facts' }));
    expect(
      await screen.findByText('The hospital’s facts are saved. Every page shows them within a minute.'),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({ ...HOSPITAL_FACT_DEFAULTS, emergencyPhone: '+91 129 411 2222', version: 2 });
    expect(screen.getByText(/Last saved by Asha Verma/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells the second of two admins the facts changed, shows theirs, and keeps the edits to save again', async () => {
    const sent = factsApi('stale');
    const { container } = renderDesk('/desk/hospital');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'The hospital’s facts' });
    const emergency = within(form).getByRole('textbox', { name: /Emergency phone/ });
    await user.clear(emergency);
    await user.type(emergency, '+91 129 411 2222');
    await user.click(within(form).getByRole('button', { name: 'Save the facts' }));
    expect(await screen.findByText(/Someone else has just changed the hospital’s facts/)).toBeInTheDocument();
    const theirs = screen.getByRole('region', { name: 'Someone else saved first' });
    expect(within(theirs).getByText('+91 129 400 1111')).toBeInTheDocument();
    expect(emergency).toHaveValue('+91 129 411 2222');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(form).getByRole('button', { name: 'Save the facts' }));
    expect(
      await screen.findByText('The hospital’s facts are saved. Every page shows them within a minute.'),
    ).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ emergencyPhone: '+91 129 411 2222', version: 3 });
  });

  it('puts the API’s refusal at its field', async () => {
    factsApi('refused');
    renderDesk('/desk/hospital');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'The hospital’s facts' });
    await user.click(within(form).getByRole('button', { name: 'Save the facts' }));
    expect(await within(form).findAllByText('The latitude must be a number from 6 to 38 (India)')).not.toHaveLength(0);
  });

  it('is not for reception', async () => {
    api.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: STAFF })));
    renderDesk('/desk/hospital');
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
  });
});
