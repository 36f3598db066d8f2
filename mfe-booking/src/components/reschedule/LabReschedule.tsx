import { useId, useState } from 'react';
import type { BookingSummary, LabBookingSummary } from 'contract';
import { fieldIssue, labRescheduleRules } from 'contract/forms';
import { Button, rescheduleLabBooking } from 'shared-ui';
import { DateField, KitForm, SubmitButton, useKitForm } from 'shared-ui/forms';
import { useFormatters, useLanguage, useMessages } from 'shared-ui/i18n';
import { VisitWindowField } from '../booking-form/VisitWindowField';
import { useCollectionPlace } from '../useHomeVisitTime';
import { FocusedFailure } from './FocusedFailure';
import { rescheduleMessages } from './rescheduleMessages';
import type { RescheduleStepProps } from './RescheduleStep';
import styles from './Reschedule.module.css';

export interface LabRescheduleProps extends Omit<RescheduleStepProps, 'booking' | 'onMoved'> {
  booking: LabBookingSummary;
  /** The booking on its new day. */
  onMoved: (booking: BookingSummary) => void;
}

/**
 * Moves a lab test or package booking to another day and, for a home collection, to one of that
 * day's open windows: the lab form's own date and window fields, under the contract's rules. The
 * booking keeps its day until the API has moved it; a problem the API finds is shown on its field.
 */
export function LabReschedule({ booking, access, failureText, onMoved, onClose }: LabRescheduleProps) {
  const t = useMessages(rescheduleMessages);
  const format = useFormatters();
  const { language } = useLanguage();
  const where = useCollectionPlace();
  const headingId = useId();
  const home = booking.collection === 'home';
  const [failure, setFailure] = useState<string | null>(null);

  const form = useKitForm({
    initialValues: { reference: booking.reference, access: access ?? '', date: '', collection_window: '' },
    rules: labRescheduleRules,
    // Only this page knows the booking is at home: its window is needed then.
    validate: (values) =>
      home && !values.collection_window ? { collection_window: fieldIssue('windowRequired') } : {},
    onSubmit: async (payload, actions) => {
      setFailure(null);
      try {
        onMoved(
          await rescheduleLabBooking(
            {
              reference: payload.reference,
              access: payload.access || undefined,
              date: payload.date,
              ...(home && payload.collection_window ? { collection_window: payload.collection_window } : {}),
            },
            language,
          ),
        );
      } catch (error) {
        if (!actions.showApiErrors(error)) setFailure(failureText(error));
      }
    },
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {home ? t('labRescheduleTitleHome') : t('labRescheduleTitle')}
      </h3>
      <p className={styles.intro}>
        {t('labRescheduleIntro', {
          date: format.date(booking.date, 'long'),
          where: where(booking.collection, booking.collection_window),
        })}
      </p>
      <KitForm form={form} aria-labelledby={headingId} className={styles.form}>
        <DateField name="date" label={t('newDay')} required />
        {home ? <VisitWindowField /> : null}
        <FocusedFailure text={failure} className={styles.failure} />
        <div className={styles.actions}>
          <SubmitButton busyText={t('moving')}>{t('moveVisit')}</SubmitButton>
          <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
            {t('keepTime')}
          </Button>
        </div>
      </KitForm>
    </section>
  );
}
