import { useCallback, useState } from 'react';
import type { DoctorTimetables, TimetableChange } from 'contract/staff-desk';
import { useDepartments, useDoctors, usePageMeta } from 'shared-ui';
import { FormField } from 'shared-ui/fields';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { getDoctorTimetables, getTimetableHistory } from 'shared-ui/staff';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import { TimetableEditor } from './TimetableEditor';
import { sessionLine, TimetableTable, useCurrentHeading } from './TimetableTable';
import { timetablesMessages } from './timetablesMessages';
import styles from './Timetables.module.css';

/** The OPD manager's timetables (issue 48): pick a doctor, see and change their weekly sessions. */
export function TimetablesPage() {
  const t = useMessages(timetablesMessages);
  usePageMeta({ title: t('title'), description: t('lead') });
  return <StaffOnly roles={rolesOf('/desk/timetables')}>{() => <Timetables />}</StaffOnly>;
}

function Timetables() {
  const t = useMessages(timetablesMessages);
  const [department, setDepartment] = useState('');
  const [doctor, setDoctor] = useState('');
  const departments = useDepartments();
  const doctors = useDoctors(department === '' ? undefined : Number(department));
  return (
    <section className={`${panel.panel} ${styles.wide}`} aria-labelledby="desk-timetables">
      <h1 id="desk-timetables" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('lead')}</p>
      <div className={styles.pickers}>
        <FormField label={t('department')} name="department">
          {(control) => (
            <select
              {...control}
              value={department}
              onChange={(event) => {
                setDepartment(event.target.value);
                setDoctor('');
              }}
            >
              <option value="">{t('allDepartments')}</option>
              {(departments.data ?? []).map((each) => (
                <option key={each.id} value={String(each.id)}>
                  {each.department_name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('doctor')}
          name="doctor"
          required
          hint={doctors.status === 'loading' ? t('loadingDoctors') : undefined}
        >
          {(control) => (
            <select {...control} value={doctor} onChange={(event) => setDoctor(event.target.value)}>
              <option value="">{doctors.data?.length === 0 ? t('noDoctors') : t('chooseDoctor')}</option>
              {(doctors.data ?? []).map((each) => (
                <option key={each.id} value={String(each.id)}>
                  {each.doctor_name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {doctor === '' ? <p>{t('pickDoctor')}</p> : <DoctorTimetable key={doctor} doctorId={Number(doctor)} />}
    </section>
  );
}

function DoctorTimetable({ doctorId }: { doctorId: number }) {
  const t = useMessages(timetablesMessages);
  const { language } = useLanguage();
  const load = useCallback(() => getDoctorTimetables(doctorId), [doctorId]);
  const resource = useDeskResource(load, {
    loading: t('loading'),
    failed: t('failed'),
    empty: '',
    isEmpty: () => false,
  });
  // A save's answer, or a 409's timetable as it is now: shown without reloading the editor's rows.
  const [fresh, setFresh] = useState<DoctorTimetables | null>(null);
  const [round, setRound] = useState(0);
  const timetables = fresh ?? resource.data;
  if (resource.placeholder || !timetables) return resource.placeholder;
  return (
    <>
      <section className={panel.section} aria-labelledby="timetable-now">
        <h2 id="timetable-now" className={panel.sectionHeading}>
          {timetables.doctor.doctor_name}
        </h2>
        {timetables.current ? <CurrentTimetable timetables={timetables} /> : <p>{t('noCurrent')}</p>}
        {timetables.scheduled.map((timetable) => (
          <TimetableTable
            key={timetable.effective_from}
            id={`timetable-from-${timetable.effective_from ?? ''}`}
            timetable={timetable}
            heading={t('scheduled', { date: formatDate(timetable.effective_from ?? '', language) })}
            quotaDefault={timetables.counter_quota_default}
          />
        ))}
      </section>
      <TimetableEditor
        timetables={timetables}
        onSaved={(saved) => {
          setFresh(saved);
          setRound((value) => value + 1);
        }}
        onStale={setFresh}
      />
      {/* Read again after each save. */}
      <TimetableHistory key={round} doctorId={doctorId} />
    </>
  );
}

function CurrentTimetable({ timetables }: { timetables: DoctorTimetables }) {
  const current = timetables.current;
  const heading = useCurrentHeading(current ?? { effective_from: null, effective_until: null, sessions: [] });
  if (!current) return null;
  return (
    <TimetableTable
      id="timetable-current"
      timetable={current}
      heading={heading}
      quotaDefault={timetables.counter_quota_default}
    />
  );
}

function TimetableHistory({ doctorId }: { doctorId: number }) {
  const t = useMessages(timetablesMessages);
  const { language } = useLanguage();
  const load = useCallback(() => getTimetableHistory(doctorId), [doctorId]);
  const history = useDeskResource<TimetableChange[]>(load, {
    loading: t('historyLoading'),
    failed: t('historyFailed'),
    empty: t('historyEmpty'),
  });
  return (
    <section className={panel.section} aria-labelledby="timetable-history">
      <h2 id="timetable-history" className={panel.sectionHeading}>
        {t('historyTitle')}
      </h2>
      {history.placeholder ?? (
        <ol className={styles.history} aria-labelledby="timetable-history">
          {(history.data ?? []).map((change) => (
            <li key={change.id}>
              <p>
                {t('historyEntry', {
                  who: change.by?.name ?? t('someone'),
                  when: deskTimeOf(change.at),
                  date: formatDate(change.effective_from, language),
                })}
              </p>
              <p>
                {t('before')}: {change.before.map((session) => sessionLine(t, session)).join('; ') || t('none')}
              </p>
              <p>
                {t('after')}: {change.after.map((session) => sessionLine(t, session)).join('; ') || t('none')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
