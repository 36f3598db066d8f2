import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiPath, pointApiAtTestHost, renderWithProviders, setViewportWidth } from 'shared-ui/testing';
import { MainMenu } from './MainMenu';

const SERVICES = [
  {
    id: 1,
    slug: 'cardiology',
    name: 'Cardiology',
    description: '',
    service_banner: null,
    department: { id: 1, slug: 'cardiology', name: 'Cardiology' },
  },
  { id: 2, slug: 'home-care', name: 'Home Care', description: '', service_banner: null, department: null },
  { id: 3, slug: 'accident-and-emergency', name: 'Accident & Emergency', description: '', service_banner: null },
];
const department = (id: number, slug: string, english: string, hindi: string) => ({ id, slug, english, hindi });
const DEPARTMENTS = [
  department(1, 'cardiology', 'Cardiology', 'कार्डियोलॉजी'),
  department(10, 'paediatrics', 'Paediatrics', 'बाल रोग'),
  department(9, 'neurology', 'Neurology', 'न्यूरोलॉजी'),
];
/** A doctor in each department, the paediatrics one twice; names in the language asked for. */
const doctorsIn = (language: string | null) =>
  [...DEPARTMENTS, DEPARTMENTS[1]].map((one, index) => ({
    id: index + 1,
    doctor_name: `Dr. ${index + 1}`,
    department: { id: one?.id, slug: one?.slug, department_name: language === 'hi' ? one?.hindi : one?.english },
  }));
const server = setupServer(
  http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json(SERVICES)),
  http.get(apiPath('/api/doctor/doctor'), ({ request }) =>
    HttpResponse.json(doctorsIn(new URL(request.url).searchParams.get('lang'))),
  ),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const menuButton = (name: string) => screen.getByRole('button', { name });
const listOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('MainMenu on a wide screen (1280px)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('lists the main entries in order, the plain ones linking to their pages', () => {
    renderWithProviders(<MainMenu />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const top = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => [item.firstElementChild?.textContent, item.firstElementChild?.getAttribute('href') ?? null]);
    expect(top).toEqual([
      ['Home', '/'],
      ['Services', null],
      ['About Us', null],
      ['Blog', '/blog'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
      ['I Want To', null],
    ]);
  });

  it('opens a dropdown on hover and closes it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    const about = menuButton('About Us');
    await user.hover(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listOf(about))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Our Doctors', '/our-doctor'],
      ['Appointment', '/appointment'],
      ['Testimonial', '/testimonial'],
      ["FAQ's", '/faq'],
      ['Blood Test', '/blood-test'],
    ]);
    await user.unhover(about.parentElement as HTMLElement);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(about)).not.toBeVisible();
  });

  it('fills the Services dropdown from the API after Our All Services, showing Loading... meanwhile', async () => {
    const gate: { open?: () => void } = {};
    const answered = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    server.use(
      http.get(apiPath('/api/service/service-pages/'), async () => {
        await answered;
        return HttpResponse.json(SERVICES);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    await user.hover(menuButton('Services'));
    const list = listOf(menuButton('Services'));
    expect(within(list).getByText('Loading...')).toBeInTheDocument();
    gate.open?.();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Our All Services', '/services'],
        ['Cardiology', '/services/cardiology'],
        // A service with a topic page leads there: its /services/ twin only redirects.
        ['Home Care', '/homecare'],
        ['Accident & Emergency', '/emergency'],
        // Then each department with doctors and no service page, to its own page.
        ['Paediatrics', '/departments/paediatrics'],
        ['Neurology', '/departments/neurology'],
      ]),
    );
    expect(within(list).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('names the departments in Hindi on a Hindi page, as the API names them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />, { route: '/hi/', language: 'hi' });
    await user.hover(await screen.findByRole('button', { name: 'सेवाएँ' }));
    const list = listOf(screen.getByRole('button', { name: 'सेवाएँ' }));
    expect(await within(list).findByRole('link', { name: 'बाल रोग' })).toHaveAttribute(
      'href',
      '/hi/departments/paediatrics',
    );
    expect(within(list).getByRole('link', { name: 'न्यूरोलॉजी' })).toHaveAttribute('href', '/hi/departments/neurology');
  });

  it('lists the services alone when the doctors cannot be read', async () => {
    server.use(http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    await user.hover(menuButton('Services'));
    const list = listOf(menuButton('Services'));
    expect(await within(list).findByRole('link', { name: 'Cardiology' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Paediatrics' })).not.toBeInTheDocument();
  });

  it.each([
    ['an empty list', () => HttpResponse.json([])],
    ['an answer that is not an array', () => HttpResponse.json({ results: SERVICES })],
    ['a failed request', () => HttpResponse.json({ detail: 'down' }, { status: 503 })],
  ])('says No services available for %s', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiPath('/api/service/service-pages/'), answer));
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    await user.hover(menuButton('Services'));
    const list = listOf(menuButton('Services'));
    expect(await within(list).findByText('No services available')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Our All Services']);
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    const iWantTo = menuButton('I Want To');
    iWantTo.focus();
    await user.keyboard('{Enter}');
    expect(iWantTo).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(iWantTo).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    const links = within(listOf(iWantTo)).getAllByRole('link');
    await waitFor(() => expect(links[0]).toHaveFocus());
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Book Appointment', '/appointment'],
      ['Blood Test', '/blood-test'],
      ['Manage a Booking', '/manage-booking'],
    ]);
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(iWantTo).toHaveAttribute('aria-expanded', 'false');
    expect(iWantTo).toHaveFocus();
  });

  it('closes a dropdown when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    const about = menuButton('About Us');
    about.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(about).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 6; step += 1) await user.tab();
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no accessibility violations with a dropdown open', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MainMenu />);
    await user.click(menuButton('Services'));
    await screen.findByRole('link', { name: 'Cardiology' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('MainMenu on a phone (375px)', () => {
  beforeEach(() => setViewportWidth(375));

  it('collapses behind a Menu toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open dropdowns on hover; a tap opens one and closes the others', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MainMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const services = menuButton('Services');
    const about = menuButton('About Us');
    await user.hover(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the visitor taps outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <MainMenu />
        <p>Page text</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByText('Page text'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MainMenu in Hindi', () => {
  beforeEach(() => setViewportWidth(1280));

  it('names its entries in Hindi, with the same pages at their Hindi addresses', async () => {
    renderWithProviders(<MainMenu />, { language: 'hi' });
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    expect(within(nav).getByRole('button', { name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'ब्लॉग' })).toHaveAttribute('href', '/hi/blog');
  });
});
