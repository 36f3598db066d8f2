import { useMessages } from 'shared-ui/i18n';
import { BookPackageLink, PackageDetails, PackageIncludes, PackagePrice } from '../../../components/care-packages';
import type { PackageCardsProps } from '../../../components/care-packages';
import { diabetesMessages } from '../messages';
import { FlipCard } from './FlipCard';
import { ProgramIcon } from './ProgramIcons';
import styles from './ProgramCards.module.css';

/**
 * The programmes as flip cards. The front has what a visitor decides on, whom it suits, the price and
 * the book link, so booking never needs the card turned; the back has what it includes and how to
 * prepare.
 */
export function ProgramCards({ packages }: PackageCardsProps) {
  const t = useMessages(diabetesMessages);
  return (
    <ul className={styles.grid}>
      {packages.map((program, index) => (
        <li key={program.slug} className={styles.item}>
          <FlipCard
            title={program.name}
            flipLabel={t('showDetails')}
            unflipLabel={t('showSummary')}
            front={
              <>
                <p className={styles.summary}>{program.summary}</p>
                <PackagePrice item={program} />
                <span className={styles.icon}>
                  <ProgramIcon index={index} />
                </span>
                <span className={styles.book}>
                  <BookPackageLink item={program} />
                </span>
              </>
            }
            back={
              <>
                <PackageIncludes item={program} />
                <PackageDetails item={program} />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
