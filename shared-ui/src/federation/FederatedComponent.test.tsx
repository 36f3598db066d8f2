import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../testing';
import { FederatedComponent } from './FederatedComponent';
import { REMOTE_UNAVAILABLE_TEXT } from './RemoteFallback';

const Page = () => <h1>Doctors</h1>;
let broken = true;
function CrashesWhileBroken() {
  if (broken) throw new Error('render failed');
  return <h1>Recovered</h1>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('FederatedComponent', () => {
  it('shows the loading state, then the loaded component', async () => {
    render(
      <FederatedComponent
        moduleKey="ok"
        load={() => Promise.resolve({ default: Page })}
        loading={<p>Loading page...</p>}
      />,
    );
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Doctors' })).toBeInTheDocument();
  });

  it("says it is loading in the page's language when given nothing else to show", async () => {
    renderWithProviders(
      <FederatedComponent moduleKey="slow" load={() => new Promise<{ default: typeof Page }>(() => undefined)} />,
      {
        language: 'hi',
      },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('लोड हो रहा है...');
  });

  it('renders a component whose code is already in at once, with no loading state, and never loads it', () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    render(
      <FederatedComponent moduleKey="in" load={load} loaded={{ default: Page }} loading={<p>Loading page...</p>} />,
    );
    // In the first commit: no loading state shown before it.
    expect(screen.getByRole('heading', { name: 'Doctors' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed load inside its region, and Retry loads again without a page reload', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValueOnce({ default: Page });
    render(
      <>
        <p>Header stays</p>
        <FederatedComponent moduleKey="flaky" load={load} />
      </>,
    );
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Doctors' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a crash while rendering, and recovers on Retry', async () => {
    const user = userEvent.setup();
    broken = true;
    render(<FederatedComponent moduleKey="crash" load={() => Promise.resolve({ default: CrashesWhileBroken })} />);
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('says in the console, and shows the fallback, when the remote needs a newer shared-ui than the page has', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.2.0 from shell of shared singleton module shared-ui does not satisfy the requirement of mfe_booking which needs ^1.3.0)',
    );
    render(
      <FederatedComponent
        moduleKey="mfe_booking:/contact"
        load={() => Promise.reject<{ default: typeof Page }>(refusal)}
      />,
    );
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'mfe_booking:/contact cannot run on this page: mfe_booking needs shared-ui ^1.3.0, but this page has shared-ui 1.2.0 from shell. ' +
        'Its region shows the fallback until shell is released with shared-ui ^1.3.0: ship the shell before the remote.',
    );
  });

  it('has an accessible fallback', async () => {
    const { container } = render(
      <main>
        <FederatedComponent moduleKey="down" load={() => Promise.reject<{ default: typeof Page }>(new Error('down'))} />
      </main>,
    );
    await screen.findByText(REMOTE_UNAVAILABLE_TEXT);
    expect(await axe(container)).toHaveNoViolations();
  });
});
