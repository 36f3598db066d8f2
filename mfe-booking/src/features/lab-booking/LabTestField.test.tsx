import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type * as I18n from 'shared-ui/i18n';
import { renderWithProviders, setupMockApi } from 'shared-ui/testing';
import BloodTestPage from './BloodTestPage';

setupMockApi();
jest.setTimeout(30_000);

// The picker's code is held back until the test lets it come, as a slow phone's network would.
let mockPickerEvaluated = false;
let mockRelease: () => void = () => undefined;
const mockGate = new Promise<void>((resolve) => {
  mockRelease = resolve;
});
jest.mock('./LabTestPicker', () => {
  mockPickerEvaluated = true;
  return jest.requireActual('./LabTestPicker');
});
jest.mock('shared-ui/i18n', () => {
  const actual = jest.requireActual<typeof I18n>('shared-ui/i18n');
  return {
    ...actual,
    withPageTexts: async <T,>(code: Promise<T>): Promise<T> => {
      const loaded = await actual.withPageTexts(code);
      if (loaded && typeof loaded === 'object' && 'LabTestPicker' in loaded) await mockGate;
      return loaded;
    },
  };
});

const picker = () => screen.getByRole('combobox', { name: /^Test/ });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Tests' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('the Test field before its picker', () => {
  it('comes without the picker, keeps a search typed before the picker, which then opens on it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BloodTestPage />, { route: '/blood-test' });
    await waitFor(() => expect(picker()).toBeEnabled());
    await screen.findByRole('option', { name: 'Central Laboratory' });
    // The page is whole and the field ready without the picker's code.
    expect(mockPickerEvaluated).toBe(false);
    expect(picker()).toHaveAttribute('placeholder', 'Search for a test');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(picker());
    await user.keyboard('thyr');
    expect(mockPickerEvaluated).toBe(true);
    expect(picker()).toHaveValue('thyr');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');

    mockRelease();
    await waitFor(() => expect(picker()).toHaveAttribute('aria-expanded', 'true'));
    expect(picker()).toHaveValue('thyr');
    expect(picker()).toHaveFocus();
    expect(optionNames()).toEqual(['Thyroid Profile ₹1,250']);
    await user.keyboard('oid{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Thyroid Profile' })).toBeInTheDocument();
  });
});
