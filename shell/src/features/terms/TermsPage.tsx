import { HOSPITAL, PageBanner, SiteLink, siteHref, telHref } from 'shared-ui';
import styles from './TermsPage.module.css';

/**
 * Terms of use and the privacy notice the booking and contact forms ask visitors to agree to. The
 * original footer's "terms" link led nowhere (SPEC §2).
 */
export default function TermsPage() {
  return (
    <article>
      <PageBanner
        title="Terms & Privacy"
        subtitle="How this website may be used and how we look after your information."
      />
      <div className={styles.body}>
        <section aria-labelledby="terms-use">
          <h2 id="terms-use">Using this website</h2>
          <p>
            This website gives general information about {HOSPITAL.name} and lets you request appointments and lab
            tests. It is not a substitute for medical advice. In an emergency, call{' '}
            <a href={telHref(HOSPITAL.emergencyPhone)}>{HOSPITAL.emergencyPhone}</a> or come to our Accident &amp;
            Emergency department, open {HOSPITAL.supportHours}.
          </p>
          <p>
            A booking made here is a request: our team confirms the time with you by phone or e-mail. Prices shown for
            lab tests are in Indian rupees and may change; the price confirmed at the lab applies.
          </p>
        </section>
        <section aria-labelledby="terms-privacy">
          <h2 id="terms-privacy">Privacy notice</h2>
          <p>
            When you book an appointment, book a lab test, send us a message or register, we collect what the form asks
            for: your name, e-mail address, phone number, and where relevant your address, age, gender, preferred date
            and any prescription you upload.
          </p>
          <ul>
            <li>We use it only to arrange and confirm your visit or test and to answer your message.</li>
            <li>Only hospital staff who arrange your care can see it. We do not sell or share it for marketing.</li>
            <li>Prescriptions you upload are stored privately and are never published on this website.</li>
            <li>We record when you agreed to this notice with each form you send.</li>
          </ul>
          <p>
            To see, correct or delete what we hold about you, write to{' '}
            <a href={`mailto:${HOSPITAL.email}`}>{HOSPITAL.email}</a> or{' '}
            <SiteLink to={siteHref('/contact')}>contact us</SiteLink>.
          </p>
        </section>
      </div>
    </article>
  );
}
