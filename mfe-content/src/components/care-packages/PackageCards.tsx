import type { CarePackage } from 'contract';
import { Card } from 'shared-ui/card';
import { BookPackageLink, PackageDetails, PackageIncludes, PackagePrice, PackageSummary } from './PackageParts';
import styles from './CarePackages.module.css';

export interface PackageCardsProps {
  packages: readonly CarePackage[];
}

/** Each package as a card: its name, price, whom it suits, what it includes, how to prepare, and its book link. */
export function PackageCards({ packages }: PackageCardsProps) {
  return (
    <ul className={styles.grid}>
      {packages.map((item) => (
        <Card key={item.slug} as="li" title={item.name} footer={<BookPackageLink item={item} />}>
          <PackagePrice item={item} />
          <PackageSummary item={item} />
          <PackageIncludes item={item} />
          <PackageDetails item={item} />
        </Card>
      ))}
    </ul>
  );
}
