import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../testing';
import { RemoteWidget } from './RemoteWidget';
import { loadRemoteModule } from './remoteRuntime';
import { keepServedWidgets, useServedWidget } from './servedWidgets';
import type { WidgetModule, WidgetProps } from './widgets';

// The federation runtime fetches scripts from another server; here it hands over a module.
jest.mock('./remoteRuntime', () => ({ loadRemoteModule: jest.fn() }));
const loadWidget = jest.mocked(loadRemoteModule);

const GRID = 'mfe_services/DoctorsGrid;limit=8';
const SERVED_GRID = '<ul><li><a href="/our-doctor/dr-a">Dr A</a></li><li><a href="/our-doctor/dr-b">Dr B</a></li></ul>';

function LiveGrid({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) {
  const served = useServedWidget();
  return (
    <div>
      <ul>
        <li>
          <a href="/our-doctor/dr-a">Dr A</a>
        </li>
        <li>
          <a href="/our-doctor/dr-b">Dr B</a>
        </li>
      </ul>
      <p>
        live grid of {limit ?? 'all'}, {served ? 'in place of its served HTML' : 'loaded as usual'}
      </p>
    </div>
  );
}

let preloadServed: jest.Mock;

function Page() {
  return (
    <>
      <RemoteWidget id="mfe_services/DoctorsGrid" props={{ limit: 8 }} loading={<p>placeholder</p>} />
      <p>at {useLocation().pathname}</p>
    </>
  );
}

const renderPage = (language: 'en' | 'hi' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { language },
  );

beforeEach(() => {
  preloadServed = jest.fn().mockResolvedValue(undefined);
  loadWidget.mockReset();
  loadWidget.mockResolvedValue({ default: LiveGrid, preloadServed } satisfies WidgetModule<'mfe_services/DoctorsGrid'>);
  keepServedWidgets([{ key: GRID, html: SERVED_GRID, data: {} }], 'en-IN');
});

describe('RemoteWidget served with the page', () => {
  it('shows the served HTML in place of its placeholder, and fetches no code until the visitor moves to it', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('link', { name: 'Dr A' })).toHaveAttribute('href', '/our-doctor/dr-a');
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadWidget).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('link', { name: 'Dr B' }));
    expect(await screen.findByText('live grid of 8, in place of its served HTML')).toBeInTheDocument();
    expect(loadWidget).toHaveBeenCalledWith('mfe_services/DoctorsGrid');
    expect(preloadServed).toHaveBeenCalled();
    // One grid: the live one took the served HTML's place.
    expect(screen.getAllByRole('link', { name: 'Dr A' })).toHaveLength(1);
  });

  it('loads on focus, and the live widget keeps the focus on the same link', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dr B' })).toHaveFocus();
    await screen.findByText(/in place of its served HTML/);
    expect(screen.getByRole('link', { name: 'Dr B' })).toHaveFocus();
  });

  it('a link clicked before the code is in moves the page through the router', async () => {
    const user = userEvent.setup();
    const held: { release?: (module: WidgetModule<'mfe_services/DoctorsGrid'>) => void } = {};
    loadWidget.mockReturnValue(new Promise((resolve) => (held.release = resolve)));
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Dr A' }));
    expect(screen.getByText('at /our-doctor/dr-a')).toBeInTheDocument();
    held.release?.({ default: LiveGrid, preloadServed });
    expect(await screen.findByText(/in place of its served HTML/)).toBeInTheDocument();
  });

  it('keeps the served HTML when the code cannot be loaded: its links still work', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadWidget.mockRejectedValue(new Error('remote down'));
    renderPage();
    await user.hover(screen.getByRole('link', { name: 'Dr A' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Dr A' })).toBeInTheDocument();
    expect(screen.queryByText(/live grid/)).not.toBeInTheDocument();
  });

  it('loads at once, as a widget not served, in a language it was not served in', async () => {
    renderPage('hi');
    expect(await screen.findByText('live grid of 8, loaded as usual')).toBeInTheDocument();
    expect(preloadServed).not.toHaveBeenCalled();
  });

  it('loads at once with props no served variant has, or once its code has loaded in this page', async () => {
    const user = userEvent.setup();
    const otherVariant = renderWithProviders(<RemoteWidget id="mfe_services/DoctorsGrid" props={{ limit: 4 }} />);
    expect(await screen.findByText('live grid of 4, loaded as usual')).toBeInTheDocument();
    otherVariant.unmount();

    const first = renderPage();
    await user.hover(screen.getByRole('link', { name: 'Dr A' }));
    await screen.findByText(/in place of its served HTML/);
    first.unmount();
    renderPage();
    expect(await screen.findByText('live grid of 8, loaded as usual')).toBeInTheDocument();
  });
});
