import { ButtonLink, siteHref } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import { BulletList } from '../../../components/page-sections';
import type { CheckupPackage } from '../content';
import { healthCheckupMessages } from '../messages';
import styles from './PackageCards.module.css';

/** The five packages as cards, each with whom it suits, what it includes and a way to book it. */
export function PackageCards({ packages }: { packages: readonly CheckupPackage[] }) {
  const t = useMessages(healthCheckupMessages);
  return (
    <ul className={styles.grid}>
      {packages.map((item) => (
        <Card
          key={item.name}
          as="li"
          title={t('packageName', { name: item.name })}
          footer={
            <ButtonLink to={siteHref('/blood-test')} size="small">
              {t('bookPackage')}
              <span className="visually-hidden">: {t('packageName', { name: item.name })}</span>
            </ButtonLink>
          }
        >
          <p className={styles.forWhom}>
            <strong>{t('suitsLabel')}:</strong> {item.forWhom}
          </p>
          <p className={styles.label}>{t('includesLabel')}:</p>
          <BulletList items={item.includes} />
        </Card>
      ))}
    </ul>
  );
}
