import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { RebookBooked, RebookDoctor, RebookOffer } from 'contract';
import { HOSPITAL } from 'contract/hospital';
import { ApiError, Button, ButtonLink, LoadingState, bookRebookSlot, openRebookLink, siteHref } from 'shared-ui';
import { loadFieldErrorTexts } from 'shared-ui/forms';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { FormBanner } from '../../components/FormBanner';
import type { Banner } from '../../components/FormBanner';
import { useManageErrorText } from './useManageErrorText';
import { rebookMessages } from './rebookMessages';
import styles from './Rebook.module.css';

/**
 * The link's token, read from the address's fragment (`#token=…`, which never reaches a server) and
 * taken out of the address bar at once, so it is neither bookmarked nor shared. It stays in memory
 * for the booking: the link is spent only when a time is booked.
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

type State =
  | { name: 'opening' }
  | { name: 'no-link' }
  | { name: 'refused'; error: unknown }
  | { name: 'offer'; token: string; offer: RebookOffer }
  | { name: 'booked'; booked: RebookBooked };

/** A chosen time: `doctor|date|start`. */
const choiceOf = (doctor: number, date: string, start: string) => `${doctor}|${date}|${start}`;

function DoctorTimes({
  entry,
  heading,
  chosen,
  onChoose,
}: {
  entry: RebookDoctor;
  heading: string;
  chosen: string;
  onChoose: (choice: string) => void;
}) {
  const t = useMessages(rebookMessages);
  const { language } = useLanguage();
  const id = `rebook-doctor-${entry.doctor.id}`;
  return (
    <section className={styles.doctor} aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {entry.days.map((day) => (
        <fieldset key={day.date} className={styles.day}>
          <legend>
            {entry.doctor.name}: {formatDate(day.date, language, 'long')}
          </legend>
          <div className={styles.times}>
            {day.slots.map((slot) => {
              const value = choiceOf(entry.doctor.id, day.date, slot.start);
              return (
                <label key={slot.start} className={styles.time}>
                  <input
                    type="radio"
                    name="rebook-time"
                    value={value}
                    checked={chosen === value}
                    onChange={() => onChoose(value)}
                  />
                  {slot.start}
                  {slot.online ? ` (${t('online')})` : ''}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

/**
 * A booking the doctor's leave cancelled, opened from its link: why, the same doctor's next free
 * times and the department's other doctors', one booked for the same patient (the link then spent).
 */
export function Rebook() {
  const t = useMessages(rebookMessages);
  const { language } = useLanguage();
  const errorText = useManageErrorText();
  const [state, setState] = useState<State>(() =>
    readLinkToken() === null ? { name: 'no-link' } : { name: 'opening' },
  );
  const [chosen, setChosen] = useState('');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // Opened from the link's fragment, the link is read at once, then taken out of the address (and
  // React's development double effects find it gone, so it is opened once; its answer is shown
  // whichever run asked). A link pasted into a
  // tab already on this page changes only the fragment: opened then too.
  useEffect(() => {
    const openLink = (fromEvent: boolean) => {
      const token = takeLinkToken();
      if (!token) return;
      if (fromEvent) {
        setChosen('');
        setBanner(null);
        setState({ name: 'opening' });
      }
      // A refused link is said by its code, whose text comes with the forms' others: fetched beside the call.
      const texts = loadFieldErrorTexts().catch(() => undefined);
      openRebookLink(token, language).then(
        (offer) => setState({ name: 'offer', token, offer }),
        async (error: unknown) => {
          await texts;
          setState({ name: 'refused', error });
        },
      );
    };
    openLink(false);
    const onHashChange = () => openLink(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [language]);

  useEffect(() => {
    if (state.name === 'booked') doneRef.current?.focus();
  }, [state.name]);

  if (state.name === 'opening') return <LoadingState label={t('opening')} />;
  const elsewhere = (
    <div className={styles.actions}>
      <ButtonLink to={siteHref('/appointment')}>{t('bookElsewhere')}</ButtonLink>
      <ButtonLink to={siteHref('/manage-booking')} variant="outline">
        {t('manage')}
      </ButtonLink>
    </div>
  );
  if (state.name === 'no-link' || state.name === 'refused') {
    return (
      <section aria-labelledby="rebook-none">
        <h2 id="rebook-none" className="visually-hidden">
          {t('title')}
        </h2>
        <p role={state.name === 'refused' ? 'alert' : undefined}>
          {state.name === 'refused' ? errorText(state.error, 'lookup') : t('noLink')}
        </p>
        {elsewhere}
      </section>
    );
  }
  if (state.name === 'booked') {
    const { booked } = state;
    return (
      <section aria-labelledby="rebook-done">
        <h2 id="rebook-done" className="visually-hidden">
          {t('title')}
        </h2>
        <p ref={doneRef} tabIndex={-1} role="status">
          {t('booked', {
            reference: booked.reference,
            doctor: booked.doctor,
            when: `${formatDate(booked.date, language, 'long')}, ${booked.slot_start}`,
          })}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={siteHref('/manage-booking')} variant="outline">
            {t('manage')}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const { offer, token } = state;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const [doctor, date, start] = chosen.split('|');
    if (!doctor || !date || !start) {
      setBanner({ tone: 'error', text: t('pickFirst') });
      return;
    }
    setBusy(true);
    setBanner(null);
    try {
      const booked = await bookRebookSlot({ token, doctor: Number(doctor), date, slot_start: start }, language);
      setState({ name: 'booked', booked });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setBanner({ tone: 'error', text: t('taken') });
        // The times as they are now; the link still works.
        openRebookLink(token, language).then(
          (fresh) => setState({ name: 'offer', token, offer: fresh }),
          () => undefined,
        );
      } else if (error instanceof ApiError && error.status === 404) {
        await loadFieldErrorTexts().catch(() => undefined);
        setState({ name: 'refused', error });
      } else {
        setBanner({ tone: 'error', text: t('failed', { phone: HOSPITAL.supportPhone }) });
      }
    } finally {
      setBusy(false);
    }
  };

  const when = `${formatDate(offer.date, language, 'long')}${offer.slot_start === null ? '' : `, ${offer.slot_start}`}`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="rebook-choose">
      <p>{t('why', { reference: offer.reference, when })}</p>
      {offer.reason === '' ? null : <p>{t('reason', { reason: offer.reason })}</p>}
      <h2 id="rebook-choose">{t('choose')}</h2>
      {offer.same_doctor.days.length > 0 ? (
        <DoctorTimes
          entry={offer.same_doctor}
          heading={`${t('sameDoctor')}: ${offer.same_doctor.doctor.name}`}
          chosen={chosen}
          onChoose={setChosen}
        />
      ) : (
        <p>{t('sameDoctorNone')}</p>
      )}
      <h3>{t('others', { department: offer.department.name })}</h3>
      {offer.others.length === 0 ? <p>{t('othersNone')}</p> : null}
      {offer.others.map((entry) => (
        <DoctorTimes
          key={entry.doctor.id}
          entry={entry}
          heading={entry.doctor.name}
          chosen={chosen}
          onChoose={setChosen}
        />
      ))}
      <FormBanner banner={banner} />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('booking') : t('book')}
        </Button>
      </div>
      {elsewhere}
    </form>
  );
}
