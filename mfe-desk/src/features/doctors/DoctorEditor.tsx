import { useCallback, useState } from 'react';
import { todayInHospitalZone } from 'contract/rules';
import { doctorProfileRules, feeChangeRules } from 'contract/staff-desk';
import type { FeeMode, PriceTimeline, StaffDoctor } from 'contract/staff-desk';
import { Button } from 'shared-ui';
import {
  DateField,
  KitForm,
  RadioGroup,
  SubmitButton,
  TextField,
  useFieldProblemText,
  useKitForm,
} from 'shared-ui/forms';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { getStaffDoctor, retireDoctor, saveDoctorProfile, scheduleDoctorFee } from 'shared-ui/staff';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeskBanner } from '../../components/DeskBanner';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import styles from './Doctors.module.css';
import { doctorsMessages } from './doctorsMessages';
import { DoctorPhotoUpload } from './DoctorPhotoUpload';
import { ProfileFields } from './ProfileFields';
import { profileValues } from './profileValues';

interface EditorProps {
  id: number;
  departments: { id: number; name: string }[];
  /** The list shows what changed (a name, the fees, retired). */
  onChanged: () => void;
  onClose: () => void;
}

/** One doctor opened: the profile in both languages, the fees with their scheduled changes, Retire. */
export function DoctorEditor({ id, departments, onChanged, onClose }: EditorProps) {
  const t = useMessages(doctorsMessages);
  // One read per doctor opened: the load's identity is what starts it.
  const load = useCallback(() => getStaffDoctor(id), [id]);
  const loaded = useDeskResource(load, {
    loading: t('loadingDoctor'),
    failed: t('doctorFailed'),
    empty: '',
    isEmpty: () => false,
  });
  // What a save, a fee or a retirement answered, over what was loaded.
  const [latest, setLatest] = useState<StaffDoctor | null>(null);
  // What the last save said: kept here, as the form starts again from the profile each save answers.
  const [said, setSaid] = useState<Said>(NOTHING_SAID);
  const doctor = latest ?? loaded.data;
  if (loaded.placeholder !== null || doctor === null) return loaded.placeholder;
  const changed = (next: StaffDoctor) => {
    setLatest(next);
    onChanged();
  };
  return (
    <section className={panel.section} aria-labelledby="desk-doctor-editor">
      <h2 id="desk-doctor-editor" className={panel.sectionHeading} tabIndex={-1}>
        {t('profileTitle', { name: doctor.doctor_name })}
      </h2>
      <Button size="small" variant="outline" onClick={onClose}>
        {t('close', { name: doctor.doctor_name })}
      </Button>
      {doctor.retired_at !== null ? <p>{t('alreadyRetired', { at: deskTimeOf(doctor.retired_at) })}</p> : null}
      <DeskBanner text={said.failure} />
      <p role="status">{said.done}</p>
      <ProfileForm key={doctor.version} doctor={doctor} departments={departments} onSaid={setSaid} onSaved={changed} />
      <DoctorPhotoUpload doctor={doctor} onSaved={changed} />
      <Fees doctor={doctor} onScheduled={(fees) => changed({ ...doctor, fees })} />
      <Retire doctor={doctor} onRetired={changed} />
    </section>
  );
}

interface Said {
  failure: string | null;
  done: string | null;
}
const NOTHING_SAID: Said = { failure: null, done: null };

function ProfileForm({
  doctor,
  departments,
  onSaid: setSaid,
  onSaved,
}: {
  doctor: StaffDoctor;
  departments: { id: number; name: string }[];
  onSaid: (said: Said) => void;
  onSaved: (doctor: StaffDoctor) => void;
}) {
  const t = useMessages(doctorsMessages);
  const say = useFieldProblemText();
  const describeFailure = useDeskFailure();
  const form = useKitForm({
    initialValues: profileValues(doctor),
    rules: doctorProfileRules,
    onSubmit: async (payload, actions) => {
      setSaid({ failure: null, done: null });
      try {
        const answer = await saveDoctorProfile(doctor.id, payload);
        if (answer.outcome === 'conflict') {
          // Another manager saved first: their profile is shown, and this manager is told so.
          setSaid({ failure: say({ code: answer.code as 'doctorProfileStale' }) || t('saveFailed'), done: null });
          onSaved(answer.doctor);
          return;
        }
        setSaid({ failure: null, done: t('saved', { name: answer.doctor.doctor_name }) });
        onSaved(answer.doctor);
      } catch (error) {
        if (!actions.showApiErrors(error)) setSaid({ failure: describeFailure(error, t('saveFailed')), done: null });
      }
    },
  });
  return (
    <KitForm form={form} aria-labelledby="desk-doctor-editor">
      <ProfileFields departments={departments} />
      <SubmitButton busyText={t('saving')}>{t('save')}</SubmitButton>
    </KitForm>
  );
}

function Scheduled({ timeline }: { timeline: PriceTimeline }) {
  const t = useMessages(doctorsMessages);
  const format = useFormatters();
  if (timeline.scheduled.length === 0) return <>{t('none')}</>;
  return (
    <ul className={styles.plain}>
      {timeline.scheduled.map((change) => (
        <li key={change.effective_from}>
          {t('fromDay', { price: format.rupees(change.price), day: format.date(change.effective_from, 'long') })}
        </li>
      ))}
    </ul>
  );
}

const FEE_VALUES = { mode: 'in_person', price: '', effective_from: '' };

function Fees({ doctor, onScheduled }: { doctor: StaffDoctor; onScheduled: (fees: StaffDoctor['fees']) => void }) {
  const t = useMessages(doctorsMessages);
  const format = useFormatters();
  const describeFailure = useDeskFailure();
  const [said, setSaid] = useState<{ failure: string | null; done: string | null }>({ failure: null, done: null });
  const form = useKitForm({
    initialValues: { ...FEE_VALUES, effective_from: todayInHospitalZone() },
    rules: feeChangeRules,
    onSubmit: async (payload, actions) => {
      setSaid({ failure: null, done: null });
      try {
        onScheduled(await scheduleDoctorFee(doctor.id, payload));
        actions.reset({ ...FEE_VALUES, effective_from: todayInHospitalZone() });
        setSaid({ failure: null, done: t('feeScheduled') });
      } catch (error) {
        if (!actions.showApiErrors(error)) setSaid({ failure: describeFailure(error, t('feeFailed')), done: null });
      }
    },
  });
  const modes: FeeMode[] = ['in_person', 'online'];
  return (
    <section className={panel.section} aria-labelledby="desk-doctor-fees">
      <h3 id="desk-doctor-fees" className={panel.sectionHeading}>
        {t('feesTitle', { name: doctor.doctor_name })}
      </h3>
      <p>{t('feesIntro')}</p>
      <DeskTableScroll captionId="desk-fees-caption">
        <table className={table.table}>
          <caption id="desk-fees-caption">{t('feesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mode')}</th>
              <th scope="col">{t('today')}</th>
              <th scope="col">{t('scheduled')}</th>
            </tr>
          </thead>
          <tbody>
            {modes.map((mode) => (
              <tr key={mode}>
                <th scope="row">{t(mode)}</th>
                <td>{format.rupees(doctor.fees[mode].current)}</td>
                <td>
                  <Scheduled timeline={doctor.fees[mode]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DeskTableScroll>
      <DeskBanner text={said.failure} />
      <p role="status">{said.done}</p>
      <KitForm form={form} aria-labelledby="desk-doctor-fees">
        <RadioGroup
          name="mode"
          label={t('mode')}
          inline
          required
          options={modes.map((mode) => ({ value: mode, label: t(mode) }))}
        />
        <TextField name="price" type="number" label={t('newFee')} autoComplete="off" required />
        <DateField name="effective_from" label={t('effectiveFrom')} max={null} required />
        <SubmitButton busyText={t('scheduling')}>{t('scheduleFee')}</SubmitButton>
      </KitForm>
    </section>
  );
}

function Retire({ doctor, onRetired }: { doctor: StaffDoctor; onRetired: (doctor: StaffDoctor) => void }) {
  const t = useMessages(doctorsMessages);
  const say = useFieldProblemText();
  const describeFailure = useDeskFailure();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ failure: string | null; done: string | null }>({ failure: null, done: null });
  const retire = async () => {
    setBusy(true);
    setSaid({ failure: null, done: null });
    try {
      const answer = await retireDoctor(doctor.id, doctor.version);
      if (answer.outcome === 'conflict') {
        const issue = { code: answer.code as 'doctorProfileStale', params: answer.params };
        setSaid({ failure: say(issue) || t('retireFailed'), done: null });
      } else setSaid({ failure: null, done: t('retired', { name: doctor.doctor_name }) });
      onRetired(answer.doctor);
    } catch (error) {
      setSaid({ failure: describeFailure(error, t('retireFailed')), done: null });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <section className={panel.section} aria-label={t('retireTitle', { name: doctor.doctor_name })}>
      <DeskBanner text={said.failure} />
      <p role="status">{said.done}</p>
      {doctor.retired_at === null ? (
        <Button variant="outline" onClick={() => setAsking(true)}>
          {t('retire')}
        </Button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('retireTitle', { name: doctor.doctor_name })}
          text={t('retireText', { name: doctor.doctor_name })}
          confirmLabel={t('retire')}
          busyLabel={t('retiring')}
          busy={busy}
          onConfirm={() => void retire()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}
