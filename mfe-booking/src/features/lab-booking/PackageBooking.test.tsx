import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { FIELD_ERROR_TEXTS as MESSAGES, todayInHospitalZone } from 'contract';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import BloodTestPage from './BloodTestPage';

const api = setupMockApi();
jest.setTimeout(30_000);
const LAB_POST = apiPath('/api/appointment/labappointment/');

type User = ReturnType<typeof userEvent.setup>;

const field = {
  single: () => screen.getByRole('radio', { name: 'Tests' }),
  package: () => screen.getByRole('combobox', { name: /^Package/ }),
  lab: () => screen.getByRole('combobox', { name: /^Lab/ }),
  test: () => screen.getByRole('combobox', { name: /^Test/ }),
  date: () => screen.getByLabelText(/^Date/),
  pincode: () => screen.getByRole('textbox', { name: /^Pincode/ }),
  time: () => screen.getByRole('combobox', { name: /^Time/ }),
  age: () => screen.getByRole('textbox', { name: /^Age/ }),
};
const choosePackageMode = (user: User) => user.click(screen.getByRole('radio', { name: 'A package' }));
const submit = () => screen.getByRole('button', { name: 'Book Lab Test' });
/** The error summary's links. */
const summaryLinks = () =>
  within(screen.getByRole('alert', { name: 'There is a problem' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The page at `/blood-test{search}`, once the list the form starts with is in. */
async function renderPage(search = '', language: 'en' | 'hi' = 'en') {
  const view = renderWithProviders(<BloodTestPage />, { route: `/blood-test${search}`, language });
  if (search.includes('package')) await screen.findAllByRole('option', { name: /—/ });
  else await screen.findByRole('option', { name: 'Central Laboratory' });
  return view;
}

async function fillPatient(user: User, day = todayInHospitalZone()) {
  await user.type(field.date(), day);
  await user.type(field.age(), '34');
  await user.type(screen.getByRole('textbox', { name: /^Patient Name/ }), 'Asha Verma');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.in');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'House 12, Sector 15, Faridabad');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

/** What the form sent, field by field (the prescription aside). */
function recordPosts(): Record<string, string>[] {
  const posts: Record<string, string>[] = [];
  api.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST') return;
    const body = await request.clone().formData();
    posts.push(Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)])));
  });
  return posts;
}

/** `day` plus `days`, as `YYYY-MM-DD`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The clock at `now`; only Date is faked: msw, user-event and the form keep their real timers. */
const setClock = (now: string) =>
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });

afterEach(() => {
  api.events.removeAllListeners();
  jest.useRealTimers();
});

describe('booking a package on the lab form', () => {
  it('pre-selects "A package" and the package a link names, with its details, grouped by kind: lab packages only', async () => {
    await renderPage('?package=basic-health-check');
    expect(screen.getByRole('group', { name: 'What would you like to book?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A package' })).toBeChecked();
    await waitFor(() => expect(field.package()).toHaveDisplayValue('Basic Health Check — ₹1,999'));
    expect(
      within(field.package())
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Health check packages', 'Diabetes programmes']);
    // Home care visits are booked from /homecare, not listed among lab packages.
    expect(optionTexts(field.package())).toEqual([
      'Select Package',
      'Basic Health Check — ₹1,999',
      'Diabetes Care Programme — ₹4,999',
    ]);
    expect(screen.queryByRole('combobox', { name: /^Lab/ })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Basic Health Check' });
    expect(details).toHaveTextContent('Adults under 35 with no known health problems.');
    expect(details).toHaveTextContent('Price ₹1,999 for the package');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fixtures.carePackages[0]?.includes);
    expect(details).toHaveTextContent('How to prepareFast for 10-12 hours before the visit; plain water is fine.');
    expect(details).toHaveTextContent('SampleBlood and urine');
    expect(details).toHaveTextContent('Reports ready in24-48 hours');
    expect(details).not.toHaveTextContent('Duration');
    // The package may be taken at the lab or at home.
    expect(await screen.findByRole('group', { name: 'Where?' })).toBeInTheDocument();
  });

  it('says so beside the select when the linked package is not offered any more, and chooses none', async () => {
    await renderPage('?package=no-such-package');
    await waitFor(() =>
      expect(field.package()).toHaveAccessibleDescription(
        'That package is not available any more. Please choose one below.',
      ),
    );
    expect(field.package()).toHaveValue('');
    expect(screen.queryByRole('heading', { level: 3, name: /Health Check/ })).not.toBeInTheDocument();
  });

  it('says when the packages could not be loaded, and Retry brings them', async () => {
    const user = userEvent.setup();
    api.use(http.get(apiPath('/api/package/packages/'), () => HttpResponse.json({}, { status: 500 }), { once: true }));
    renderWithProviders(<BloodTestPage />, { route: '/blood-test?package=basic-health-check' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(/^Error: .*500/);
    expect(screen.queryByRole('combobox', { name: /^Package/ })).not.toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field.package()).toHaveDisplayValue('Basic Health Check — ₹1,999'));
  });

  it('books a package: posts the package and no lab or test, and says what comes next', async () => {
    const user = userEvent.setup();
    const posts = recordPosts();
    await renderPage('?package=diabetes-care-programme');
    await waitFor(() => expect(field.package()).toHaveValue('2'));
    // Given at the hospital only: no choice, one line.
    expect(await screen.findByText('At the hospital.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Where?' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Diabetes Care Programme' })).toHaveTextContent('Duration3 months');
    await fillPatient(user, addDays(todayInHospitalZone(), 1));
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ package: '2', collection: 'lab' });
    expect(posts[0]).not.toHaveProperty('lab');
    expect(posts[0]).not.toHaveProperty('test');
    expect(dialog).toHaveTextContent('PackageDiabetes Care Programme');
    expect(within(dialog).queryByText('Lab')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('WhereAt the lab');
    expect(dialog).toHaveTextContent('Price₹4,999 for the programme');
    expect(dialog).toHaveTextContent(
      'We will call you before your visit to tell you the time. How to prepare is in your e-mail.',
    );
  });

  it("books a home care visit from /homecare's link: the visit's own form, at home, the pincode and a time", async () => {
    const user = userEvent.setup();
    const posts = recordPosts();
    const tomorrow = addDays(todayInHospitalZone(), 1);
    await renderPage('?package=nursing-visit');
    await waitFor(() => expect(field.package()).toHaveValue('3'));
    expect(screen.getByRole('heading', { name: 'Book a home care visit' })).toBeInTheDocument();
    // Only home care visits, and no lab test or lab package to switch to.
    expect(optionTexts(field.package())).toEqual(['Select Package', 'Nursing Visit at Home — ₹800']);
    expect(screen.queryByRole('group', { name: 'What would you like to book?' })).not.toBeInTheDocument();
    expect(await screen.findByText('We come to your home.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Where?' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nursing Visit at Home' })).toHaveTextContent('Price ₹800 per visit');
    // A single test's home collection charge is not a home care visit's.
    expect(screen.queryByText(/Home collection charge/)).not.toBeInTheDocument();
    await fillPatient(user, tomorrow);
    await user.type(field.pincode(), '121002');
    await user.selectOptions(field.time(), '4:00–6:00 pm');
    await user.click(screen.getByRole('button', { name: 'Book the Visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(posts[0]).toMatchObject({
      visit: 'home-care',
      package: '3',
      collection: 'home',
      pincode: '121002',
      collection_window: '16-18',
      date: tomorrow,
    });
    expect(dialog).toHaveTextContent('VisitNursing Visit at Home');
    expect(dialog).toHaveTextContent('WhereAt your home, 4:00–6:00 pm');
    expect(dialog).toHaveTextContent('Price₹800 per visit');
    expect(dialog).toHaveTextContent('We will call you before we come, in the window you chose.');
  });

  it("asks for the package, not a lab and test, in the required fields' dialog; and for the pincode and time at home", async () => {
    const user = userEvent.setup();
    await renderPage();
    // Tried as a single test first: its errors go when the visitor turns to a package.
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }));
    expect(summaryLinks()).toEqual(expect.arrayContaining(['Please choose a lab', 'Please choose a test']));
    await choosePackageMode(user);
    await waitFor(() => expect(summaryLinks()).toEqual(expect.arrayContaining(['Please choose a package'])));
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Please fill all required fields!');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(summaryLinks()).toEqual(expect.arrayContaining(['Please choose a package']));
    expect(summaryLinks()).not.toEqual(expect.arrayContaining(['Please choose a lab']));
    expect(summaryLinks()).not.toEqual(expect.arrayContaining(['Please choose a test']));

    await user.selectOptions(field.package(), 'Basic Health Check — ₹1,999');
    await user.click(await screen.findByRole('radio', { name: 'At my home' }));
    await waitFor(() => expect(summaryLinks()).toEqual(expect.arrayContaining(['Pincode is required'])));
    expect(summaryLinks()).toEqual(expect.arrayContaining(['Please choose a time for the visit']));
    expect(summaryLinks()).not.toEqual(expect.arrayContaining(['Please choose a package']));
  });
});

describe('a single test at home', () => {
  it('offers the lab or home for a lab that collects at home: pincode, time, the charge and the total', async () => {
    const user = userEvent.setup();
    const posts = recordPosts();
    const tomorrow = addDays(todayInHospitalZone(), 1);
    await renderPage();
    await waitFor(() => expect(field.test()).toBeEnabled());
    expect(screen.queryByRole('group', { name: 'Where?' })).not.toBeInTheDocument();
    await user.click(field.test());
    await user.click(screen.getByRole('option', { name: /^Thyroid Profile/ }));
    const where = screen.getByRole('group', { name: 'Where?' });
    expect(within(where).getByRole('radio', { name: 'At the lab' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Pincode/ })).not.toBeInTheDocument();
    expect(screen.getByText('Price').parentElement).toHaveTextContent('₹1,250');

    await user.click(within(where).getByRole('radio', { name: 'At my home' }));
    expect(field.pincode()).toHaveAttribute('inputmode', 'numeric');
    expect(field.pincode()).toHaveAttribute('maxlength', '6');
    expect(field.pincode()).toHaveAttribute('autocomplete', 'postal-code');
    expect(field.pincode()).toHaveAccessibleDescription(expect.stringContaining('Faridabad'));
    expect(screen.getByText('Home collection charge: ₹100')).toBeInTheDocument();
    expect(screen.getByText('Price').parentElement).toHaveTextContent('₹1,350');

    await fillPatient(user, tomorrow);
    expect(optionTexts(field.time())).toEqual([
      'Select Time',
      '7:00–9:00 am',
      '9:00–11:00 am',
      '11:00 am–1:00 pm',
      '4:00–6:00 pm',
    ]);
    await user.type(field.pincode(), '121001');
    await user.selectOptions(field.time(), '7:00–9:00 am');
    // The API quotes the test and the charge.
    api.use(
      http.post(LAB_POST, async ({ request }) => {
        const body = await request.formData();
        return HttpResponse.json(
          {
            id: 201,
            reference: fixtures.references.lab,
            lab: 1,
            test: 3,
            package: null,
            price: 1350,
            collection: 'home',
            pincode: body.get('pincode'),
            collection_window: body.get('collection_window'),
            date: body.get('date'),
            email: body.get('email'),
            has_prescription: false,
          },
          { status: 201 },
        );
      }),
    );
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(posts[0]).toMatchObject({ lab: '1', collection: 'home', pincode: '121001', collection_window: '07-09' });
    expect(posts[0]).not.toHaveProperty('package');
    expect(dialog).toHaveTextContent('TestThyroid Profile');
    expect(dialog).toHaveTextContent('LabCentral Laboratory');
    expect(dialog).toHaveTextContent('WhereAt your home, 7:00–9:00 am');
    expect(dialog).toHaveTextContent('Price₹1,350');
  });

  it("says a lab that does not collect at home is at the hospital, and the lab's price stays", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(field.lab(), 'Imaging Centre');
    expect(screen.queryByRole('group', { name: 'Where?' })).not.toBeInTheDocument();
    expect(screen.getByText('At the hospital.')).toBeInTheDocument();
  });

  it("refuses a pincode outside the area with the contract's message", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(field.lab(), 'Central Laboratory');
    await user.click(screen.getByRole('radio', { name: 'At my home' }));
    await user.type(field.pincode(), '110001');
    await user.tab();
    await waitFor(() =>
      expect(field.pincode()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.pincodeNotServed)),
    );
  });

  it('offers today only the windows starting an hour from now or later, and clears one that closed', async () => {
    // 10:00 in Faridabad: 07-09 and 09-11 have started, 11-13 starts in an hour.
    setClock('2026-11-24T04:30:00Z');
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(field.lab(), 'Central Laboratory');
    await user.click(screen.getByRole('radio', { name: 'At my home' }));
    await user.type(field.date(), '2026-11-25');
    await user.selectOptions(field.time(), '7:00–9:00 am');
    await user.clear(field.date());
    await user.type(field.date(), '2026-11-24');
    expect(optionTexts(field.time())).toEqual(['Select Time', '11:00 am–1:00 pm', '4:00–6:00 pm']);
    await waitFor(() => expect(field.time()).toHaveValue(''));
  });

  it('says there is no time left on a day whose windows have all started', async () => {
    setClock('2026-11-24T12:00:00Z');
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(field.lab(), 'Central Laboratory');
    await user.click(screen.getByRole('radio', { name: 'At my home' }));
    await user.type(field.date(), '2026-11-24');
    expect(field.time()).toBeDisabled();
    expect(field.time()).toHaveDisplayValue('No times left on this day');
  });
});

describe('switching between a test and a package', () => {
  it("clears the other mode's choice both ways", async () => {
    const user = userEvent.setup();
    await renderPage();
    await waitFor(() => expect(field.test()).toBeEnabled());
    await user.click(field.test());
    await user.click(screen.getByRole('option', { name: /^Thyroid Profile/ }));
    expect(field.lab()).toHaveValue('1');
    await choosePackageMode(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Package/ }), 'Basic Health Check — ₹1,999');
    await user.click(field.single());
    expect(field.lab()).toHaveValue('');
    expect(field.test()).toHaveValue('');
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
    await choosePackageMode(user);
    expect(field.package()).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Basic Health Check' })).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  it('names the choices, the groups, the package and the times in Hindi', async () => {
    const user = userEvent.setup();
    await renderPage('?package=basic-health-check', 'hi');
    expect(screen.getByRole('group', { name: 'आप क्या बुक करना चाहते हैं?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'एक पैकेज' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'जाँचें' })).not.toBeChecked();
    const select = screen.getByRole('combobox', { name: /^पैकेज/ });
    await waitFor(() => expect(select).toHaveDisplayValue('बेसिक हेल्थ चेकअप — ₹1,999'));
    expect(within(select).getAllByRole('group')[0]).toHaveAttribute('label', 'हेल्थ चेकअप पैकेज');
    expect(screen.getByRole('region', { name: 'बेसिक हेल्थ चेकअप' })).toHaveTextContent('₹1,999 पूरे पैकेज के लिए');
    await user.click(await screen.findByRole('radio', { name: 'मेरे घर पर' }));
    expect(screen.getByRole('group', { name: 'कहाँ?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^पिनकोड/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^तारीख़/), addDays(todayInHospitalZone(), 1));
    expect(optionTexts(screen.getByRole('combobox', { name: /^समय/ }))).toEqual([
      'समय चुनें',
      'सुबह 7:00–9:00',
      'सुबह 9:00–11:00',
      'सुबह 11:00–दोपहर 1:00',
      'शाम 4:00–6:00',
    ]);
  });
});

describe('accessibility', () => {
  it('has no violations with a package at home and its errors showing', async () => {
    const user = userEvent.setup();
    const { container } = await renderPage('?package=basic-health-check');
    await user.click(await screen.findByRole('radio', { name: 'At my home' }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'OK' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
