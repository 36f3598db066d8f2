import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FIELD_ERROR_TEXTS, PRESCRIPTION_ACCEPT } from 'contract';
import { renderWithProviders } from '../../testing';
import { loadFieldErrorTexts } from '../fieldErrorTexts';
import { PrescriptionField } from './PrescriptionField';

describe('PrescriptionField', () => {
  // In a page its KitForm fetches them at the first focus or press, before a file can be chosen.
  beforeAll(() => loadFieldErrorTexts());

  it("accepts the contract's types and refuses others with the contract's words", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = jest.fn();
    const { container } = renderWithProviders(
      <PrescriptionField name="prescription" label="Prescription (optional)" value={null} onChange={onChange} />,
    );
    const input = screen.getByLabelText('Prescription (optional)');
    expect(input).toHaveAttribute('accept', PRESCRIPTION_ACCEPT);
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(input).toHaveAccessibleDescription(FIELD_ERROR_TEXTS.prescriptionType);
    await user.upload(input, new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription(FIELD_ERROR_TEXTS.prescriptionSize);
    const scan = new File(['%PDF'], 'rx.pdf', { type: 'application/pdf' });
    await user.upload(input, scan);
    expect(onChange).toHaveBeenLastCalledWith(scan);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses in Hindi when the page is in Hindi', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(
      <PrescriptionField name="prescription" label="पर्चा" value={null} onChange={() => undefined} />,
      {
        language: 'hi',
      },
    );
    await user.upload(screen.getByLabelText('पर्चा'), new File([''], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('फ़ाइल खाली है। कृपया इसे फिर से चुनें')).toBeInTheDocument();
  });
});
