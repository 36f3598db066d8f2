import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { cancelBooking, lookupBooking } from 'shared-ui';
import type { BookingSummary } from 'shared-ui';
import { manageBookingInitialValues, manageBookingSchema } from 'shared-ui/contract';
import type { ManageBookingInput } from 'shared-ui/contract';
import { KitForm, SubmitButton, TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { useTranslateError } from '../../components/useTranslateError';
import { manageMessages } from './manageMessages';
import { useManageErrorText } from './useManageErrorText';
import styles from './ManageBooking.module.css';

const loadFoundBooking = () => import('./FoundBooking');
const FoundBooking = lazy(loadFoundBooking);
/** The found booking's code comes when the visitor starts a look-up, not with the page. */
const preloadFoundBooking = () => void loadFoundBooking();

interface Found {
  booking: BookingSummary;
  /** What the booking was found with, kept in memory only (never in the URL) for the cancellation. */
  credentials: ManageBookingInput;
}

/**
 * Look a booking up with its reference and the phone or e-mail it was made with, see it, and
 * cancel it after a confirmation. Both travel only in request bodies.
 */
export function ManageBooking() {
  const t = useMessages(manageMessages);
  const translateError = useTranslateError();
  const errorText = useManageErrorText();
  const headingId = useId();
  const [found, setFound] = useState<Found | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  // Each answer shows anew (and takes the focus), even for the same booking.
  const [lookups, setLookups] = useState(0);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const form = useKitForm({
    initialValues: manageBookingInitialValues,
    schema: manageBookingSchema,
    translateError,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      setDone(null);
      try {
        const booking = await lookupBooking(payload);
        setFound({ booking, credentials: payload });
        setLookups((count) => count + 1);
      } catch (error) {
        setFound(null);
        actions.showApiErrors(error);
        setFailure(errorText(error));
      }
    },
  });

  // Cancelled: the button that opened the dialog is gone; the confirmation takes the focus.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const cancel = async () => {
    if (!found || cancelling) return;
    setCancelling(true);
    setCancelError(null);
    try {
      const booking = await cancelBooking(found.credentials);
      setFound({ ...found, booking });
      setConfirming(false);
      setDone(t('cancelDone', { reference: booking.reference }));
    } catch (error) {
      setCancelError(errorText(error));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className={styles.layout}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('formTitle')}
        </h2>
        <p className={styles.intro}>{t('formIntro')}</p>
        <KitForm form={form} aria-labelledby={headingId} className={styles.form} onFocusCapture={preloadFoundBooking}>
          <TextField
            name="reference"
            label={t('reference')}
            hint={t('referenceHint')}
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
          <div>
            {failure ? (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            ) : null}
            <SubmitButton busyText={t('finding')}>{t('find')}</SubmitButton>
          </div>
        </KitForm>
      </section>
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.done}>
          {done}
        </p>
      ) : null}
      {found ? (
        <Suspense fallback={null}>
          <FoundBooking
            key={lookups}
            booking={found.booking}
            focusHeading={!done}
            confirming={confirming}
            cancelling={cancelling}
            cancelError={cancelError}
            onCancel={() => {
              setCancelError(null);
              setConfirming(true);
            }}
            onConfirm={() => void cancel()}
            onKeep={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
