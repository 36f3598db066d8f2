import type { ComponentType } from 'react';
import { EmptyState, ErrorState, LoadingState, useCarePackages } from 'shared-ui';
import type { CarePackageKind } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { carePackageMessages } from './messages';
import { PackageCards } from './PackageCards';
import type { PackageCardsProps } from './PackageCards';
import styles from './CarePackages.module.css';

export interface CarePackagesProps {
  kind: CarePackageKind;
  /** How the cards are laid out (the diabetes page turns them over); plain cards unless given. */
  cards?: ComponentType<PackageCardsProps>;
}

/**
 * One kind of package with its prices, from the API in the page's language (the one source of
 * prices: no content file repeats them). While they load, fail or are none, a status holds the
 * room of a row of cards, so the sections below do not jump when the cards arrive.
 */
export function CarePackages({ kind, cards: Cards = PackageCards }: CarePackagesProps) {
  const t = useMessages(carePackageMessages);
  const packages = useCarePackages(kind);
  if (packages.status === 'success' && packages.data && packages.data.length > 0) {
    return <Cards packages={packages.data} />;
  }
  return (
    <div className={styles.reserved}>
      {packages.status === 'loading' ? (
        <LoadingState label={t('loading')} />
      ) : packages.status === 'error' ? (
        <ErrorState message={t('failed')} retryLabel={t('retry')} onRetry={packages.retry} />
      ) : (
        <EmptyState message={t('empty')} />
      )}
    </div>
  );
}
