import { useCallback, useState } from 'react';
import { requestBookingCode } from 'shared-ui';
import { manageBookingInitialValues, manageBookingRules } from 'contract/forms';
import type { BookingCodeRequest, ManageBookingFormValues, MessageResponse } from 'contract';
import { ErrorSummary, TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import { manageMessages } from './manageMessages';
import { useManageErrorText } from './useManageErrorText';
import styles from './ManageBooking.module.css';

/** A reference in the new form, valid with its check character, to show what one looks like. */
export const REFERENCE_EXAMPLE = 'APT-7K3QD-M9X21';

export interface FindStepProps {
  /** What was typed before, when the visitor comes back from the code step. */
  initialValues?: ManageBookingFormValues;
  /** Why the page shows this step instead of a booking (a signed link that no longer works). */
  notice: string | null;
  /** Give the heading the focus: the visitor came back to this step. */
  focusHeading: boolean;
  /** The code is on its way (or would be, for details that match no booking): the API's words. */
  onCodeSent: (request: BookingCodeRequest, sent: MessageResponse) => void;
  /** The look-up has begun: the next steps' code can load meanwhile. */
  onStart: () => void;
}

/** Step one: the reference and the phone or e-mail; the API e-mails a code when they match a booking. */
export function FindStep({ initialValues, notice, focusHeading, onCodeSent, onStart }: FindStepProps) {
  const t = useMessages(manageMessages);
  const errorText = useManageErrorText();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useKitForm({
    initialValues: initialValues ?? manageBookingInitialValues,
    rules: manageBookingRules,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      try {
        onCodeSent(payload, await requestBookingCode(payload));
      } catch (error) {
        if (!actions.showApiErrors(error)) setFailure(errorText(error, 'code'));
      }
    },
  });

  const focusOnShow = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (heading && focusHeading) heading.focus();
    },
    [focusHeading],
  );

  return (
    <BookingFormFrame
      form={form}
      title={t('formTitle')}
      intro={t('formIntro')}
      headingRef={focusOnShow}
      layout="step"
      lead={
        notice ? (
          <div className={styles.notice}>
            <ErrorSummary focusKey={1} errors={[{ fieldId: form.binding.fieldId('reference'), message: notice }]} />
          </div>
        ) : null
      }
      submit={t('find')}
      busyText={t('finding')}
      outcome={{ banner: failure === null ? null : { tone: 'error', text: failure } }}
      onStart={onStart}
    >
      <TextField
        name="reference"
        label={t('reference')}
        hint={t('referenceHint', { example: REFERENCE_EXAMPLE })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        clearable
      />
      <TextField
        name="contact"
        label={t('contact')}
        hint={t('contactHint')}
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        clearable
      />
      <p className={styles.privacy}>{t('privacy')}</p>
    </BookingFormFrame>
  );
}
