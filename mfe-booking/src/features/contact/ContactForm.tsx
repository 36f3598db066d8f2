import { useMemo, useState } from 'react';
import { ApiError, sendContactMessage } from 'shared-ui';
import { contactMessageInitialValues, contactMessageRules } from 'contract/forms';
import type { ContactMessageFormValues } from 'contract';
import { TextAreaField, TextField, isKnownFieldIssue, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import type { Banner } from '../../components/FormBanner';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import { PatientDetailsFields } from '../../components/booking-form/PatientDetailsFields';
import { requestAnswer, useRequestMessage } from '../../components/useRequestMessage';
import { contactMessages } from './contactMessages';

export interface ContactFormProps {
  /** The form's heading; the contact page's own ("Send Us a Message") unless given. */
  heading?: string | undefined;
  /** Pre-fills the subject (a page that knows the topic). */
  subject?: string | undefined;
  /** Pre-fills the e-mail address. */
  email?: string | undefined;
}

/** A record's entries whose values pass the check. */
const entriesOf = <Value,>(record: unknown, check: (value: unknown) => value is Value): Record<string, Value> =>
  typeof record === 'object' && record !== null
    ? Object.fromEntries(Object.entries(record).filter((entry): entry is [string, Value] => check(entry[1])))
    : {};

/**
 * What the API may add to a refusal beside `error`: a 400's field texts and their codes (checked
 * against the vocabulary the form fetched with its schema before sending).
 */
const fieldProblemsOf = (result: object) => ({
  fieldErrors: entriesOf('errors' in result ? result.errors : undefined, (value) => typeof value === 'string'),
  fieldIssues: entriesOf('issues' in result ? result.issues : undefined, isKnownFieldIssue),
});

/**
 * The contact form: name, e-mail, phone, subject and message checked by the shared rules in their
 * order, 'SENDING...' while it goes, then a banner with the server's answer; cleared on success.
 */
export function ContactForm({ heading, subject = '', email = '' }: ContactFormProps) {
  const t = useMessages(contactMessages);
  const requestMessage = useRequestMessage();
  const [banner, setBanner] = useState<Banner | null>(null);

  const initialValues = useMemo<ContactMessageFormValues>(
    () => ({ ...contactMessageInitialValues, subject, email }),
    [subject, email],
  );

  const form = useKitForm({
    initialValues,
    rules: contactMessageRules,
    onSubmit: async (payload, actions) => {
      setBanner(null);
      try {
        const result = await sendContactMessage(payload);
        if (result.success) {
          actions.reset(contactMessageInitialValues);
          setBanner({ tone: 'success', text: requestMessage(requestAnswer(result), t('thanks')) });
          return;
        }
        const problems = fieldProblemsOf(result);
        if (Object.keys(problems.fieldErrors).length > 0) {
          actions.showApiErrors(new ApiError(result.error, { status: 400, ...problems }));
        }
        setBanner({ tone: 'error', text: requestMessage(requestAnswer(result), t('failed')) });
      } catch (error) {
        const noAnswer = error instanceof ApiError && error.isNetworkError;
        setBanner({
          tone: 'error',
          text: noAnswer ? t('networkError') : requestMessage(requestAnswer(error), t('failed')),
        });
      }
    },
  });

  return (
    <BookingFormFrame
      form={form}
      title={heading ?? t('formTitle')}
      intro={t('formIntro')}
      consent="contact"
      submit={t('send')}
      busyText={t('sending')}
      outcome={{ banner }}
    >
      <PatientDetailsFields rules={contactMessageRules} />
      <TextField name="subject" label={t('subject')} required clearable />
      <TextAreaField name="message" label={t('message')} hint={t('messageHint')} rows={5} required clearable />
    </BookingFormFrame>
  );
}
