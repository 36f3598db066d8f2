import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { siteHref, useSiteNavigate } from 'shared-ui';
import styles from './Footer.module.css';

/**
 * "Stay With Us". The original input did nothing (SPEC §2); the API has no newsletter list, so a
 * valid address goes to the contact form with the request filled in, where it is really sent.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useSiteNavigate();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The validation rules load on first use, not with every page.
    const { MESSAGES, newsletterSignupSchema } = await import('shared-ui/contract');
    try {
      const { email: valid } = await newsletterSignupSchema.validate({ email });
      setError(null);
      setEmail('');
      navigate(siteHref('/contact', { query: { subject: 'Newsletter subscription', email: valid } }));
    } catch (validationError) {
      setError(validationError instanceof Error ? validationError.message : MESSAGES.email);
    }
  };

  return (
    <section aria-labelledby="footer-newsletter-heading">
      <h2 id="footer-newsletter-heading" className={styles.heading}>
        Stay With Us
      </h2>
      <p className={styles.muted}>Health tips and hospital news, once a month.</p>
      <form className={styles.newsletter} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          className={styles.newsletterInput}
          placeholder="Your Email Here.."
          autoComplete="email"
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.newsletterButton}>
          Subscribe
        </button>
      </form>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
