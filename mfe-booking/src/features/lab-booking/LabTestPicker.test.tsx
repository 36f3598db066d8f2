import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import BloodTestPage from './BloodTestPage';

const api = setupMockApi();
jest.setTimeout(30_000);

const picker = () => screen.getByRole('combobox', { name: /^Test/ });
const labSelect = () => screen.getByRole('combobox', { name: /^Lab/ });
const options = () => screen.queryAllByRole('option').filter((option) => option.closest('[role="listbox"]'));
const optionNames = () => options().map((option) => option.textContent);
/** What the page's live regions say now, downshift's status among them. */
const announced = () => screen.getAllByRole('status').map((region) => region.textContent);
const chosenTests = () =>
  within(screen.queryByRole('list', { name: 'Chosen tests' }) ?? document.createElement('ul'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function renderPage() {
  const view = renderWithProviders(<BloodTestPage />, { route: '/blood-test' });
  await waitFor(() => expect(picker()).toBeEnabled());
  await screen.findByRole('option', { name: 'Central Laboratory' });
  return view;
}

describe('the lab test picker', () => {
  it('is a combobox that opens on focus with every test and its price in rupees', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    await user.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Tests' })).toBeVisible();
    expect(optionNames()).toEqual([
      'Complete Blood Count (CBC) ₹350',
      'HbA1c ₹550',
      'Thyroid Profile ₹1,250',
      'Lipid Profile ₹800',
      'Liver Function Test',
    ]);
  });

  it('filters by name whatever the case as the visitor types', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(picker(), 'PROF');
    expect(optionNames()).toEqual(['Thyroid Profile ₹1,250', 'Lipid Profile ₹800']);
  });

  it('is chosen with the keyboard alone: the test, its lab and its price box follow', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tests' })).toHaveFocus();
    await user.tab();
    expect(labSelect()).toHaveFocus();
    await user.tab();
    expect(picker()).toHaveFocus();
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('thyroid');
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await user.keyboard('{Enter}');
    expect(chosenTests()).toEqual(['Thyroid Profile₹1,250']);
    expect(picker()).toHaveValue('');
    expect(picker()).toHaveFocus();
    expect(labSelect()).toHaveDisplayValue('Central Laboratory');
    expect(screen.getByText('Price').parentElement).toHaveTextContent('Price ₹1,250');
    // The arrow opens the list again for the next test: the chosen one is no longer offered.
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Complete Blood Count (CBC) ₹350', 'HbA1c ₹550']);
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    await user.keyboard('{Enter}');
    expect(chosenTests()).toEqual(['Thyroid Profile₹1,250', 'HbA1c₹550']);
    expect(screen.getByText('Price').parentElement).toHaveTextContent('Price ₹1,800');
  });

  it('closes its list after a choice, by click or Enter, off the fields below; typing opens it again', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(picker());
    await user.click(screen.getByRole('option', { name: /^HbA1c/ }));
    expect(chosenTests()).toEqual(['HbA1c₹550']);
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Tests' })).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
    await user.keyboard('thy');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Thyroid Profile ₹1,250']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenTests()).toEqual(['HbA1c₹550', 'Thyroid Profile₹1,250']);
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Tests' })).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
    // A tap on the search, focused already, opens it again.
    await user.click(picker());
    expect(optionNames()).toEqual(['Complete Blood Count (CBC) ₹350']);
  });

  it('shows no price box for a test without a price', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(picker());
    await user.click(screen.getByRole('option', { name: 'Liver Function Test' }));
    expect(chosenTests()).toEqual(['Liver Function Test']);
    expect(labSelect()).toHaveDisplayValue('Imaging Centre');
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
  });

  it("lists only the chosen lab's tests, and drops a test of another lab when the lab changes", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(picker());
    await user.click(screen.getByRole('option', { name: /^HbA1c/ }));
    await user.selectOptions(labSelect(), 'Imaging Centre');
    expect(chosenTests()).toEqual([]);
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
    await user.click(picker());
    expect(optionNames()).toEqual(['Lipid Profile ₹800', 'Liver Function Test']);
  });

  it("says 'No tests found' for the lab and the search, and offers Clear search", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(labSelect(), 'Imaging Centre');
    await user.type(picker(), 'cbc');
    expect(screen.getByText('No tests found for selected lab matching “cbc”')).toBeVisible();
    expect(optionNames()).toEqual(['Clear search']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker()).toHaveValue('');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Lipid Profile ₹800', 'Liver Function Test']);
    await user.type(picker(), 'zzz');
    expect(screen.getByText('No tests found for selected lab matching “zzz”')).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Clear search' }));
    expect(picker()).toHaveValue('');
  });

  it('says No tests found without the lab when any lab is allowed', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(picker(), 'mri');
    expect(screen.getByText('No tests found matching “mri”')).toBeVisible();
  });

  it.each([
    ['en' as const, /^Test/, /^Lab/, 'No tests found for selected lab', 'No tests found matching “mri”'],
    ['hi' as const, /^जाँच/, /^लैब/, 'चुनी गई लैब में कोई जाँच नहीं मिली', '“mri” से मिलती कोई जाँच नहीं मिली'],
  ])(
    'in %s, says and announces one whole sentence when nothing matches',
    async (language, test, lab, noneAtLab, noMatch) => {
      const user = userEvent.setup();
      // A lab that does no tests, so its empty list shows before anything is typed.
      api.use(
        http.get(apiPath('/api/lab/lab/'), () =>
          HttpResponse.json([
            { id: 1, lab_name: 'Central Laboratory', home_collection: true },
            { id: 9, lab_name: 'Radiology Annexe', home_collection: false },
          ]),
        ),
      );
      renderWithProviders(<BloodTestPage />, { route: '/blood-test', language });
      await screen.findByRole('option', { name: 'Radiology Annexe' });
      const search = () => screen.getByRole('combobox', { name: test });
      await waitFor(() => expect(search()).toBeEnabled());
      // The picker's code is in (it opens its list) before anything is typed.
      await user.click(search());
      await waitFor(() => expect(search()).toHaveAttribute('aria-expanded', 'true'));

      await user.type(search(), 'mri');
      expect(screen.getByTestId('no-tests')).toHaveTextContent(new RegExp(`^${noMatch}$`));
      // Said once the list settles (downshift waits 200 ms after the last key), for half a second.
      await waitFor(() => expect(announced()).toContain(noMatch), { timeout: 3000, interval: 20 });

      await user.clear(search());
      await user.selectOptions(screen.getByRole('combobox', { name: lab }), 'Radiology Annexe');
      await user.click(search());
      expect(screen.getByTestId('no-tests')).toHaveTextContent(new RegExp(`^${noneAtLab}$`));
      await waitFor(() => expect(announced()).toContain(noneAtLab), { timeout: 3000, interval: 20 });
    },
  );

  it('closes on Escape, on its Close button and on a click outside', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(picker());
    await user.keyboard('{Escape}');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(picker()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a clear (x) button once chosen, which empties the test and its price', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(picker());
    await user.click(screen.getByRole('option', { name: /^Thyroid Profile/ }));
    expect(screen.getByText('Price')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Test' }));
    expect(chosenTests()).toEqual([]);
    expect(picker()).toHaveValue('');
    expect(picker()).toHaveFocus();
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
  });

  it('announces the number of tests and the choice (status messages)', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(picker(), 'lipid');
    await waitFor(() =>
      expect(screen.getByText('1 test available. Press Enter to choose it.', { ignore: 'script' })).toBeInTheDocument(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByText('Lipid Profile chosen.')).toBeInTheDocument());
  });

  it('says when the tests are loading or failed to load, with a Retry', async () => {
    const user = userEvent.setup();
    api.use(http.get(apiPath('/api/lab/lab-tests/'), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<BloodTestPage />, { route: '/blood-test' });
    expect(picker()).toHaveAttribute('placeholder', 'Loading tests...');
    expect(picker()).toBeDisabled();
    expect(picker()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('The tests could not be loaded.')).toBeInTheDocument();
    expect(picker()).toBeDisabled();
    expect(picker()).not.toHaveAttribute('aria-busy');
    api.resetHandlers();
    await user.click(within(screen.getByText('The tests could not be loaded.')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(picker()).toBeEnabled());
  });

  it('says No tests available, and takes no search, when the API lists none', async () => {
    api.use(http.get(apiPath('/api/lab/lab-tests/'), () => HttpResponse.json([])));
    renderWithProviders(<BloodTestPage />, { route: '/blood-test' });
    await waitFor(() => expect(picker()).toHaveAttribute('placeholder', 'No tests available'));
    expect(picker()).toBeDisabled();
    expect(screen.queryByText('The tests could not be loaded.')).not.toBeInTheDocument();
  });

  it('has no accessibility violations while open, empty or chosen', async () => {
    const user = userEvent.setup();
    const { container } = await renderPage();
    await user.click(picker());
    expect(await axe(container)).toHaveNoViolations();
    await user.type(picker(), 'zzz');
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('option', { name: /^HbA1c/ }));
    expect(chosenTests()).toEqual(['HbA1c₹550']);
    expect(await axe(container)).toHaveNoViolations();
  });
});
