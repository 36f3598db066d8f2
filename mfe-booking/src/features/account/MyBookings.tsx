import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AccountBookings, BookingSummary } from 'contract';
import {
  ApiError,
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  cancelMyBooking,
  getMyBookings,
  siteHref,
} from 'shared-ui';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { BookingCard } from './BookingCard';
import { CancelBookingDialog } from '../../components/cancel-booking';
import { myAccountMessages } from './myAccountMessages';
import { useAccountFailure } from './useAccountFailure';
import styles from './MyAccount.module.css';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; bookings: AccountBookings };

/**
 * The account's upcoming and past appointments and lab tests (booked while signed in, or with its
 * confirmed e-mail), each cancellable and movable from here while it still can be: no code asked.
 */
export function MyBookings() {
  const t = useMessages(myAccountMessages);
  // The API names each booking's doctor, department and room in it.
  const { language } = useLanguage();
  const failureText = useAccountFailure();
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [confirming, setConfirming] = useState<BookingSummary | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const fetchBookings = useCallback(
    () =>
      getMyBookings(language).then(
        (bookings) => setLoad({ state: 'ready', bookings }),
        (error: unknown) => setLoad({ state: 'failed', message: failureText(error, 'bookingsFailed') }),
      ),
    [failureText, language],
  );

  useEffect(() => {
    void fetchBookings();
  }, [fetchBookings]);

  const reload = () => {
    setLoad({ state: 'loading' });
    void fetchBookings();
  };

  // The Cancel button that opened the dialog is gone once cancelled: the note takes the focus.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  /** An upcoming booking as the API answered it after a change (cancelled, or at a new time). */
  const replace = (changed: BookingSummary) =>
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            bookings: {
              upcoming: current.bookings.upcoming.map((booking) =>
                booking.reference === changed.reference ? changed : booking,
              ),
              past: current.bookings.past,
            },
          }
        : current,
    );

  const cancel = async () => {
    if (!confirming || cancelling) return;
    setCancelling(true);
    setCancelError(null);
    try {
      const cancelled = await cancelMyBooking(confirming.reference, language);
      replace(cancelled);
      setConfirming(null);
      setDone(t('cancelDone', { reference: cancelled.reference }));
    } catch (error) {
      setCancelError(
        error instanceof ApiError && error.status === 409 ? t('cancelTooLate') : failureText(error, 'cancelFailed'),
      );
    } finally {
      setCancelling(false);
    }
  };

  const list = (bookings: BookingSummary[], empty: string) =>
    bookings.length === 0 ? (
      <EmptyState message={empty} compact />
    ) : (
      <ul className={styles.bookings}>
        {bookings.map((booking) => (
          <BookingCard
            key={booking.reference}
            booking={booking}
            onCancel={(chosen) => {
              setDone(null);
              setCancelError(null);
              setConfirming(chosen);
            }}
            onMoved={(moved) => {
              setDone(null);
              replace(moved);
            }}
          />
        ))}
      </ul>
    );

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('bookingsTitle')}
      </h2>
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.done}>
          {done}
        </p>
      ) : null}
      {load.state === 'loading' ? <LoadingState label={t('loadingBookings')} compact /> : null}
      {load.state === 'failed' ? (
        <ErrorState message={load.message} onRetry={reload} retryLabel={t('tryAgain')} compact />
      ) : null}
      {load.state === 'ready' ? (
        <>
          <h3 className={styles.listTitle}>{t('upcoming')}</h3>
          {list(load.bookings.upcoming, t('noUpcoming'))}
          <div className={styles.actions}>
            <ButtonLink to={siteHref('/appointment')} size="small">
              {t('bookAppointment')}
            </ButtonLink>
            <ButtonLink to={siteHref('/blood-test')} size="small" variant="outline">
              {t('bookLabTest')}
            </ButtonLink>
          </div>
          <h3 className={styles.listTitle}>{t('past')}</h3>
          {list(load.bookings.past, t('noPast'))}
        </>
      ) : null}
      <CancelBookingDialog
        booking={confirming}
        busy={cancelling}
        error={cancelError}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
