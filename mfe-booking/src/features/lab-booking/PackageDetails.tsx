import { useId } from 'react';
import type { CarePackage } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { packageMessages } from './packageMessages';
import { PriceBox } from './PriceBox';
import styles from './PackageDetails.module.css';

/** The chosen package as the API words it in the page's language: only the parts it has. */
export function PackageDetails({ item }: { item: CarePackage }) {
  const t = useMessages(packageMessages);
  const headingId = useId();
  const facts = [
    { label: t('preparation'), value: item.preparation },
    { label: t('sampleType'), value: item.sample_type },
    { label: t('reportTime'), value: item.report_time },
    { label: t('duration'), value: item.duration },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {item.name}
      </h3>
      <p className={styles.summary}>{item.summary}</p>
      <PriceBox price={item.price} basis={item.price_basis} />
      {item.includes.length > 0 ? (
        <>
          <h4 className={styles.subheading}>{t('includes')}</h4>
          <ul className={styles.includes}>
            {item.includes.map((included) => (
              <li key={included}>{included}</li>
            ))}
          </ul>
        </>
      ) : null}
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
