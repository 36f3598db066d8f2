import { screen } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from 'shared-ui/testing';
import { pages } from './routes';

/** Devanagari: a page in Hindi shows it in its heading or its buttons. */
const HINDI = /[\u0900-\u097F]/;

// The topic pages ask the API for their packages and departments.
setupMockApi();

const PAGES_WITH_HINDI_TITLES = [
  '/homecare',
  '/healthcheck',
  '/emergency',
  '/diabetes',
  '/gallery',
  '/testimonial',
  '/faq',
  '/blog',
  '/about',
] as const;

beforeEach(() => {
  // Pages with another remote's widget log its failure to load; that is not what is tested here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('every content page in Hindi', () => {
  it.each(PAGES_WITH_HINDI_TITLES)('%s is titled and labelled in Hindi once Hindi is chosen', async (path) => {
    const load = pages[path];
    if (!load) throw new Error(`no page for ${path}`);
    const { default: Page } = await load();
    renderWithProviders(<Page />, { route: path, language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: HINDI })).toBeInTheDocument();
  });

  it('the home page’s hero speaks Hindi', async () => {
    const load = pages['/'];
    if (!load) throw new Error('no home page');
    const { default: Home } = await load();
    renderWithProviders(<Home />, { route: '/', language: 'hi' });
    expect(await screen.findByRole('link', { name: /^और पढ़ें/ })).toHaveAttribute('href', '/hi/contact');
    expect(await screen.findByText('आपकी सेहत, हमारी प्राथमिकता, चौबीसों घंटे')).toBeInTheDocument();
  });

  it('loads the long-form content in Hindi too (the emergency page’s prose)', async () => {
    const load = pages['/emergency'];
    if (!load) throw new Error('no page');
    const { default: Page } = await load();
    renderWithProviders(<Page />, { route: '/emergency', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'आपात स्थिति में, अभी कॉल करें' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'आपातकालीन सुविधाएँ और वे कब उपलब्ध हैं' })).toBeInTheDocument();
  });

  it('stays in English by default', async () => {
    const load = pages['/emergency'];
    if (!load) throw new Error('no page');
    const { default: Page } = await load();
    renderWithProviders(<Page />, { route: '/emergency' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accident & Emergency');
  });
});
