import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { todayInHospitalZone } from 'contract';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import BloodTestPage from './BloodTestPage';

const api = setupMockApi();
jest.setTimeout(30_000);
const LAB_POST = apiPath('/api/appointment/labappointment/');

type User = ReturnType<typeof userEvent.setup>;

const field = {
  lab: () => screen.getByRole('combobox', { name: /^Lab/ }),
  test: () => screen.getByRole('combobox', { name: /^Test/ }),
  date: () => screen.getByLabelText(/^Date/),
  age: () => screen.getByRole('textbox', { name: /^Age/ }),
  name: () => screen.getByRole('textbox', { name: /^Patient Name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  phone: () => screen.getByRole('textbox', { name: /^Phone/ }),
  address: () => screen.getByRole('textbox', { name: /^Address/ }),
  prescription: () => screen.getByLabelText(/^Prescription/),
  consent: () => screen.getByRole('checkbox', { name: /I agree/ }),
};
const submit = () => screen.getByRole('button', { name: 'Book Lab Test' });
/** The chosen tests, as their remove buttons name them. */
const chosenTests = () =>
  within(screen.queryByRole('list', { name: 'Chosen tests' }) ?? document.createElement('ul'))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

async function renderPage(language: 'en' | 'hi' = 'en') {
  const view = renderWithProviders(<BloodTestPage />, { route: '/blood-test', language });
  await screen.findByRole('option', { name: 'Central Laboratory' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^(Test|जाँच)/ })).toBeEnabled());
  return view;
}

async function fillIn(user: User) {
  await user.click(field.test());
  await user.click(screen.getByRole('option', { name: /^Thyroid Profile/ }));
  await user.type(field.date(), todayInHospitalZone());
  await user.type(field.age(), '34');
  await user.type(field.name(), 'Asha Verma');
  await user.type(field.email(), 'asha@example.in');
  // As people type it; the form sends the 10 digits.
  await user.type(field.phone(), '+91 98765 43210');
  await user.type(field.address(), 'Sector 16, Faridabad');
  await user.click(field.consent());
}

const pdf = () => new File(['%PDF-1.4 prescription'], 'prescription.pdf', { type: 'application/pdf' });

describe('the blood test page', () => {
  it('has its banner, the form, a photo and the six blurbs', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Blood Test' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /blood sample tubes/ })).toHaveAttribute('width', '640');
    const blurbs = screen.getByRole('region', { name: 'Why test with us' });
    expect(
      within(blurbs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Emergency Services 24/7',
      'Patient Registration',
      'Patient Care Excellence',
      'Lab Reports & Results',
      'Availability of Services',
      'Commitment to Proper Service',
    ]);
  });

  it("says 'Please fill all required fields!' in an Error dialog when a required field is missing", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(field.name(), 'Asha Verma');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Please fill all required fields!');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please choose a lab',
      'Please choose a test',
      'Date is required',
      'Age is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'Please agree to the privacy notice to continue',
    ]);
    expect(field.name()).toHaveValue('Asha Verma');
  });

  it('checks the age (1 to 120) and the date (today or later) with the shared rules', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(field.age(), '0');
    await user.type(field.date(), '2020-01-01');
    await user.tab();
    await waitFor(() =>
      expect(field.age()).toHaveAccessibleDescription(
        expect.stringContaining('Age must be a whole number from 1 to 120'),
      ),
    );
    expect(field.date()).toHaveAccessibleDescription(expect.stringContaining('Please choose today or a later date'));
    expect(field.date()).toHaveAttribute('min', todayInHospitalZone());
  });

  it('books with a prescription: Success with the LAB- reference and the price; every field cleared', async () => {
    const user = userEvent.setup();
    let sentFile: string | undefined;
    let sentPhone: unknown;
    api.events.on('request:start', async ({ request }) => {
      if (request.method !== 'POST') return;
      const body = await request.clone().formData();
      const file = body.get('prescription');
      sentFile = typeof file === 'string' || file === null ? undefined : file.name;
      sentPhone = body.get('phone');
    });
    await renderPage();
    await fillIn(user);
    await user.upload(field.prescription(), pdf());
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    api.events.removeAllListeners();
    expect(sentFile).toBe('prescription.pdf');
    expect(sentPhone).toBe('9876543210');
    expect(dialog).toHaveTextContent('Your lab visit is booked.');
    expect(within(dialog).getByText(fixtures.references.lab)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Thyroid Profile');
    expect(dialog).toHaveTextContent('Central Laboratory');
    expect(dialog).toHaveTextContent('₹1,250');
    expect(dialog).toHaveTextContent('PrescriptionAttached');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field.lab()).toHaveValue('');
    expect(chosenTests()).toEqual([]);
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
    expect(field.age()).toHaveValue('');
    expect(field.name()).toHaveValue('');
    expect((field.prescription() as HTMLInputElement).files).toHaveLength(0);
    expect(field.consent()).not.toBeChecked();
  });

  it('books two tests in one collection: one field sent, both named in Success, one price for both', async () => {
    const user = userEvent.setup();
    let sentTests: unknown;
    let sentTest: unknown;
    api.events.on('request:start', async ({ request }) => {
      if (request.method !== 'POST') return;
      const body = await request.clone().formData();
      sentTests = body.getAll('tests');
      sentTest = body.get('test');
    });
    await renderPage();
    await fillIn(user);
    await user.click(field.test());
    // The chosen test is no longer offered.
    expect(screen.queryByRole('option', { name: /^Thyroid Profile/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /^HbA1c/ }));
    expect(chosenTests()).toEqual(['Remove Thyroid Profile', 'Remove HbA1c']);
    expect(screen.getByText('Price').parentElement).toHaveTextContent('Price ₹1,800');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    api.events.removeAllListeners();
    const ids = ['Thyroid Profile', 'HbA1c'].map((name) =>
      String(fixtures.labTests.find((test) => test.test_name === name)?.id),
    );
    expect(sentTests).toEqual([ids.join(',')]);
    expect(sentTest).toBeNull();
    expect(dialog).toHaveTextContent('TestsThyroid Profile, HbA1c');
    expect(dialog).toHaveTextContent('₹1,800');
  });

  it.each([
    ['en' as const, 'Test', 'Chosen tests', 'You have chosen 10 tests, the most one visit takes.'],
    ['hi' as const, 'जाँच', 'चुनी गई जाँचें', 'आपने 10 जाँचें चुन ली हैं, एक विज़िट में इतनी ही हो सकती हैं।'],
  ])(
    'takes at most 10 tests (%s): the 11th is not offered, and the list says why',
    async (language, label, list, full) => {
      const user = userEvent.setup();
      const eleven = Array.from({ length: 11 }, (_, index) => ({
        id: 100 + index,
        test_name: `Panel ${index + 1}`,
        test_price: 100,
        lab: 1,
      }));
      api.use(http.get(apiPath('/api/lab/lab-tests/'), () => HttpResponse.json(eleven)));
      await renderPage(language);
      const picker = () => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
      const chosen = () => within(screen.getByRole('list', { name: list })).getAllByRole('button');
      for (let count = 1; count <= 10; count += 1) {
        await user.click(picker());
        await user.click(screen.getAllByRole('option', { name: /^Panel/ })[0]!);
      }
      expect(chosen()).toHaveLength(10);
      await user.click(picker());
      expect(picker()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(full)).toBeVisible();
      expect(screen.queryByRole('option', { name: /^Panel 11/ })).not.toBeInTheDocument();
      await user.keyboard('Panel 11');
      expect(screen.getByText(full)).toBeVisible();
      expect(screen.queryByRole('option', { name: /^Panel 11/ })).not.toBeInTheDocument();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(chosen()).toHaveLength(10);
      expect(chosen().at(-1)).toHaveTextContent(/^Panel 10/);
    },
  );

  it('removes a chosen test with its button, or from the keyboard', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(field.test());
    await user.click(screen.getByRole('option', { name: /^Thyroid Profile/ }));
    await user.click(field.test());
    await user.click(screen.getByRole('option', { name: /^HbA1c/ }));
    await user.click(screen.getByRole('button', { name: 'Remove Thyroid Profile' }));
    expect(chosenTests()).toEqual(['Remove HbA1c']);
    expect(screen.getByText('Thyroid Profile removed.')).toHaveAttribute('role', 'status');
    expect(field.test()).toHaveFocus();
    // From the empty search, the left arrow goes to the last chosen test; Backspace or Delete removes it.
    await user.keyboard('{Escape}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove HbA1c' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(chosenTests()).toEqual([]);
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
  });

  it('refuses a prescription of another type or over 5 MB at once, with a clear message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPage();
    await user.upload(field.prescription(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(field.prescription()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Please attach the prescription as an image (JPEG, PNG or WebP), a PDF or a Word (DOC or DOCX) file',
      ),
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(field.prescription(), big);
    expect(field.prescription()).toHaveAccessibleDescription(
      expect.stringContaining('The prescription must be at most 5 MB'),
    );
  });

  it.each([
    [
      '400',
      () =>
        HttpResponse.json(
          { message: fixtures.messages.checkFields, errors: { age: 'Age is required' } },
          { status: 400 },
        ),
      'Please check your input data and try again.',
    ],
    [
      '500',
      () => HttpResponse.json({ message: 'Something broke' }, { status: 500 }),
      'Server error. Please try again later.',
    ],
    ['no answer', () => HttpResponse.error(), 'Network error. Please check your internet connection and try again.'],
    [
      '429',
      () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 }),
      'Something went wrong! Please try again.',
    ],
  ])('a %s answer gets its own text in the Error dialog, and keeps every field', async (_status, answer, text) => {
    const user = userEvent.setup();
    api.use(http.post(LAB_POST, answer));
    await renderPage();
    await fillIn(user);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(text);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(chosenTests()).toEqual(['Remove Thyroid Profile']);
    expect(field.name()).toHaveValue('Asha Verma');
    expect(field.consent()).toBeChecked();
  });

  it("puts a 400's field errors on the fields", async () => {
    const user = userEvent.setup();
    api.use(
      http.post(LAB_POST, () =>
        HttpResponse.json(
          {
            message: fixtures.messages.checkFields,
            errors: { tests: 'Thyroid Profile is not offered by Central Laboratory' },
          },
          { status: 400 },
        ),
      ),
    );
    await renderPage();
    await fillIn(user);
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }));
    expect(field.test()).toHaveAccessibleDescription(
      expect.stringContaining('Thyroid Profile is not offered by Central Laboratory'),
    );
  });

  it("asks for the e-mailed code on the API's word, with no Error dialog, everything typed kept", async () => {
    const user = userEvent.setup();
    const asked = 'To book another, enter the 6-digit code we sent to asha@example.in';
    api.use(
      http.post(LAB_POST, () =>
        HttpResponse.json(
          {
            message: asked,
            code: 'contactProofRequired',
            field: 'contact_code',
            errors: { contact_code: asked },
            issues: { contact_code: { code: 'contactProofRequired', params: { email: 'asha@example.in' } } },
          },
          { status: 403 },
        ),
      ),
    );
    const { container } = await renderPage();
    await fillIn(user);
    await user.click(submit());
    const code = await screen.findByRole('textbox', { name: /^Code from the email/ });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('We sent a 6-digit code to asha@example.in.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field.age()).toHaveValue('34');
    expect(field.email()).toHaveValue('asha@example.in');
    expect(field.consent()).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'Error: API error {status}' in place of the lab select when the labs fail", async () => {
    api.use(http.get(apiPath('/api/lab/lab/'), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<BloodTestPage />, { route: '/blood-test' });
    expect(await screen.findByText('Error: API error 500')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Lab/ })).not.toBeInTheDocument();
  });

  it('reads in Hindi, the dialogs and the rules too', async () => {
    const user = userEvent.setup();
    await renderPage('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'खून की जाँच बुक करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'लैब जाँच बुक करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'त्रुटि' });
    expect(dialog).toHaveTextContent('कृपया सभी ज़रूरी फ़ील्ड भरें!');
    await user.click(within(dialog).getByRole('button', { name: 'ठीक है' }));
    const summary = screen.getByRole('alert', { name: 'कोई समस्या है' });
    expect(within(summary).getByRole('link', { name: 'कृपया एक जाँच चुनें' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'उम्र ज़रूरी है' })).toBeInTheDocument();
  });

  it('has no accessibility violations, also with errors showing', async () => {
    const user = userEvent.setup();
    const { container } = await renderPage();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
