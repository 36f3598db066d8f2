import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { leaveSchema } from 'contract';
import type { FieldIssue, LeaveDetail, LeaveEntry, LeaveHit, LeaveNoticeState, LeaveTold } from 'contract';
import { ApiError, Button, useDepartments, useDoctors, usePageMeta } from 'shared-ui';
import { FormField } from 'shared-ui/fields';
import { isKnownFieldIssue, useFieldProblemText } from 'shared-ui/forms';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { confirmLeave, getLeaveDetail, getLeaveList, removeLeave, saveLeave } from 'shared-ui/staff';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeskBanner } from '../../components/DeskBanner';
import { rolesOf } from '../../components/deskNav';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import { leaveMessages } from './leaveMessages';
import styles from './Leave.module.css';

type Texts = ReturnType<typeof useMessages<typeof leaveMessages.en>>;

const todayInKolkata = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

interface FormValues {
  scope: 'doctor' | 'hospital';
  department: string;
  doctor: string;
  from: string;
  to: string;
  session_start: string;
  reason: string;
  reason_hi: string;
}

const FIELDS = ['doctor', 'from', 'to', 'session_start', 'reason', 'reason_hi'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `leave-${field.replace('_', '-')}`;

/** The form's values as the API takes them. */
const bodyOf = (values: FormValues) => ({
  doctor: values.scope === 'hospital' ? null : values.doctor === '' ? undefined : Number(values.doctor),
  from: values.from,
  to: values.to,
  session_start: values.session_start.trim() === '' ? null : values.session_start.trim(),
  reason: values.reason,
  reason_hi: values.reason_hi.trim() === '' ? null : values.reason_hi,
});

/** The contract's issues of the form (the same rules the API runs), by field. */
async function checkLeave(values: FormValues): Promise<Partial<Record<Field, FieldIssue>>> {
  try {
    await leaveSchema().validate(bodyOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: unknown }[] }).inner ?? [];
    const issues: Partial<Record<Field, FieldIssue>> = {};
    for (const issue of inner) {
      const field = FIELDS.find((name) => name === issue.path);
      if (field && !issues[field] && isKnownFieldIssue(issue.message)) issues[field] = issue.message as FieldIssue;
    }
    return issues;
  }
}

/** The API's 400: each field's issue the vocabulary knows. */
function apiIssues(error: unknown): Partial<Record<Field, FieldIssue>> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldIssues).filter(
      ([field, issue]) => (FIELDS as readonly string[]).includes(field) && isKnownFieldIssue(issue),
    ),
  ) as Partial<Record<Field, FieldIssue>>;
}

/** The OPD manager's leave and closures (issue 48): save, see whom it hits, cancel and tell them. */
export function LeavePage() {
  const t = useMessages(leaveMessages);
  usePageMeta({ title: t('title'), description: t('lead') });
  return <StaffOnly roles={rolesOf('/desk/leave')}>{() => <Leave />}</StaffOnly>;
}

function Leave() {
  const t = useMessages(leaveMessages);
  // The leave being worked on: just saved, or opened from the list.
  const [open, setOpen] = useState<LeaveDetail | null>(null);
  const [status, setStatus] = useState('');
  const [round, setRound] = useState(0);
  const reloadList = useCallback(() => setRound((value) => value + 1), []);
  return (
    <section className={`${panel.panel} ${styles.wide}`} aria-labelledby="desk-leave">
      <h1 id="desk-leave" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('lead')}</p>
      <LeaveForm
        onSaved={(detail) => {
          setOpen(detail);
          setStatus(t('saved'));
          reloadList();
        }}
      />
      <p role="status">{status}</p>
      {open ? (
        <OpenLeave
          key={open.leave.id}
          detail={open}
          onChanged={(detail) => {
            setOpen(detail);
            reloadList();
          }}
        />
      ) : null}
      <LeaveList
        key={round}
        onOpen={(detail) => {
          setOpen(detail);
          setStatus('');
        }}
        onRemoved={(entry) => {
          if (open?.leave.id === entry.id) setOpen(null);
          setStatus(t('removed'));
          reloadList();
        }}
      />
    </section>
  );
}

function LeaveForm({ onSaved }: { onSaved: (detail: LeaveDetail) => void }) {
  const t = useMessages(leaveMessages);
  const problemText = useFieldProblemText();
  const describeFailure = useDeskFailure();
  const [values, setValues] = useState<FormValues>(() => ({
    scope: 'doctor',
    department: '',
    doctor: '',
    from: todayInKolkata(),
    to: todayInKolkata(),
    session_start: '',
    reason: '',
    reason_hi: '',
  }));
  const [issues, setIssues] = useState<Partial<Record<Field, FieldIssue>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const departments = useDepartments();
  const doctors = useDoctors(values.department === '' ? undefined : Number(values.department));
  const set = (name: keyof FormValues, value: string) => setValues((now) => ({ ...now, [name]: value }));
  const errorOf = (field: Field) => {
    const issue = issues[field];
    return issue ? problemText(issue) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = await checkLeave(values);
    setIssues(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveLeave(leaveSchema().cast(bodyOf(values)));
      onSaved({ leave: saved.leave, hits: saved.hits, told: [] });
    } catch (error) {
      const refused = apiIssues(error);
      setIssues(refused);
      const at = FIELDS.find((field) => refused[field]);
      if (at) document.getElementById(fieldId(at))?.focus();
      else setFailure(describeFailure(error, t('failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={panel.section}
      aria-labelledby="leave-form-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="leave-form-title" className={panel.sectionHeading}>
        {t('formTitle')}
      </h2>
      <fieldset className={styles.scope}>
        <legend>{t('who')}</legend>
        <label>
          <input
            type="radio"
            name="scope"
            value="doctor"
            checked={values.scope === 'doctor'}
            onChange={() => set('scope', 'doctor')}
          />{' '}
          {t('oneDoctor')}
        </label>
        <label>
          <input
            type="radio"
            name="scope"
            value="hospital"
            checked={values.scope === 'hospital'}
            onChange={() => set('scope', 'hospital')}
          />{' '}
          {t('wholeHospital')}
        </label>
      </fieldset>
      {values.scope === 'doctor' ? (
        <div className={styles.grid}>
          <FormField label={t('department')} name="department" id="leave-department">
            {(control) => (
              <select
                {...control}
                value={values.department}
                onChange={(event) => setValues((now) => ({ ...now, department: event.target.value, doctor: '' }))}
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
          <FormField label={t('doctor')} name="doctor" id={fieldId('doctor')} required error={errorOf('doctor')}>
            {(control) => (
              <select {...control} value={values.doctor} onChange={(event) => set('doctor', event.target.value)}>
                <option value="">{t('chooseDoctor')}</option>
                {(doctors.data ?? []).map((each) => (
                  <option key={each.id} value={String(each.id)}>
                    {each.doctor_name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ) : null}
      <div className={styles.grid}>
        <FormField label={t('from')} name="from" id={fieldId('from')} required error={errorOf('from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.from}
              onChange={(event) => {
                const from = event.target.value;
                // A last day before the new first day follows it.
                setValues((now) => ({ ...now, from, to: now.to < from ? from : now.to }));
              }}
            />
          )}
        </FormField>
        <FormField label={t('to')} name="to" id={fieldId('to')} required error={errorOf('to')}>
          {(control) => (
            <input {...control} type="date" value={values.to} onChange={(event) => set('to', event.target.value)} />
          )}
        </FormField>
        {values.scope === 'doctor' ? (
          <FormField
            label={t('session')}
            name="session_start"
            id={fieldId('session_start')}
            hint={t('sessionHint')}
            error={errorOf('session_start')}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                placeholder="09:00"
                autoComplete="off"
                value={values.session_start}
                onChange={(event) => set('session_start', event.target.value)}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <FormField label={t('reason')} name="reason" id={fieldId('reason')} required error={errorOf('reason')}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.reason}
            onChange={(event) => set('reason', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('reasonHi')} name="reason_hi" id={fieldId('reason_hi')} error={errorOf('reason_hi')}>
        {(control) => (
          <input
            {...control}
            type="text"
            lang="hi"
            value={values.reason_hi}
            onChange={(event) => set('reason_hi', event.target.value)}
          />
        )}
      </FormField>
      <DeskBanner text={failure} />
      <div className={panel.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

function whenOf(day: string, time: string | null, language: 'en' | 'hi') {
  return `${formatDate(day, language)}${time === null ? '' : `, ${time}`}`;
}

function HitTable({ hits }: { hits: LeaveHit[] }) {
  const t = useMessages(leaveMessages);
  const { language } = useLanguage();
  const channels = (hit: LeaveHit) =>
    (['email', 'sms', 'whatsapp'] as const)
      .filter((channel) => hit.channels[channel])
      .map((channel) => t(channel))
      .join(', ') || t('none');
  return (
    <DeskTableScroll captionId="leave-hits-caption">
      <table className={table.table}>
        <caption id="leave-hits-caption">{t('hitsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reference')}</th>
            <th scope="col">{t('patient')}</th>
            <th scope="col">{t('phone')}</th>
            <th scope="col">{t('when')}</th>
            <th scope="col">{t('channels')}</th>
          </tr>
        </thead>
        <tbody>
          {hits.map((hit) => (
            <tr key={hit.reference}>
              <td>{hit.reference}</td>
              <td>{hit.patient_name}</td>
              <td>{t('phoneEnding', { last4: hit.phone_last4 })}</td>
              <td>{whenOf(hit.date, hit.slot_start, language)}</td>
              <td>{channels(hit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DeskTableScroll>
  );
}

const STATE_TEXT: Record<LeaveNoticeState, 'queued' | 'sent' | 'failedState' | 'none'> = {
  queued: 'queued',
  sent: 'sent',
  failed: 'failedState',
  none: 'none',
};

function ToldTable({ told }: { told: LeaveTold[] }) {
  const t = useMessages(leaveMessages);
  const { language } = useLanguage();
  return (
    <DeskTableScroll captionId="leave-told-caption">
      <table className={table.table}>
        <caption id="leave-told-caption">{t('toldTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reference')}</th>
            <th scope="col">{t('patient')}</th>
            <th scope="col">{t('phone')}</th>
            <th scope="col">{t('when')}</th>
            <th scope="col">{t('email')}</th>
            <th scope="col">{t('sms')}</th>
            <th scope="col">{t('whatsapp')}</th>
            <th scope="col">{t('rebooked')}</th>
          </tr>
        </thead>
        <tbody>
          {told.map((row) => (
            <tr key={row.reference}>
              <td>{row.reference}</td>
              <td>{row.patient_name}</td>
              <td>{t('phoneEnding', { last4: row.phone_last4 })}</td>
              <td>{whenOf(row.date, row.slot_start, language)}</td>
              <td>{t(STATE_TEXT[row.email])}</td>
              <td>{t(STATE_TEXT[row.sms])}</td>
              <td>{t(STATE_TEXT[row.whatsapp])}</td>
              <td>{row.rebooked ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DeskTableScroll>
  );
}

/** Whose leave and which days, as the list and the dialogs say it. */
function describe(t: Texts, entry: LeaveEntry, language: 'en' | 'hi') {
  const who = entry.doctor === null ? t('hospital') : entry.doctor.name;
  const days =
    entry.from === entry.to
      ? formatDate(entry.from, language)
      : `${formatDate(entry.from, language)} – ${formatDate(entry.to, language)}`;
  return { who, days };
}

function OpenLeave({ detail, onChanged }: { detail: LeaveDetail; onChanged: (detail: LeaveDetail) => void }) {
  const t = useMessages(leaveMessages);
  const { language } = useLanguage();
  const describeFailure = useDeskFailure();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const { who, days } = describe(t, detail.leave, language);
  const count = detail.hits.length;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await confirmLeave(detail.leave.id, [
        ...detail.told.map((row) => row.reference),
        ...detail.hits.map((hit) => hit.reference),
      ]);
      if (answer.outcome === 'changed') {
        setFailure(t('changed'));
        onChanged({ ...detail, hits: answer.hits });
      } else {
        onChanged(answer.detail);
      }
    } catch (error) {
      setFailure(describeFailure(error, t('confirmFailed')));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const refresh = async () => {
    try {
      onChanged(await getLeaveDetail(detail.leave.id));
      setSaid(t('refresh'));
    } catch (error) {
      setFailure(describeFailure(error, t('detailFailed')));
    }
  };

  return (
    <section className={panel.section} aria-labelledby="leave-open-title">
      <h2 id="leave-open-title" className={panel.sectionHeading}>
        {who}, {days}
        {detail.leave.session_start === null ? '' : ` (${t('sessionAt', { time: detail.leave.session_start })})`}
      </h2>
      <p>{detail.leave.reason}</p>
      <DeskBanner text={failure} />
      {count === 0 && detail.told.length === 0 ? <p>{t('noHits')}</p> : null}
      {count > 0 ? (
        <>
          <p>{t('hitsLead')}</p>
          <HitTable hits={detail.hits} />
          <div className={panel.actions}>
            <Button onClick={() => setAsking(true)} disabled={busy}>
              {t('cancelAll', { count })}
            </Button>
          </div>
        </>
      ) : null}
      {detail.told.length > 0 ? (
        <>
          <p>{t('toldLead')}</p>
          <ToldTable told={detail.told} />
          <div className={panel.actions}>
            <Button variant="outline" onClick={() => void refresh()}>
              {t('refresh')}
            </Button>
          </div>
          <p className="visually-hidden" role="status">
            {said}
          </p>
        </>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('confirmTitle', { count })}
          text={t('confirmText')}
          confirmLabel={t('cancelAll', { count })}
          busyLabel={t('confirming')}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}

function LeaveList({
  onOpen,
  onRemoved,
}: {
  onOpen: (detail: LeaveDetail) => void;
  onRemoved: (entry: LeaveEntry) => void;
}) {
  const t = useMessages(leaveMessages);
  const { language } = useLanguage();
  const describeFailure = useDeskFailure();
  // Read again after each change: the page gives the list a new key.
  const listing = useDeskResource(getLeaveList, {
    loading: t('listLoading'),
    failed: t('listFailed'),
    empty: t('listEmpty'),
  });
  const [removing, setRemoving] = useState<LeaveEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (entry: LeaveEntry) => {
    setFailure(null);
    try {
      onOpen(await getLeaveDetail(entry.id));
    } catch (error) {
      setFailure(describeFailure(error, t('detailFailed')));
    }
  };

  const remove = async (entry: LeaveEntry) => {
    setBusy(true);
    setFailure(null);
    try {
      await removeLeave(entry.id);
      onRemoved(entry);
    } catch (error) {
      setFailure(describeFailure(error, t('removeFailed')));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <section className={panel.section} aria-labelledby="leave-list-title">
      <h2 id="leave-list-title" className={panel.sectionHeading}>
        {t('listTitle')}
      </h2>
      <DeskBanner text={failure} />
      {listing.placeholder ?? (
        <DeskTableScroll captionId="leave-list-caption">
          <table className={table.table}>
            <caption id="leave-list-caption" className="visually-hidden">
              {t('listCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('days')}</th>
                <th scope="col">{t('session')}</th>
                <th scope="col">{t('reason')}</th>
                <th scope="col" className={table.number}>
                  {t('cancelledCount')}
                </th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(listing.data ?? []).map((entry) => {
                const { who, days } = describe(t, entry, language);
                return (
                  <tr key={entry.id}>
                    <td>{who}</td>
                    <td>{days}</td>
                    <td>
                      {entry.session_start === null ? t('allDay') : t('sessionAt', { time: entry.session_start })}
                    </td>
                    <td>{entry.reason}</td>
                    <td className={table.number}>{entry.cancelled}</td>
                    <td className={table.rowActions}>
                      <Button
                        size="small"
                        variant="outline"
                        aria-label={t('openLabel', { who, days })}
                        onClick={() => void open(entry)}
                      >
                        {t('open')}
                      </Button>
                      <Button
                        size="small"
                        variant="outline"
                        disabled={busy}
                        aria-label={t('removeLabel', { who, days })}
                        onClick={() => setRemoving(entry)}
                      >
                        {t('remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </DeskTableScroll>
      )}
      {removing ? (
        <ConfirmDialog
          title={t('removeTitle')}
          text={t('removeText')}
          confirmLabel={t('remove')}
          busyLabel={t('removing')}
          busy={busy}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
