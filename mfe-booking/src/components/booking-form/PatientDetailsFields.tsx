import { LIMITS } from 'contract/forms';
import type { PatientDetails } from 'contract';
import type { FormRules } from 'contract/forms';
import type { AnyObjectSchema } from 'yup';
import { TextAreaField, TextField } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { patientMessages } from './patientMessages';
import { PrefillFromAccount } from './PrefillFromAccount';
import frame from './BookingFormFrame.module.css';

/**
 * The fields of the block a form's schema must have (a form without them does not compile): a
 * booking's are the contract's patient shape; a message or an account asks the same but an address.
 */
type PatientShape = { [Name in keyof PatientDetails]: unknown } | { name: unknown; email: unknown; phone: unknown };

export interface PatientDetailsFieldsProps<Schema extends AnyObjectSchema & { fields: PatientShape }> {
  /** The form's rules: they name the schema's fields and say which are required. */
  rules: FormRules<Schema>;
  /** Said under the address where the form needs more than a postal address (a home visit's). */
  addressHint?: string | undefined;
}

/** A booking starts with the signed-in account's details (a message or an account form does not). */
const BOOKING_PREFILL = { patient_name: 'name', email: 'email', phone: 'phone' } as const;

/**
 * Who the booking or message is for: name, e-mail, phone and, for a booking, address. A booking's
 * schema names the patient (`patient_name`) and has an address; its confirmation goes to the e-mail.
 */
export function PatientDetailsFields<Schema extends AnyObjectSchema & { fields: PatientShape }>({
  rules,
  addressHint,
}: PatientDetailsFieldsProps<Schema>) {
  const t = useMessages(patientMessages);
  const fields: readonly string[] = rules.fields;
  const booking = fields.includes('address');
  const nameField = fields.includes('patient_name') ? 'patient_name' : 'name';
  const required = (name: string) => (rules.required as readonly string[]).includes(name);
  return (
    <>
      {booking ? <PrefillFromAccount fields={BOOKING_PREFILL} /> : null}
      <TextField
        name={nameField}
        label={t(nameField === 'patient_name' ? 'patientName' : 'name')}
        autoComplete="name"
        required={required(nameField)}
        clearable
      />
      <TextField
        name="email"
        type="email"
        label={t('email')}
        hint={booking ? t('emailHint') : undefined}
        required={required('email')}
        clearable
      />
      <TextField
        name="phone"
        type="tel"
        label={t('phone')}
        hint={t('phoneHint')}
        maxLength={LIMITS.phoneTypedMax}
        required={required('phone')}
        clearable
        className={frame.short}
      />
      {booking ? (
        <TextAreaField
          name="address"
          label={t('address')}
          hint={addressHint}
          autoComplete="street-address"
          rows={3}
          required={required('address')}
          clearable
        />
      ) : null}
    </>
  );
}

/** The patient's age in years, where the form asks for it (a lab test, an account). */
export function PatientAgeField() {
  const t = useMessages(patientMessages);
  return (
    <TextField
      name="age"
      type="number"
      label={t('age')}
      hint={t('ageHint')}
      maxLength={3}
      required
      clearable
      className={frame.short}
    />
  );
}
