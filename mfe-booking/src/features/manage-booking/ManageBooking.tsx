import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Button, LoadingState, cancelBooking, openBookingLink } from 'shared-ui';
import type { BookingAccess, BookingSummary } from 'contract';
import type { BookingCodeRequest, MessageResponse } from 'contract';
import { loadFieldErrorTexts } from 'shared-ui/forms';
import { useLanguage, useMessages, withPageTexts } from 'shared-ui/i18n';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { FindStep } from './FindStep';
import { manageMessages } from './manageMessages';
import { useManageErrorText } from './useManageErrorText';
import styles from './ManageBooking.module.css';

const loadCodeStep = () => import('./CodeStep');
const CodeStep = lazy(() => withPageTexts(loadCodeStep()));
const loadFoundBooking = () => import('./FoundBooking');
const FoundBooking = lazy(() => withPageTexts(loadFoundBooking()));
/** The later steps' code comes when the visitor starts a look-up, not with the page. */
const preloadNextSteps = () => {
  void loadCodeStep();
  void loadFoundBooking();
};

type Step =
  | { name: 'find'; typed?: BookingCodeRequest; linkRefused?: unknown; focus: boolean }
  | { name: 'opening' }
  | { name: 'code'; request: BookingCodeRequest; sent: MessageResponse }
  | { name: 'booking'; found: BookingAccess };

/**
 * The signed link's token, read from the address's fragment (`#token=...`, which never reaches a
 * server) and taken out of the address bar at once, so it is neither bookmarked nor shared.
 */
function takeLinkToken(): string | null {
  const token = readLinkToken();
  if (token !== null) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }
  return token;
}

function readLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token')?.trim() || null;
}

/**
 * See a booking after proving it is yours, and cancel it: the reference and the phone or e-mail it
 * was made with, then the code the API e-mails; or the single-use link of the confirmation e-mail.
 * Everything travels in request bodies; the access grant lives in memory only.
 */
export function ManageBooking() {
  const t = useMessages(manageMessages);
  // The API answers the booking's doctor, department and room in it.
  const { language } = useLanguage();
  const errorText = useManageErrorText();
  // Opened from the e-mail's link: "opening" from the first paint, not a form that then vanishes.
  const [step, setStep] = useState<Step>(() =>
    readLinkToken() === null ? { name: 'find', focus: false } : { name: 'opening' },
  );
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const showBooking = useCallback((found: BookingAccess) => {
    setDone(null);
    setConfirming(false);
    setCancelError(null);
    setStep({ name: 'booking', found });
  }, []);

  // The token is taken out of the address as it is read, so a second run of this effect (React's
  // development double effects) finds none and cannot spend the link twice. A link pasted into a tab
  // already on this page changes only the fragment: read it then too.
  useEffect(() => {
    const openLink = (fromEvent: boolean) => {
      const token = takeLinkToken();
      if (!token) return;
      preloadNextSteps();
      if (fromEvent) setStep({ name: 'opening' });
      // A refused link is said by its code, whose text comes with the form's others: fetched beside
      // the call, and the refusal shown once both are in, in its own words from the first moment.
      const texts = loadFieldErrorTexts().catch(() => undefined);
      openBookingLink(token, language).then(showBooking, async (error: unknown) => {
        await texts;
        setStep({ name: 'find', linkRefused: error, focus: false });
      });
    };
    openLink(false);
    const onHashChange = () => openLink(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [showBooking, language]);

  // Cancelled: the button that opened the dialog is gone; the confirmation takes the focus.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const cancel = async () => {
    if (step.name !== 'booking' || cancelling) return;
    const { found } = step;
    setCancelling(true);
    setCancelError(null);
    try {
      const booking = await cancelBooking({ reference: found.booking.reference, access: found.access }, language);
      setStep({ name: 'booking', found: { ...found, booking } });
      setConfirming(false);
      setDone(t('cancelDone', { reference: booking.reference }));
    } catch (error) {
      setCancelError(errorText(error, 'cancel'));
    } finally {
      setCancelling(false);
    }
  };

  const moved = (booking: BookingSummary, said: string) => {
    if (step.name !== 'booking') return;
    setStep({ name: 'booking', found: { ...step.found, booking } });
    setDone(said);
  };

  return (
    <div className={frame.page}>
      {step.name === 'find' ? (
        <FindStep
          initialValues={step.typed}
          notice={step.linkRefused === undefined ? null : errorText(step.linkRefused, 'link')}
          focusHeading={step.focus}
          onStart={preloadNextSteps}
          onCodeSent={(request, sent) => setStep({ name: 'code', request, sent })}
        />
      ) : null}
      {step.name === 'opening' ? <LoadingState label={t('opening')} /> : null}
      {step.name === 'code' ? (
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <CodeStep
            request={step.request}
            sent={step.sent}
            onFound={showBooking}
            onBack={() => setStep({ name: 'find', typed: step.request, focus: true })}
          />
        </Suspense>
      ) : null}
      {step.name === 'booking' ? (
        <>
          {done ? (
            <p ref={doneRef} tabIndex={-1} role="status" className={styles.done}>
              {done}
            </p>
          ) : null}
          <Suspense fallback={<LoadingState label={t('loading')} />}>
            <FoundBooking
              booking={step.found.booking}
              access={step.found.access}
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
              onMoved={moved}
            />
          </Suspense>
          <p className={styles.back}>
            <Button variant="outline" onClick={() => setStep({ name: 'find', focus: true })}>
              {t('another')}
            </Button>
          </p>
        </>
      ) : null}
    </div>
  );
}
