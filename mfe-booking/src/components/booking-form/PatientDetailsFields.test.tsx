import { screen } from '@testing-library/react';
import {
  contactMessageInitialValues,
  contactMessageSchema,
  doctorAppointmentInitialValues,
  doctorAppointmentSchema,
} from 'contract';
import { KitForm, useKitForm } from 'shared-ui/forms';
import type { FormValues } from 'shared-ui/forms';
import { renderWithProviders } from 'shared-ui/testing';
import { PatientDetailsFields } from './PatientDetailsFields';
import { requiredIn } from './requiredIn';

/** The fieldset alone in a kit form of the given schema. */
function Details<Values extends FormValues>({
  schema,
  initialValues,
}: {
  schema: typeof doctorAppointmentSchema | typeof contactMessageSchema;
  initialValues: Values;
}) {
  const form = useKitForm({ initialValues, schema, onSubmit: () => undefined });
  return (
    <KitForm form={form} aria-label="Details">
      <PatientDetailsFields schema={schema} addressHint="Where we should come." />
    </KitForm>
  );
}

describe("the patient's details", () => {
  it("asks a booking for the patient's name, e-mail, phone and address, each required by the schema", () => {
    renderWithProviders(<Details schema={doctorAppointmentSchema} initialValues={doctorAppointmentInitialValues} />);
    for (const name of [/^Patient Name/, /^Email/, /^Phone/, /^Address/]) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      /We send the confirmation here\./,
    );
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(/Where we should come\./);
  });

  it('asks a message for a name, e-mail and phone only', () => {
    renderWithProviders(<Details schema={contactMessageSchema} initialValues={contactMessageInitialValues} />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Email/ })).not.toHaveAccessibleDescription(/confirmation/);
    expect(screen.queryByRole('textbox', { name: /^Address/ })).not.toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    renderWithProviders(<Details schema={doctorAppointmentSchema} initialValues={doctorAppointmentInitialValues} />, {
      language: 'hi',
    });
    expect(await screen.findByRole('textbox', { name: /^मरीज़ का नाम/ })).toBeInTheDocument();
  });
});

describe('required-ness read from the schema', () => {
  it('follows the values the rules look at', () => {
    expect(requiredIn(doctorAppointmentSchema, 'phone')).toBe(true);
    expect(requiredIn(doctorAppointmentSchema, 'message')).toBe(false);
    expect(requiredIn(doctorAppointmentSchema, 'not_a_field')).toBe(false);
  });
});
