import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { FileField, isAcceptedFile } from './FileField';

const ACCEPT = 'image/jpeg,.jpg,.jpeg,application/pdf,.pdf';
const MB = 1024 * 1024;

function Prescription({ onFile }: { onFile: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      name="prescription"
      label="Prescription"
      accept={ACCEPT}
      maxBytes={5 * MB}
      clearable
      value={file}
      onChange={(chosen) => {
        setFile(chosen);
        onFile(chosen);
      }}
    />
  );
}

const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

describe('FileField', () => {
  it('takes a file of an accepted type and size, and clears it', async () => {
    const user = userEvent.setup();
    const onFile = jest.fn();
    render(<Prescription onFile={onFile} />);
    const input = screen.getByLabelText('Prescription');
    expect(input).toHaveAttribute('accept', ACCEPT);
    const pdf = file('rx.pdf', 'application/pdf');
    await user.upload(input, pdf);
    expect(onFile).toHaveBeenLastCalledWith(pdf);
    await user.click(screen.getByRole('button', { name: 'Clear Prescription' }));
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(input).toHaveFocus();
  });

  it('refuses a wrong type, a file over the limit and an empty file, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFile = jest.fn();
    render(<Prescription onFile={onFile} />);
    const input = screen.getByLabelText('Prescription');
    await user.upload(input, file('notes.exe', 'application/x-msdownload'));
    expect(input).toHaveAccessibleDescription('Please choose a file of one of these types: JPG, JPEG, PDF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, file('scan.jpg', 'image/jpeg', 5 * MB + 1));
    expect(input).toHaveAccessibleDescription('The file must be at most 5 MB');
    await user.upload(input, file('empty.pdf', 'application/pdf', 0));
    expect(input).toHaveAccessibleDescription('The file is empty. Please choose it again');
    expect(onFile.mock.calls).toEqual([[null], [null], [null]]);
  });

  it('matches MIME types, wildcards and extensions', () => {
    expect(isAcceptedFile(file('a.PDF', ''), '.pdf')).toBe(true);
    expect(isAcceptedFile(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(isAcceptedFile(file('a.png', 'image/png'), 'application/pdf,.pdf')).toBe(false);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Prescription onFile={() => undefined} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
