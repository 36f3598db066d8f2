import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const SESSION = apiPath('/api/staff/session/');
const signedOut = () => http.get(SESSION, () => HttpResponse.json({ code: 'staffSignedOut' }, { status: 401 }));

async function signIn(code = '123456') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), STAFF.email);
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.type(screen.getByRole('textbox', { name: /^Code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the desk sign-in page', () => {
  it('signs in with e-mail, password and code, then shows the desk home with who is signed in', async () => {
    let sent: unknown;
    api.use(
      signedOut(),
      http.post(SESSION, async ({ request }) => {
        sent = await request.json();
        // An admin: reception and the OPD manager land on the day list instead (DayListPage's tests).
        return HttpResponse.json({ staff: { ...STAFF, role: 'admin' } });
      }),
      http.get(apiPath('/api/staff/sessions/'), () => HttpResponse.json([])),
    );
    const { container } = renderDesk('/desk/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await signIn('123 456');
    expect(await screen.findByText('Signed in as Asha Verma (asha@hospital.example).')).toBeInTheDocument();
    expect(screen.getByText('Your role: Admin.')).toBeInTheDocument();
    // The code as the contract's schema normalises it: no spaces.
    expect(sent).toEqual({ email: STAFF.email, password: 'correct horse battery', code: '123456' });
  });

  it('says a refused sign-in in one message for any wrong part, and empties the password and code', async () => {
    api.use(
      signedOut(),
      http.post(SESSION, () => HttpResponse.json({ code: 'staffSignInRefused', message: 'refused' }, { status: 401 })),
    );
    const { container } = renderDesk('/desk/sign-in');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail, password or code is not right.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(STAFF.email);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says how long to wait when sign-ins are slowed (429)', async () => {
    api.use(
      signedOut(),
      http.post(SESSION, () =>
        HttpResponse.json({ code: 'staffSignInSlowed', params: { after: 120 } }, { status: 429 }),
      ),
    );
    renderDesk('/desk/sign-in');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Please try again in 120 seconds.',
    );
  });

  it('says the server could not be reached, not that the password was wrong', async () => {
    api.use(
      signedOut(),
      http.post(SESSION, () => HttpResponse.error()),
    );
    renderDesk('/desk/sign-in');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The desk could not reach the server. Check the connection and try again.',
    );
  });

  it('checks the fields before sending: a code that is neither 6 digits nor a recovery code', async () => {
    api.use(signedOut());
    renderDesk('/desk/sign-in');
    await signIn('12345');
    expect(
      await screen.findAllByText(
        'Please enter the 6-digit code from your authenticator app, or one of your recovery codes',
      ),
    ).not.toHaveLength(0);
  });
});
