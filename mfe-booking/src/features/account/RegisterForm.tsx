import { useState } from 'react';
import { ApiError, SiteLink, signUp, siteHref } from 'shared-ui';
import { LIMITS, registrationInitialValues, registrationRules } from 'contract/forms';
import { RadioGroup, TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import { PatientAgeField, PatientDetailsFields } from '../../components/booking-form/PatientDetailsFields';
import { requestAnswer, useRequestMessage } from '../../components/useRequestMessage';
import { accountMessages } from './accountMessages';
import { signInMessages } from './signInMessages';
import type { Banner } from '../../components/FormBanner';
import { PasswordField } from 'shared-ui/fields';
import styles from './AccountForm.module.css';

/**
 * Registration: every field required by the shared rules (age a number, gender M/F/O, the login
 * ID's and password's rules shown up front), 'Registering...' while it goes. The API answers the
 * same for any address (it mails a confirmation link, or tells the owner of an existing account
 * that someone tried), so the page says only: check your e-mail. A refused password (too common)
 * shows on its field.
 */
export function RegisterForm() {
  const t = useMessages(accountMessages);
  const p = useMessages(signInMessages);
  const requestMessage = useRequestMessage();
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: registrationInitialValues,
    rules: registrationRules,
    onSubmit: async (payload, actions) => {
      setBanner(null);
      try {
        const answer = await signUp(payload);
        actions.reset();
        setBanner({ tone: 'success', text: requestMessage(requestAnswer(answer), p('checkEmail')) });
      } catch (error) {
        actions.showApiErrors(error);
        // The server's reason by its code; an answer without one is SPEC §8's 'Something went wrong', no
        // answer at all the form's own words.
        const answered = error instanceof ApiError && error.status !== undefined;
        setBanner({
          tone: 'error',
          text: answered ? requestMessage(requestAnswer(error), p('registerServerFailed')) : p('registerFailed'),
        });
      }
    },
  });

  return (
    <BookingFormFrame
      form={form}
      title={p('registerFormTitle')}
      intro={p('requiredIntro')}
      layout="page"
      consent="register"
      submit={t('register')}
      busyText={p('registering')}
      outcome={{ banner }}
      after={
        <p className={styles.other}>
          {p('haveAccount')} <SiteLink to={siteHref('/login')}>{t('loginLink')}</SiteLink>
        </p>
      }
    >
      <PatientDetailsFields rules={registrationRules} />
      <PatientAgeField />
      <RadioGroup
        name="gender"
        label={p('gender')}
        required
        inline
        options={[
          { value: 'M', label: p('male') },
          { value: 'F', label: p('female') },
          { value: 'O', label: p('other') },
        ]}
      />
      <TextField
        name="login_id"
        label={p('loginId')}
        hint={p('loginIdHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.loginIdMax}
        required
        clearable
      />
      <PasswordField
        name="password"
        label={t('password')}
        hint={t('passwordRule')}
        autoComplete="new-password"
        userInputs={[form.values.name, form.values.email, form.values.login_id]}
        required
      />
    </BookingFormFrame>
  );
}
