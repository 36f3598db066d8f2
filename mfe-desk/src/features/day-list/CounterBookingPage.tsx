import { useEffect, useRef, useState } from 'react';
import { deskBookingRules } from 'contract/staff-desk';
import type { DeskBooking } from 'contract/staff-desk';
import { afterNextFrame, Button, useDepartments, useDoctors, usePageMeta } from 'shared-ui';
import { DateField, SlotPicker } from 'shared-ui/fields';
import {
  Checkbox,
  ConsentCheckbox,
  KitForm,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextField,
  useKitForm,
} from 'shared-ui/forms';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { Link, useSearchParams } from 'shared-ui/router';
import { changeDeskBooking, createDeskBooking } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { rolesOf } from '../../components/deskNav';
import { DESK_PATHS } from '../../components/deskPaths';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import panel from '../../components/DeskPanel.module.css';
import { counterMessages } from './counterMessages';
import { SlipDialog } from './PrintedDay';
import { useCounterSlots } from './useCounterSlots';
import styles from './CounterBooking.module.css';

/** The form's values in the order its fields show (and the error summary lists them). */
const blank = (date: string) => ({
  source: '',
  department: '',
  doctor: '',
  date,
  mode: 'OFF',
  slot_start: '',
  patient_name: '',
  age: '',
  sex: '',
  phone: '',
  email: '',
  address: '',
  language: 'en',
  sms_messages: true,
  whatsapp_messages: false,
  consent: false,
});

/** A slot the API said was taken, and the doctor's next free one it offered (null: none left). */
interface Taken {
  next: { date: string; slot_start: string } | null;
}

/** A walk-in or a phone booking, by reception or the OPD manager (issue 47). */
export function CounterBookingPage() {
  const t = useMessages(counterMessages);
  usePageMeta({ title: t('title'), description: t('lead') });
  return <StaffOnly roles={rolesOf('/desk/book')}>{() => <CounterBooking />}</StaffOnly>;
}

function CounterBooking() {
  const t = useMessages(counterMessages);
  const { language } = useLanguage();
  const describeFailure = useDeskFailure();
  const [params] = useSearchParams();
  // The day the day list showed (its link passes it), else today where the hospital is.
  const [initial] = useState(() => blank(params.get('date') ?? todayInKolkata()));
  const [failure, setFailure] = useState<string | null>(null);
  const [taken, setTaken] = useState<Taken | null>(null);
  const [chosen, setChosen] = useState('');
  const [booked, setBooked] = useState<{ booking: DeskBooking; doctor: string; department: string } | null>(null);
  const submitRef = useRef<HTMLDivElement>(null);

  const form = useKitForm({
    initialValues: initial,
    rules: deskBookingRules,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      setTaken(null);
      setChosen('');
      try {
        const answer = await createDeskBooking(payload);
        if (answer.outcome === 'slot_taken') {
          setTaken({ next: answer.next_free });
          slots.reload();
          return;
        }
        const doctor = doctorList.find((each) => each.id === payload.doctor);
        setBooked({
          booking: answer.booking,
          doctor: doctor?.doctor_name ?? '',
          department: doctor?.department.department_name ?? '',
        });
      } catch (error) {
        if (!actions.showApiErrors(error)) setFailure(describeFailure(error, t('failed')));
      }
    },
  });

  const departments = useDepartments();
  const departmentId = form.values.department === '' ? undefined : Number(form.values.department);
  const doctors = useDoctors(departmentId);
  const doctorList = doctors.data ?? [];
  const doctorId = form.values.doctor === '' ? undefined : Number(form.values.doctor);
  const slots = useCounterSlots(doctorId, form.values.date, form.values.mode === 'ON');
  const { setFieldValue } = form;
  const chosenStart = form.values.slot_start;

  // The chosen time taken meanwhile (another desk, the site: the day's events) is said as a refusal
  // would say it, with the next free time that day, before Book is even pressed.
  const takenLive =
    slots.status === 'ready' &&
    chosenStart !== '' &&
    slots.slots.find((each) => each.start === chosenStart)?.available === false;
  const nextLive = slots.slots.find((each) => each.available && each.start > chosenStart);
  const shownTaken: Taken | null =
    taken ?? (takenLive ? { next: nextLive ? { date: form.values.date, slot_start: nextLive.start } : null } : null);
  // A time belongs to its doctor, day and mode: a change of any of them clears it.
  const clearTime = () => void setFieldValue('slot_start', '');

  const takeNext = (next: { date: string; slot_start: string }) => {
    void form.setValues({ ...form.values, date: next.date, slot_start: next.slot_start });
    setTaken(null);
    setChosen(t('chosen', { time: next.slot_start, date: formatDate(next.date, language) }));
    afterNextFrame(() => submitRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus());
  };

  if (booked) {
    return (
      <Booked
        booked={booked}
        onArrived={(booking) => setBooked({ ...booked, booking })}
        onAnother={() => {
          // Reset as the form comes back (the form, unmounted meanwhile, would not keep a reset made before).
          form.reset({ ...initial, source: form.values.source, date: form.values.date });
          setBooked(null);
        }}
      />
    );
  }

  const slotStatus = slots.status;
  return (
    <section className={panel.panel} aria-labelledby="desk-counter">
      <h1 id="desk-counter" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('lead')}</p>
      <DeskBanner text={failure} />
      {shownTaken ? (
        <section className={`${panel.alert} ${styles.taken}`} role="alert" aria-labelledby="desk-counter-taken">
          <h2 id="desk-counter-taken" className={panel.sectionHeading}>
            {t('takenTitle')}
          </h2>
          <p>
            {shownTaken.next
              ? t('takenNext', { time: shownTaken.next.slot_start, date: formatDate(shownTaken.next.date, language) })
              : t('takenNone')}
          </p>
          {shownTaken.next ? (
            <Button onClick={() => shownTaken.next && takeNext(shownTaken.next)}>
              {t('takeNext', { time: shownTaken.next.slot_start })}
            </Button>
          ) : null}
        </section>
      ) : null}
      <p role="status">{chosen}</p>
      <KitForm form={form} aria-labelledby="desk-counter">
        <RadioGroup
          name="source"
          label={t('source')}
          inline
          required
          options={[
            { value: 'walk_in', label: t('walk_in') },
            { value: 'phone', label: t('phone') },
          ]}
        />
        <SelectField
          name="department"
          label={t('department')}
          placeholder={t('allDepartments')}
          status={departments.status === 'success' ? 'ready' : departments.status === 'error' ? 'error' : 'loading'}
          onRetry={departments.retry}
          options={(departments.data ?? []).map((each) => ({ value: String(each.id), label: each.department_name }))}
          onChange={() => {
            void setFieldValue('doctor', '');
            clearTime();
          }}
        />
        <SelectField
          name="doctor"
          label={t('doctor')}
          placeholder={t('chooseDoctor')}
          required
          status={doctors.status === 'success' ? 'ready' : doctors.status === 'error' ? 'error' : 'loading'}
          loadingText={t('loadingDoctors')}
          emptyText={t('noDoctors')}
          onRetry={doctors.retry}
          options={doctorList.map((each) => ({ value: String(each.id), label: each.doctor_name }))}
          onChange={clearTime}
        />
        <DateField name="date" label={t('date')} required onChange={clearTime} />
        <RadioGroup
          name="mode"
          label={t('mode')}
          inline
          required
          options={[
            { value: 'OFF', label: t('OFF') },
            { value: 'ON', label: t('ON') },
          ]}
          onChange={clearTime}
        />
        <SlotPicker
          name="slot_start"
          label={t('time')}
          required
          online={form.values.mode === 'ON'}
          status={slotStatus}
          slots={slots.slots}
          idleText={t('slotsIdle')}
          emptyText={t('slotsEmpty')}
          loadError={describeFailure(slots.failure, t('slotsFailed'))}
          onRetry={slots.reload}
          hint={slots.kept > 0 ? t('kept', { count: slots.kept }) : undefined}
        />
        <TextField name="patient_name" label={t('patientName')} autoComplete="off" required />
        <div className={styles.pair}>
          <TextField name="age" type="number" label={t('age')} autoComplete="off" />
          <SelectField
            name="sex"
            label={t('sex')}
            placeholder={t('sexNone')}
            options={(['F', 'M', 'O'] as const).map((each) => ({ value: each, label: t(each) }))}
          />
        </div>
        <TextField name="phone" type="tel" label={t('phoneNumber')} autoComplete="off" required />
        <TextField name="email" type="email" label={t('email')} hint={t('emailHint')} autoComplete="off" />
        <TextField name="address" label={t('address')} autoComplete="off" required />
        <RadioGroup
          name="language"
          label={t('language')}
          inline
          options={[
            { value: 'en', label: t('en') },
            { value: 'hi', label: t('hi') },
          ]}
        />
        <fieldset className={styles.texts}>
          <legend>{t('textsLegend')}</legend>
          <Checkbox name="sms_messages" label={t('textsSms')} />
          <Checkbox name="whatsapp_messages" label={t('textsWhatsapp')} />
        </fieldset>
        <ConsentCheckbox label={t('consent')} />
        <div ref={submitRef}>
          <SubmitButton busyText={t('booking')}>{t('book')}</SubmitButton>
        </div>
      </KitForm>
    </section>
  );
}

/** Today in Asia/Kolkata, as `YYYY-MM-DD`, whatever the computer's zone. */
const todayInKolkata = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The booking made: its reference; for a walk-in, Arrived gives the token; the slip, another booking. */
function Booked({
  booked,
  onArrived,
  onAnother,
}: {
  booked: { booking: DeskBooking; doctor: string; department: string };
  onArrived: (booking: DeskBooking) => void;
  onAnother: () => void;
}) {
  const t = useMessages(counterMessages);
  const { language } = useLanguage();
  const describeFailure = useDeskFailure();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [slip, setSlip] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { booking } = booked;
  useEffect(() => headingRef.current?.focus(), []);

  const arrive = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await changeDeskBooking(booking.reference, 'arrive', booking.version);
      onArrived(answer.booking);
    } catch (error) {
      setFailure(describeFailure(error, t('arriveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={panel.panel} aria-labelledby="desk-counter-booked">
      <h1 id="desk-counter-booked" className={panel.heading} tabIndex={-1} ref={headingRef}>
        {t('bookedTitle', { name: booking.patient_name })}
      </h1>
      <p role="status">
        {t('bookedText', {
          reference: booking.reference,
          doctor: booked.doctor,
          date: formatDate(booking.date, language),
          time: booking.slot_start ?? '',
        })}{' '}
        {booking.token !== null ? <strong>{t('bookedToken', { token: booking.token })}</strong> : null}
      </p>
      <DeskBanner text={failure} />
      <div className={panel.actions}>
        {booking.source === 'walk_in' && booking.status === 'booked' ? (
          <Button disabled={busy} onClick={() => void arrive()}>
            {busy ? t('arriving') : t('arrivedNow')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setSlip(true)}>
          {t('slip')}
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {t('another')}
        </Button>
        <Link to={DESK_PATHS.home}>{t('dayList')}</Link>
      </div>
      {slip ? (
        <SlipDialog
          booking={booking}
          doctor={{ name: booked.doctor, department: { id: 0, name: booked.department } }}
          onClose={() => setSlip(false)}
        />
      ) : null}
    </section>
  );
}
