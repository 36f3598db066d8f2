import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessageInitialValues, contactMessageRules } from 'contract/forms';
import { TextAreaField, TextField, useKitForm } from 'shared-ui/forms';
import { renderWithProviders } from 'shared-ui/testing';
import type { Banner } from '../FormBanner';
import { BookingFormFrame } from './BookingFormFrame';
import { PatientDetailsFields } from './PatientDetailsFields';

jest.setTimeout(20_000);

/** A form of the remote as the contact page writes it: its fields in the frame, a banner outcome. */
function MessageForm({ answer }: { answer: Banner }) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const form = useKitForm({
    initialValues: contactMessageInitialValues,
    rules: contactMessageRules,
    onSubmit: () => setBanner(answer),
  });
  return (
    <BookingFormFrame
      form={form}
      title="Write to us"
      intro="All fields are required."
      consent="contact"
      submit="Send"
      outcome={{ banner }}
    >
      <PatientDetailsFields rules={contactMessageRules} />
      <TextField name="subject" label="Subject" required />
      <TextAreaField name="message" label="Message" required />
    </BookingFormFrame>
  );
}

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Verma');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Visiting hours');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'When may I visit?');
};

describe('the form frame of the booking remote', () => {
  it('names its form by the heading and focuses the error summary when a submit fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageForm answer={{ tone: 'success', text: 'Sent.' }} />);
    const form = screen.getByRole('form', { name: 'Write to us' });
    expect(form).toBeInTheDocument();
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not send without the consent box ticked, and shows the outcome beside the button once it is', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageForm answer={{ tone: 'success', text: 'Sent.' }} />);
    await fill(user);
    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    expect(consent).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      /agree to the privacy notice/i,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent.');
  });

  it('announces a failure at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageForm answer={{ tone: 'error', text: 'Not sent.' }} />);
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent.');
  });
});
