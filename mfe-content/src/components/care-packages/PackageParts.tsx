import { ButtonLink, siteHref } from 'shared-ui';
import type { CarePackage, CarePackageKind, PriceBasis } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { BulletList } from '../page-sections';
import { carePackageMessages } from './messages';
import styles from './CarePackages.module.css';

type Key = keyof typeof carePackageMessages.en;

const BASIS: Record<PriceBasis, Key> = {
  package: 'basisPackage',
  visit: 'basisVisit',
  day: 'basisDay',
  programme: 'basisProgramme',
};

const BOOK: Record<CarePackageKind, Key> = {
  'health-check': 'bookHealthCheck',
  'diabetes-programme': 'bookProgramme',
  'home-care': 'bookVisit',
};

/** The price as the lab form shows it (₹1,999), with what it buys: the package, a visit, a day. */
export function PackagePrice({ item }: { item: CarePackage }) {
  const t = useMessages(carePackageMessages);
  const format = useFormatters();
  return (
    <p className={styles.price}>
      <span className="visually-hidden">{t('priceLabel')}: </span>
      <strong className={styles.amount}>{format.rupees(item.price)}</strong> {t(BASIS[item.price_basis])}
    </p>
  );
}

/** Whom it suits, in the API's sentence. */
export function PackageSummary({ item }: { item: CarePackage }) {
  const t = useMessages(carePackageMessages);
  return (
    <p className={styles.line}>
      <strong>{t('suitsLabel')}:</strong> {item.summary}
    </p>
  );
}

/** What the package includes. */
export function PackageIncludes({ item }: { item: CarePackage }) {
  const t = useMessages(carePackageMessages);
  return (
    <>
      <p className={styles.label}>{t('includesLabel')}:</p>
      <BulletList items={item.includes} />
    </>
  );
}

/** Preparation, sample, reports and duration: only the parts this package has (a visit has no report). */
export function PackageDetails({ item }: { item: CarePackage }) {
  const t = useMessages(carePackageMessages);
  const parts: [Key, string | null][] = [
    ['preparationLabel', item.preparation],
    ['sampleLabel', item.sample_type],
    ['reportLabel', item.report_time],
    ['durationLabel', item.duration],
  ];
  const present = parts.filter((part): part is [Key, string] => Boolean(part[1]));
  if (present.length === 0) return null;
  return (
    <dl className={styles.details}>
      {present.map(([label, value]) => (
        <div key={label} className={styles.detail}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Book this package": the lab form with this package chosen; its name ends the link's accessible name. */
export function BookPackageLink({ item }: { item: CarePackage }) {
  const t = useMessages(carePackageMessages);
  return (
    <ButtonLink to={siteHref('/blood-test', { query: { package: item.slug } })} size="small">
      {t(BOOK[item.kind])}
      <span className="visually-hidden">: {item.name}</span>
    </ButtonLink>
  );
}
