import { useCallback, useState } from 'react';
import { hospitalFactsRules } from 'contract/staff-desk';
import type { StaffHospitalFacts } from 'contract/staff-desk';
import { usePageMeta } from 'shared-ui';
import { KitForm, SubmitButton, TextField, useFieldProblemText, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { getStaffHospitalFacts, saveHospitalFacts } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import { hospitalFactsMessages } from './hospitalFactsMessages';
import styles from './HospitalFacts.module.css';

type Texts = (typeof hospitalFactsMessages)['en'];

/** The facts as the form holds them: text as typed, the map position too; the version read. */
const FACT_FIELDS = [
  'supportPhone',
  'emergencyPhone',
  'ambulancePhone',
  'messagingNumber',
  'email',
  'appointmentsEmail',
  'privacyEmail',
  'address',
  'addressHi',
  'supportHours',
  'openingHours',
  'openingHoursHi',
  'latitude',
  'longitude',
] as const;
type FactField = (typeof FACT_FIELDS)[number];
type FactsValues = Record<FactField, string> & { version: number };

const valuesOf = (facts: StaffHospitalFacts): FactsValues => ({
  ...(Object.fromEntries(FACT_FIELDS.map((field) => [field, String(facts[field])])) as Record<FactField, string>),
  version: facts.version,
});

/** Each fact's label in the editor (the address's English field says its language). */
const LABEL_OF: Record<FactField, keyof Texts> = {
  supportPhone: 'supportPhone',
  emergencyPhone: 'emergencyPhone',
  ambulancePhone: 'ambulancePhone',
  messagingNumber: 'messagingNumber',
  email: 'email',
  appointmentsEmail: 'appointmentsEmail',
  privacyEmail: 'privacyEmail',
  address: 'addressEn',
  addressHi: 'addressHi',
  supportHours: 'supportHours',
  openingHours: 'openingHours',
  openingHoursHi: 'openingHoursHi',
  latitude: 'latitude',
  longitude: 'longitude',
};

/** The admin's hospital facts (issue 48): phones, e-mails, address, hours and map position. */
export function HospitalFactsPage() {
  const t = useMessages(hospitalFactsMessages);
  usePageMeta({ title: t('title'), description: t('lead') });
  return <StaffOnly roles={rolesOf('/desk/hospital')}>{() => <HospitalFacts />}</StaffOnly>;
}

function HospitalFacts() {
  const t = useMessages(hospitalFactsMessages);
  const load = useCallback(() => getStaffHospitalFacts(), []);
  const loaded = useDeskResource(load, { loading: t('loading'), failed: t('failed'), empty: '', isEmpty: () => false });
  // What a save answered, over what was loaded.
  const [latest, setLatest] = useState<StaffHospitalFacts | null>(null);
  const facts = latest ?? loaded.data;
  return (
    <section className={panel.panel} aria-labelledby="desk-hospital-facts">
      <h1 id="desk-hospital-facts" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('lead')}</p>
      {loaded.placeholder ?? (facts ? <FactsForm facts={facts} onSaved={setLatest} /> : null)}
    </section>
  );
}

interface Said {
  failure: string | null;
  done: string | null;
  /** A 409's facts as they are now, shown beside the admin's kept edits. */
  now: StaffHospitalFacts | null;
}
const NOTHING_SAID: Said = { failure: null, done: null, now: null };

function FactsForm({ facts, onSaved }: { facts: StaffHospitalFacts; onSaved: (facts: StaffHospitalFacts) => void }) {
  const t = useMessages(hospitalFactsMessages);
  const say = useFieldProblemText();
  const describeFailure = useDeskFailure();
  const [said, setSaid] = useState<Said>(NOTHING_SAID);
  const form = useKitForm({
    initialValues: valuesOf(facts),
    rules: hospitalFactsRules,
    onSubmit: async (payload, actions) => {
      setSaid(NOTHING_SAID);
      try {
        const answer = await saveHospitalFacts(payload);
        if (answer.outcome === 'conflict') {
          // Another admin saved first: theirs are shown, these edits kept, the next save made over theirs.
          actions.reset({ ...actions.values, version: answer.facts.version });
          setSaid({ failure: say({ code: 'factsStale' }) || t('saveFailed'), done: null, now: answer.facts });
          return;
        }
        actions.reset(valuesOf(answer.facts));
        setSaid({ failure: null, done: say({ code: 'factsSaved' }), now: null });
        onSaved(answer.facts);
      } catch (error) {
        if (!actions.showApiErrors(error))
          setSaid({ ...NOTHING_SAID, failure: describeFailure(error, t('saveFailed')) });
      }
    },
  });
  const field = (name: FactField, options: { hint?: string; type?: 'tel' | 'email'; lang?: 'hi' } = {}) => (
    <TextField
      name={name}
      label={t(LABEL_OF[name])}
      required
      autoComplete="off"
      {...(options.hint === undefined ? {} : { hint: options.hint })}
      {...(options.type === undefined ? {} : { type: options.type })}
      {...(options.lang === undefined ? {} : { lang: options.lang })}
    />
  );
  return (
    <>
      <p>
        {facts.updated_by && facts.updated_at
          ? t('lastSaved', { name: facts.updated_by.name, when: deskTimeOf(facts.updated_at) })
          : t('neverSaved')}
      </p>
      <DeskBanner text={said.failure} />
      {said.now ? <NowSaved now={said.now} edits={form.values as FactsValues} /> : null}
      <p role="status">{said.done}</p>
      <KitForm form={form} aria-labelledby="desk-hospital-facts">
        <fieldset className={styles.group}>
          <legend>{t('phones')}</legend>
          {field('emergencyPhone', { hint: t('phoneHint'), type: 'tel' })}
          {field('ambulancePhone', { hint: t('phoneHint'), type: 'tel' })}
          {field('supportPhone', { hint: t('phoneHint'), type: 'tel' })}
          {field('messagingNumber', { hint: t('messagingHint'), type: 'tel' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('emails')}</legend>
          {field('email', { type: 'email' })}
          {field('appointmentsEmail', { type: 'email' })}
          {field('privacyEmail', { type: 'email' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('address')}</legend>
          {field('address')}
          {field('addressHi', { lang: 'hi' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('hours')}</legend>
          {field('supportHours')}
          {field('openingHours', { hint: t('hoursHint') })}
          {field('openingHoursHi', { lang: 'hi' })}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('position')}</legend>
          {field('latitude', { hint: t('positionHint') })}
          {field('longitude', { hint: t('positionHint') })}
        </fieldset>
        <SubmitButton busyText={t('saving')}>{t('save')}</SubmitButton>
      </KitForm>
    </>
  );
}

/** After a 409: the facts another admin saved that differ from this admin's form. */
function NowSaved({ now, edits }: { now: StaffHospitalFacts; edits: FactsValues }) {
  const t = useMessages(hospitalFactsMessages);
  const differ = FACT_FIELDS.filter((field) => String(now[field]) !== edits[field]);
  return (
    <section className={panel.alert} aria-labelledby="desk-hospital-facts-now">
      <h2 id="desk-hospital-facts-now" className={panel.sectionHeading}>
        {t('staleTitle')}
      </h2>
      <p>{t('nowSaved')}</p>
      {differ.length === 0 ? (
        <p>{t('noneDiffer')}</p>
      ) : (
        <dl className={styles.now}>
          {differ.map((field) => (
            <div key={field}>
              <dt>{t(LABEL_OF[field])}</dt>
              <dd lang={field.endsWith('Hi') ? 'hi' : undefined}>{String(now[field])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
