import { useCallback, useEffect, useState } from 'react';
import type { StaffEnrolled, StaffEnrolment } from 'contract';
import { STAFF_LIMITS, staffEnrolmentCompleteRules } from 'contract/staff-desk';
import { ApiError, ErrorState, LoadingState, usePageMeta } from 'shared-ui';
import { PasswordField } from 'shared-ui/fields';
import { KitForm, SubmitButton, TextField, loadFieldErrorTexts, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { QrCode } from 'shared-ui/qr';
import { completeStaffEnrolment, getStaffEnrolment, staffSignedIn } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { deskMessages } from '../../components/deskMessages';
import { forgetLinkToken, readLinkToken } from '../../components/linkToken';
import { useDeskFailure } from '../../components/useDeskFailure';
import panel from '../../components/DeskPanel.module.css';
import { enrolMessages } from './enrolMessages';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './EnrolPage.module.css';

type Reading =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'read'; enrolment: StaffEnrolment };

/** The secret in groups of four, as authenticator apps show keys: easier to type without a slip. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The enrolment link's page: the token comes in the fragment (read here, then taken out of the
 * address, and sent only in a POST body). It shows whose account it is, the TOTP secret as a QR
 * code and as text, and asks for a password and the app's code; enrolled, it shows the ten recovery
 * codes once, and the member is signed in.
 */
export function EnrolPage() {
  const t = useMessages(enrolMessages);
  const d = useMessages(deskMessages);
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  const [token] = useState(readLinkToken);
  const [reading, setReading] = useState<Reading>({ status: 'loading' });
  const [enrolled, setEnrolled] = useState<StaffEnrolled | null>(null);
  const describeFailure = useDeskFailure();

  useEffect(forgetLinkToken, []);

  const read = useCallback(() => {
    if (!token) return;
    // The refusal's text (`staffEnrolmentInvalid`) is said from the contract's vocabulary.
    void Promise.all([getStaffEnrolment(token), loadFieldErrorTexts()]).then(
      ([enrolment]) => setReading({ status: 'read', enrolment }),
      (error: unknown) => setReading({ status: 'failed', error }),
    );
  }, [token]);
  useEffect(read, [read]);
  const retry = () => {
    setReading({ status: 'loading' });
    read();
  };

  let body;
  if (enrolled) body = <RecoveryCodes codes={enrolled.recovery_codes} />;
  else if (!token) body = <DeskBanner text={t('noLink')} />;
  else if (reading.status === 'loading') body = <LoadingState label={t('loadingAccount')} />;
  else if (reading.status === 'failed') {
    const gone = reading.error instanceof ApiError && reading.error.status === 404;
    body = gone ? (
      <DeskBanner text={describeFailure(reading.error, t('linkInvalid'))} />
    ) : (
      <ErrorState message={describeFailure(reading.error, d('serverError'))} onRetry={retry} retryLabel={d('retry')} />
    );
  } else {
    body = <Enrolment token={token} enrolment={reading.enrolment} onEnrolled={setEnrolled} />;
  }

  return (
    <section className={panel.panel} aria-labelledby="desk-enrol">
      <h1 id="desk-enrol" className={panel.heading}>
        {enrolled ? t('codesTitle') : t('title')}
      </h1>
      {body}
    </section>
  );
}

function Enrolment({
  token,
  enrolment,
  onEnrolled,
}: {
  token: string;
  enrolment: StaffEnrolment;
  onEnrolled: (enrolled: StaffEnrolled) => void;
}) {
  const t = useMessages(enrolMessages);
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useKitForm({
    initialValues: { token, password: '', code: '' },
    rules: staffEnrolmentCompleteRules,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      try {
        const enrolled = await completeStaffEnrolment(payload);
        staffSignedIn(enrolled.staff);
        onEnrolled(enrolled);
      } catch (error) {
        actions.reset({ ...actions.values, code: '' });
        if (!actions.showApiErrors(error)) setFailure(describeFailure(error, t('refused')));
      }
    },
  });

  return (
    <>
      <h2 className={panel.sectionHeading}>{t('account')}</h2>
      <dl className={styles.account}>
        <dt>{t('name')}</dt>
        <dd>{enrolment.name}</dd>
        <dt>{t('email')}</dt>
        <dd>{enrolment.email}</dd>
        <dt>{t('role')}</dt>
        <dd>{d(enrolment.role)}</dd>
      </dl>
      <section className={panel.section} aria-labelledby="desk-enrol-app">
        <h2 id="desk-enrol-app" className={panel.sectionHeading}>
          {t('stepApp')}
        </h2>
        <p>{t('stepAppText')}</p>
        <QrCode text={enrolment.totp.otpauth_uri} label={t('qrLabel')} className={styles.qr} />
        <p>
          {t('secretLabel')}: <code className={styles.secret}>{grouped(enrolment.totp.secret)}</code>
        </p>
      </section>
      <section className={panel.section} aria-labelledby="desk-enrol-password">
        <h2 id="desk-enrol-password" className={panel.sectionHeading}>
          {t('stepPassword')}
        </h2>
        <DeskBanner text={failure} />
        <KitForm form={form} aria-labelledby="desk-enrol-password">
          <PasswordField
            name="password"
            label={t('password')}
            hint={t('passwordHint', { min: STAFF_LIMITS.passwordMin })}
            autoComplete="new-password"
            required
          />
          <TextField
            name="code"
            label={t('code')}
            hint={t('codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <SubmitButton busyText={t('finishing')}>{t('finish')}</SubmitButton>
        </KitForm>
      </section>
    </>
  );
}
