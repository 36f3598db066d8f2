import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { HOSPITAL } from 'contract/hospital';
import { siteHref, useServerRender, useSiteNavigate } from 'shared-ui';
import { TextField } from 'shared-ui/fields';
import { useMessages } from 'shared-ui/i18n';
import { footerMessages } from './footerMessages';
import styles from './Footer.module.css';

/**
 * The newsletter's address box. The original input did nothing; the API has no newsletter list, so
 * a valid address goes to the contact form with the request filled in, where it is really sent.
 */
export default function NewsletterForm() {
  const t = useMessages(footerMessages);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const navigate = useSiteNavigate();
  const inputId = useId();
  const onServer = useServerRender();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The validation rules load on first use, not with every page.
    const { newsletterSignupSchema } = await import('contract');
    const checked = await newsletterSignupSchema()
      .validate({ email })
      .catch(() => null);
    if (!checked) {
      // The schema's rule, in the page's language (its one message is the e-mail's). Focus goes back
      // to the field, whose description now reads the error.
      setError(t('invalidEmail'));
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    setEmail('');
    // In the navigation state, not the address: a query string would put the visitor's e-mail in the
    // history, in server and analytics logs and in the Referer. The contact page reads these two keys.
    navigate(siteHref('/contact'), { state: { subject: 'Newsletter subscription', email: checked.email } });
  };

  return (
    <>
      <form className={styles.newsletter} onSubmit={(event) => void onSubmit(event)} noValidate>
        {/* Disabled in the server's HTML: sent by the browser without scripts, the address would go
          into the page's address (a GET), the history and the logs. */}
        <fieldset disabled={onServer} className={styles.newsletterControls}>
          <TextField
            id={inputId}
            name="email"
            type="email"
            label={t('newsletterLabel')}
            hideLabel
            placeholder={t('newsletterPlaceholder')}
            value={email}
            onChange={setEmail}
            error={error}
            className={styles.newsletterField}
          />
          <button type="submit" className={styles.newsletterButton}>
            {t('subscribe')}
          </button>
        </fieldset>
      </form>
      {onServer ? (
        <noscript>
          <p className={styles.newsletterNoScript}>
            {t('newsletterNoScript')} <a href={`mailto:${HOSPITAL.email}`}>{HOSPITAL.email}</a>
          </p>
        </noscript>
      ) : null}
    </>
  );
}
