import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { SiteLink } from '../components/SiteLink/SiteLink';
import { siteHref } from '../config/siteHref';
import { defineMessages } from '../i18n/defineMessages';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { LanguageSwitch } from '../i18n/LanguageSwitch/LanguageSwitch';
import { useMessages } from '../i18n/useMessages';
import { renderWithProviders } from '../testing';
import { SiteRouter, arriveInRememberedLanguage } from './SiteRouter';

const loadHindi = jest.fn(async () => ({ default: { heading: 'डॉक्टर', name: 'आपका नाम' } }));
const messages = defineMessages({ en: { heading: 'Doctor', name: 'Your name' }, hi: loadHindi });

/** A page with a route parameter, a field the visitor types into, and a link to another page. */
function DoctorPage() {
  const t = useMessages(messages);
  const { doctorSlug } = useParams();
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <h1>
        {t('heading')} {doctorSlug}
      </h1>
      <p>
        at {pathname}
        {search}
        {hash}
      </p>
      <label>
        {t('name')} <input />
      </label>
      <SiteLink to={siteHref('/appointment')}>Book</SiteLink>
    </>
  );
}

const site = (
  <>
    <LanguageSwitch />
    <Routes>
      <Route path="/our-doctor/:doctorSlug" element={<DoctorPage />} />
    </Routes>
  </>
);

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
});

describe("the site's router: the address decides the language", () => {
  it('routes an English address in English', async () => {
    renderWithProviders(site, { route: '/our-doctor/asha-rao' });
    expect(await screen.findByRole('heading', { name: 'Doctor asha-rao' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/appointment');
    expect(loadHindi).not.toHaveBeenCalled();
  });

  it('routes a /hi address as the same page in Hindi, its links staying in Hindi', async () => {
    renderWithProviders(site, { route: '/hi/our-doctor/asha-rao' });
    expect(await screen.findByRole('heading', { name: 'डॉक्टर asha-rao' })).toBeInTheDocument();
    expect(screen.getByText('at /our-doctor/asha-rao')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/hi/appointment');
  });

  it('switches to the same page in the other language: query, hash and typed values kept, Back returns', async () => {
    const user = userEvent.setup();
    const { history } = renderWithProviders(site, { route: '/our-doctor/asha-rao?day=2#fees' });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Sunita');

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'डॉक्टर asha-rao' })).toBeInTheDocument();
    expect(history.location).toMatchObject({ pathname: '/hi/our-doctor/asha-rao', search: '?day=2', hash: '#fees' });
    expect(history.index).toBe(1);
    expect(screen.getByRole('textbox', { name: 'आपका नाम' })).toHaveValue('Sunita');
    expect(screen.getByText('at /our-doctor/asha-rao?day=2#fees')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Doctor asha-rao' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/our-doctor/asha-rao');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sunita');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('moves into Hindi once the Hindi of every part on screen is in: no part is left in English', async () => {
    const footerHindi: { arrive?: (texts: { default: { note: string } }) => void } = {};
    const footerMessages = defineMessages({
      en: { note: 'Open all day' },
      hi: () => new Promise<{ default: { note: string } }>((resolve) => (footerHindi.arrive = resolve)),
    });
    function Footer() {
      return <p>{useMessages(footerMessages)('note')}</p>;
    }
    const user = userEvent.setup();
    const { history } = renderWithProviders(
      <>
        {site}
        <Footer />
      </>,
      { route: '/our-doctor/asha-rao' },
    );
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(history.location.pathname).toBe('/hi/our-doctor/asha-rao');
    // The footer's Hindi is still on its way: the page stays as it was, all in English, and the
    // switch shows the choice taken and that it is under way.
    expect(screen.getByRole('heading', { name: 'Doctor asha-rao' })).toBeInTheDocument();
    expect(screen.getByText('Open all day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Language' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => footerHindi.arrive?.({ default: { note: 'पूरे दिन खुला' } }));
    expect(await screen.findByRole('heading', { name: 'डॉक्टर asha-rao' })).toBeInTheDocument();
    expect(screen.getByText('पूरे दिन खुला')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'भाषा' })).not.toHaveAttribute('aria-busy');
  });

  it('still switches when the browser refuses storage', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { history } = renderWithProviders(site, { route: '/our-doctor/asha-rao' });
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(history.location.pathname).toBe('/hi/our-doctor/asha-rao');
    setItem.mockRestore();
  });

  it("routes the browser's address, in its language", async () => {
    window.history.replaceState(null, '', '/hi/our-doctor/asha-rao');
    render(<SiteRouter>{site}</SiteRouter>);
    expect(await screen.findByRole('heading', { name: 'डॉक्टर asha-rao' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(window.location.pathname).toBe('/our-doctor/asha-rao');
    expect(await screen.findByRole('heading', { name: 'Doctor asha-rao' })).toBeInTheDocument();
  });
});

/** Arrives at `url` as a navigation of `type`, and says where the visitor is then. */
const arriveAt = (url: string, type: NavigationTimingType = 'navigate') => {
  window.history.replaceState({ idx: 0 }, '', url);
  // jsdom keeps no navigation timing: the browser's entry for this arrival.
  Object.defineProperty(window.performance, 'getEntriesByType', {
    configurable: true,
    value: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []),
  });
  arriveInRememberedLanguage(window);
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
};

describe('arriving with a remembered language', () => {
  it('takes the visitor to the same page in their language, in place of the address they came to', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const entries = window.history.length;
    expect(arriveAt('/about?from=whatsapp#team')).toBe('/hi/about?from=whatsapp#team');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 0 });
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(arriveAt('/hi')).toBe('/');
  });

  it('leaves the address alone with no remembered choice, or on a reload or Back', () => {
    expect(arriveAt('/about')).toBe('/about');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(arriveAt('/about', 'reload')).toBe('/about');
    expect(arriveAt('/about', 'back_forward')).toBe('/about');
    expect(arriveAt('/hi/about')).toBe('/hi/about');
  });
});
