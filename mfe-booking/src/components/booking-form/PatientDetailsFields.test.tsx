import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignedInAccount } from 'contract';
import { doctorAppointmentSchema } from 'contract';
import type { contactMessageSchema } from 'contract';
import {
  contactMessageInitialValues,
  contactMessageRules,
  doctorAppointmentInitialValues,
  doctorAppointmentRules,
} from 'contract/forms';
import type { FormRules } from 'contract/forms';
import { KitForm, useKitForm } from 'shared-ui/forms';
import type { FormValues } from 'shared-ui/forms';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import { PatientDetailsFields } from './PatientDetailsFields';
import { requiredIn } from './requiredIn';

// Nobody is signed in unless a test says so.
const api = setupMockApi();

/** The fieldset alone in a kit form of the given rules. */
function Details<Values extends FormValues>({
  rules,
  initialValues,
}: {
  rules: FormRules<ReturnType<typeof doctorAppointmentSchema> | ReturnType<typeof contactMessageSchema>>;
  initialValues: Values;
}) {
  const form = useKitForm({ initialValues, rules, onSubmit: () => undefined });
  return (
    <KitForm form={form} aria-label="Details">
      <PatientDetailsFields rules={rules} addressHint="Where we should come." />
    </KitForm>
  );
}

describe("the patient's details", () => {
  it("asks a booking for the patient's name, e-mail, phone and address, each required by the schema", () => {
    renderWithProviders(<Details rules={doctorAppointmentRules} initialValues={doctorAppointmentInitialValues} />);
    for (const name of [/^Patient Name/, /^Email/, /^Phone/, /^Address/]) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      /We send the confirmation here\./,
    );
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(/Where we should come\./);
  });

  it('asks a message for a name, e-mail and phone only', () => {
    renderWithProviders(<Details rules={contactMessageRules} initialValues={contactMessageInitialValues} />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Email/ })).not.toHaveAccessibleDescription(/confirmation/);
    expect(screen.queryByRole('textbox', { name: /^Address/ })).not.toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    renderWithProviders(<Details rules={doctorAppointmentRules} initialValues={doctorAppointmentInitialValues} />, {
      language: 'hi',
    });
    expect(await screen.findByRole('textbox', { name: /^मरीज़ का नाम/ })).toBeInTheDocument();
  });
});

describe('required-ness read from the schema', () => {
  it('follows the values the rules look at', () => {
    expect(requiredIn(doctorAppointmentSchema(), 'phone')).toBe(true);
    expect(requiredIn(doctorAppointmentSchema(), 'message')).toBe(false);
    expect(requiredIn(doctorAppointmentSchema(), 'not_a_field')).toBe(false);
  });
});

describe('signed in', () => {
  const account: SignedInAccount = {
    id: 7,
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '9876543210',
    login_id: 'asha34',
    email_confirmed: true,
  };
  beforeEach(() => api.use(http.get(apiPath('/api/account/session/'), () => HttpResponse.json(account))));

  it("starts a booking with the account's name, e-mail and phone, which the patient can still change", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Details rules={doctorAppointmentRules} initialValues={doctorAppointmentInitialValues} />);
    const name = screen.getByRole('textbox', { name: /^Patient Name/ });
    await waitFor(() => expect(name).toHaveValue('Asha Verma'));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.in');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('');
    await user.clear(name);
    await user.type(name, 'Ravi Verma');
    expect(name).toHaveValue('Ravi Verma');
  });

  it('keeps what the patient typed before the account arrived', async () => {
    let answer: ((response: Response) => void) | undefined;
    api.use(http.get(apiPath('/api/account/session/'), () => new Promise<Response>((resolve) => (answer = resolve))));
    const user = userEvent.setup();
    renderWithProviders(<Details rules={doctorAppointmentRules} initialValues={doctorAppointmentInitialValues} />);
    await user.type(screen.getByRole('textbox', { name: /^Patient Name/ }), 'Ravi Verma');
    answer?.(HttpResponse.json(account));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.in'));
    expect(screen.getByRole('textbox', { name: /^Patient Name/ })).toHaveValue('Ravi Verma');
  });

  it('leaves a message form empty', async () => {
    renderWithProviders(<Details rules={contactMessageRules} initialValues={contactMessageInitialValues} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    for (const name of [/^Name/, /^Email/, /^Phone/]) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
  });
});

describe('signed out', () => {
  it('starts a booking empty', async () => {
    renderWithProviders(<Details rules={doctorAppointmentRules} initialValues={doctorAppointmentInitialValues} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: /^Patient Name/ })).toHaveValue('');
  });
});
