import { useId } from 'react';
import { SectionHeading } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { appointmentMessages } from './appointmentMessages';
import cards from '../../components/CardGrid.module.css';
import styles from './AppointmentSteps.module.css';

const STEPS = [
  { title: 'step1Title', text: 'step1Text' },
  { title: 'step2Title', text: 'step2Text' },
  { title: 'step3Title', text: 'step3Text' },
  { title: 'step4Title', text: 'step4Text' },
] as const;

/** The four-step explainer below the form: department, doctor, form, done (check your e-mail). */
export function AppointmentSteps() {
  const t = useMessages(appointmentMessages);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={t('stepsEyebrow')} title={t('stepsTitle')} />
      <ol className={`${cards.grid} ${styles.steps}`}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={cards.title}>
              <span className="visually-hidden">{t('step', { number: index + 1 })}: </span>
              {t(step.title)}
            </h3>
            <p className={cards.text}>{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
