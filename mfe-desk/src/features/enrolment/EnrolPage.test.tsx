import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const ENROLMENT = {
  email: STAFF.email,
  name: STAFF.name,
  role: 'admin',
  totp: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
    otpauth_uri: 'otpauth://totp/Aravali%20Care%20Hospital:asha%40hospital.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  },
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index + 2}k`);

/** Opens the enrolment link as the admin gave it: the token in the fragment. */
function openLink(token = 'link-token-1') {
  window.history.replaceState(null, '', `/desk/enrol#token=${token}`);
  return renderDesk('/desk/enrol');
}

describe('the enrolment page', () => {
  it('reads the token from the fragment, shows the account and its key, and enrols with a password and code', async () => {
    const asked: unknown[] = [];
    api.use(
      http.post(apiPath('/api/staff/enrolment/'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(ENROLMENT);
      }),
      http.post(apiPath('/api/staff/enrolment/complete/'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ staff: { ...STAFF, role: 'admin' }, recovery_codes: CODES });
      }),
    );
    const { container } = openLink();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    // The token is out of the address at once, and went only in the POST's body.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/desk/enrol');
    expect(screen.getByText(STAFF.email)).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'a long staff password');
    await user.type(screen.getByRole('textbox', { name: /^Code from the app/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('heading', { level: 1, name: 'Your recovery codes' })).toBeInTheDocument();
    expect(asked).toEqual([
      { token: 'link-token-1' },
      { token: 'link-token-1', password: 'a long staff password', code: '654321' },
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a password shorter than staff accounts need before sending it', async () => {
    api.use(http.post(apiPath('/api/staff/enrolment/'), () => HttpResponse.json(ENROLMENT)));
    openLink();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.type(screen.getByRole('textbox', { name: /^Code from the app/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));
    expect(await screen.findAllByText('Password must be at least 12 characters')).not.toHaveLength(0);
  });

  it('says a used or expired link is no good, in the contract’s words', async () => {
    api.use(
      http.post(apiPath('/api/staff/enrolment/'), () =>
        HttpResponse.json({ code: 'staffEnrolmentInvalid', message: 'invalid' }, { status: 404 }),
      ),
    );
    const { container } = openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(/This enrolment link is not valid any more/);
    expect(screen.queryByRole('button', { name: 'Finish setting up' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('without a token in the address, says which link to open and asks the API nothing', async () => {
    window.history.replaceState(null, '', '/desk/enrol');
    renderDesk('/desk/enrol');
    expect(await screen.findByRole('alert')).toHaveTextContent(/needs the enrolment link/);
  });

  it('offers a Retry when the API cannot be reached', async () => {
    let tries = 0;
    api.use(
      http.post(apiPath('/api/staff/enrolment/'), () => {
        tries += 1;
        return tries === 1 ? HttpResponse.error() : HttpResponse.json(ENROLMENT);
      }),
    );
    openLink();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
  });
});
