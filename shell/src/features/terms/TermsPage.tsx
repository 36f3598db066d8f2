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
        <section aria-labelledby="privacy">
          <h2 id="privacy">Privacy notice</h2>
          <p>
            {HOSPITAL.name}, {HOSPITAL.address}, decides how the personal data you give on this website is used (the
            &quot;data fiduciary&quot; under India&apos;s Digital Personal Data Protection Act, 2023).
          </p>
          <h3>What we ask for, and why</h3>
          <p>
            When you book an appointment, book a lab test, send us a message or register, we collect what that form asks
            for: your name, e-mail address, phone number, and where relevant your address, age, gender, preferred date,
            the doctor or test you chose, your message and any prescription you upload. We use it only to arrange and
            confirm your visit or test, to contact you about it, and to answer your message.
          </p>
          <ul>
            <li>Only hospital staff who arrange your care can see it. We do not sell it or use it for marketing.</li>
            <li>Prescriptions you upload are stored privately and are never published on this website.</li>
            <li>
              Health details are never put in web addresses, in the messaging-app link or in our logs, and confirmation
              e-mails carry only your booking&apos;s reference, date and place.
            </li>
            <li>We record when you agreed to this notice with each form you send.</li>
            <li>
              We keep booking records for as long as the law requires hospitals to keep patient records, and messages
              for one year.
            </li>
          </ul>
          <h3>Your rights</h3>
          <p>
            You may withdraw your consent at any time, as easily as you gave it: write to us and we stop using your data
            for anything not already done (a booking you cancel is kept, marked cancelled, as the law requires). You may
            also ask to see a summary of what we hold about you, have it corrected or completed, have it erased when it
            is no longer needed, and name someone to act for you.
          </p>
          <p>
            To do any of this, or to complain about how we handled your data, write to our Grievance Officer at{' '}
            <a href={`mailto:${HOSPITAL.privacyEmail}`}>{HOSPITAL.privacyEmail}</a>, call{' '}
            <a href={telHref(HOSPITAL.supportPhone)}>{HOSPITAL.supportPhone}</a> or{' '}
            <SiteLink to={siteHref('/contact')}>contact us</SiteLink>. We answer within 7 days. If you are not satisfied
            with our answer, you may complain to the Data Protection Board of India.
          </p>
        </section>
      </div>
    </article>
  );
}
