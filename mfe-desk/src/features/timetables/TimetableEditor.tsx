import { useState } from 'react';
import type { FieldIssue } from 'contract';
import { todayInHospitalZone } from 'contract/rules';
import { TIMETABLE_LIMITS, WEEKDAYS } from 'contract/staff-desk';
import type { DoctorTimetables } from 'contract/staff-desk';
import { afterNextFrame, ApiError, Button } from 'shared-ui';
import { FormField } from 'shared-ui/fields';
import { isKnownFieldIssue, loadFieldErrorTexts, useFieldProblemText } from 'shared-ui/forms';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { saveDoctorTimetable } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { useDeskFailure } from '../../components/useDeskFailure';
import panel from '../../components/DeskPanel.module.css';
import { blankRow, checkTimetable, fieldId, rowFieldOf, startingRows, timetableBody } from './timetableRows';
import type { RowField, SessionRowValues } from './timetableRows';

/** The fields a manager types (the weekday and the visit are chosen). */
type TypedField = 'start_time' | 'end_time' | 'room' | 'slot_minutes' | 'counter_quota';
import { timetablesMessages } from './timetablesMessages';
import styles from './Timetables.module.css';

const EFFECTIVE_FROM_ID = 'timetable-effective-from';

/** The API's 400: each field's issue by its path, those the vocabulary knows. */
function apiIssues(error: unknown): Record<string, FieldIssue> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldIssues).filter(([, issue]) => isKnownFieldIssue(issue)),
  ) as Record<string, FieldIssue>;
}

/**
 * The week's sessions as they will be from a day on: rows added and removed, each field checked
 * by the contract's schema before it is sent, the API's refusal shown at the same field. Another
 * manager's save first (409) leaves the rows as they are, to save again over the timetable shown.
 */
export function TimetableEditor({
  timetables,
  onSaved,
  onStale,
}: {
  timetables: DoctorTimetables;
  onSaved: (timetables: DoctorTimetables) => void;
  onStale: (timetables: DoctorTimetables) => void;
}) {
  const t = useMessages(timetablesMessages);
  const { language } = useLanguage();
  const problemText = useFieldProblemText();
  const describeFailure = useDeskFailure();
  const [rows, setRows] = useState(() => startingRows(timetables));
  const [effectiveFrom, setEffectiveFrom] = useState(todayInHospitalZone);
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);

  // A refused path's field id (`sessions[2].end_time` → that row's end time): where its problem is
  // shown and what the focus goes to.
  const idOfPath = (path: string) => {
    const at = rowFieldOf(path, rows);
    if (at) return fieldId(at.row, at.field);
    return path === 'effective_from' ? EFFECTIVE_FROM_ID : null;
  };
  const shown = new Map<string, string>();
  for (const [path, issue] of Object.entries(issues)) {
    const id = idOfPath(path);
    if (id && !shown.has(id)) shown.set(id, problemText(issue));
  }
  const errorOf = (row: SessionRowValues, field: RowField) => shown.get(fieldId(row, field));

  const change = (key: number, field: RowField, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    // A field changed is no longer the one refused.
    const at = rows.findIndex((row) => row.key === key);
    setIssues((current) => {
      const { [`sessions[${at}].${field === 'mode' ? 'online' : field}`]: _gone, ...rest } = current;
      return rest;
    });
  };

  /** One typed field of a session row, its problem shown at it. */
  const typedField = (
    row: SessionRowValues,
    index: number,
    field: TypedField,
    options: { label: string; hint?: string; required?: boolean; maxLength: number; numeric?: boolean },
  ) => (
    <FormField
      label={options.label}
      name={`sessions[${index}].${field}`}
      id={fieldId(row, field)}
      required={options.required ?? true}
      {...(options.hint === undefined ? {} : { hint: options.hint })}
      error={errorOf(row, field)}
    >
      {(control) => (
        <input
          {...control}
          {...(options.numeric ? { inputMode: 'numeric' as const } : {})}
          autoComplete="off"
          maxLength={options.maxLength}
          value={row[field]}
          onChange={(event) => change(row.key, field, event.target.value)}
        />
      )}
    </FormField>
  );

  const focusFirst = (found: Record<string, FieldIssue>) => {
    const ids = [
      EFFECTIVE_FROM_ID,
      ...rows.flatMap((row) =>
        (['weekday', 'start_time', 'end_time', 'mode', 'room', 'slot_minutes', 'counter_quota'] as const).map((field) =>
          fieldId(row, field),
        ),
      ),
    ];
    const paths = Object.keys(found).map(idOfPath);
    const first = ids.find((id) => paths.includes(id));
    if (first) afterNextFrame(() => document.getElementById(first)?.focus());
  };

  const save = async () => {
    setFailure(null);
    setStatus('');
    setSaving(true);
    try {
      await loadFieldErrorTexts();
      const body = timetableBody(timetables.version, effectiveFrom, rows);
      const found = await checkTimetable(body);
      setIssues(found);
      if (Object.keys(found).length > 0) {
        setFailure(t('checkFields'));
        focusFirst(found);
        return;
      }
      const answer = await saveDoctorTimetable(timetables.doctor.id, body as Parameters<typeof saveDoctorTimetable>[1]);
      if (answer.outcome === 'conflict') {
        setStale(true);
        onStale(answer.timetables);
        return;
      }
      setStale(false);
      setStatus(t('saved', { date: formatDate(effectiveFrom, language) }));
      onSaved(answer.timetables);
    } catch (error) {
      const found = apiIssues(error);
      if (Object.keys(found).length > 0) {
        setIssues(found);
        setFailure(t('checkFields'));
        focusFirst(found);
      } else setFailure(describeFailure(error, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={panel.section} aria-labelledby="timetable-edit">
      <h2 id="timetable-edit" className={panel.sectionHeading}>
        {t('editTitle')}
      </h2>
      <p>{t('editLead')}</p>
      {stale ? (
        <section className={panel.alert} role="alert" aria-labelledby="timetable-stale">
          <h3 id="timetable-stale">{t('staleTitle')}</h3>
          <p>{t('staleText')}</p>
        </section>
      ) : null}
      <form
        noValidate
        aria-labelledby="timetable-edit"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField
          label={t('effectiveFrom')}
          name="effective_from"
          id={EFFECTIVE_FROM_ID}
          required
          error={shown.get(EFFECTIVE_FROM_ID)}
          className={styles.from}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              min={todayInHospitalZone()}
              value={effectiveFrom}
              onChange={(event) => {
                setEffectiveFrom(event.target.value);
                setIssues(({ effective_from: _gone, ...rest }) => rest);
              }}
            />
          )}
        </FormField>
        {rows.map((row, index) => (
          <fieldset key={row.key} className={styles.row}>
            <legend>{t('sessionLegend', { number: index + 1 })}</legend>
            <FormField
              label={t('weekday')}
              name={`sessions[${index}].weekday`}
              id={fieldId(row, 'weekday')}
              required
              error={errorOf(row, 'weekday')}
            >
              {(control) => (
                <select
                  {...control}
                  value={row.weekday}
                  onChange={(event) => change(row.key, 'weekday', event.target.value)}
                >
                  <option value="">{t('weekday')}</option>
                  {WEEKDAYS.map((weekday) => (
                    <option key={weekday} value={String(weekday)}>
                      {t(`day${weekday}` as 'day0')}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {typedField(row, index, 'start_time', {
              label: t('start'),
              hint: t('timeHint'),
              maxLength: 5,
              numeric: true,
            })}
            {typedField(row, index, 'end_time', { label: t('end'), hint: t('timeHint'), maxLength: 5, numeric: true })}
            <FormField
              label={t('mode')}
              name={`sessions[${index}].online`}
              id={fieldId(row, 'mode')}
              required
              error={errorOf(row, 'mode')}
            >
              {(control) => (
                <select {...control} value={row.mode} onChange={(event) => change(row.key, 'mode', event.target.value)}>
                  <option value="OFF">{t('inPerson')}</option>
                  <option value="ON">{t('online')}</option>
                </select>
              )}
            </FormField>
            {row.mode === 'OFF'
              ? typedField(row, index, 'room', { label: t('room'), maxLength: TIMETABLE_LIMITS.roomMax })
              : null}
            {typedField(row, index, 'slot_minutes', { label: t('slotMinutes'), maxLength: 3, numeric: true })}
            {typedField(row, index, 'counter_quota', {
              label: t('counterQuota'),
              hint: t('counterQuotaHint', { count: timetables.counter_quota_default }),
              required: false,
              maxLength: 3,
              numeric: true,
            })}
            <div className={styles.rowActions}>
              <Button
                variant="outline"
                size="small"
                onClick={() => {
                  setRows((current) => current.filter((each) => each.key !== row.key));
                  // The paths name rows by their place: after a removal they no longer match.
                  setIssues({});
                }}
              >
                {t('remove', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
        <div className={panel.actions}>
          <Button
            variant="secondary"
            disabled={rows.length >= TIMETABLE_LIMITS.sessionsMax}
            onClick={() => {
              const added = blankRow();
              setRows((current) => [...current, added]);
              afterNextFrame(() => document.getElementById(fieldId(added, 'weekday'))?.focus());
            }}
          >
            {t('add')}
          </Button>
          <Button type="submit" aria-disabled={saving}>
            {saving ? t('saving') : t('save')}
          </Button>
        </div>
        <DeskBanner text={failure} />
        <p role="status">{status}</p>
      </form>
    </section>
  );
}
