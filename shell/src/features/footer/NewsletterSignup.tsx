import { Suspense, lazy, useRef } from 'react';
import { useInView } from 'shared-ui';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import { footerMessages } from './footerMessages';
import styles from './Footer.module.css';

const NewsletterForm = lazy(() => withPageTexts(import('./NewsletterForm')));

/**
 * "Stay With Us". The form's field code (shared-ui/fields, about 4 KB) is fetched as the visitor
 * reaches the footer rather than with every page; its room is kept meanwhile.
 */
export function NewsletterSignup() {
  const t = useMessages(footerMessages);
  const slot = useRef<HTMLDivElement>(null);
  const near = useInView(slot, { threshold: 0 });
  return (
    <section aria-labelledby="footer-newsletter-heading">
      <h2 id="footer-newsletter-heading" className={styles.heading}>
        {t('newsletterHeading')}
      </h2>
      <p className={styles.muted}>{t('newsletterText')}</p>
      <div ref={slot} className={styles.newsletterSlot}>
        {near ? (
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
