import type { CarePackage } from 'contract';
import { useCarePackages } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { InfoTable } from '../../components/page-sections';
import type { TableContent } from '../../components/page-sections';
import { healthCheckupMessages } from './messages';
import styles from './PackageInclusions.module.css';

/** The table's own words, in the page's language. */
export interface InclusionsLabels {
  caption: string;
  testColumn: string;
  included: string;
  notIncluded: string;
}

/**
 * Which test is in which package: every line of every package's `includes` (the API's, in the
 * page's language) once, in the order the packages list them, against each package. Lines are
 * matched as the API writes them; the API names no test by a key, so two wordings of one test are
 * two rows, and "Everything in the Basic Health Check" is a row of its own.
 */
export function inclusionsTable(packages: readonly CarePackage[], labels: InclusionsLabels): TableContent {
  const tests = [...new Set(packages.flatMap((item) => item.includes))];
  const mark = (included: boolean) => (
    <>
      <span aria-hidden="true">{included ? '✓' : '—'}</span>
      <span className="visually-hidden">{included ? labels.included : labels.notIncluded}</span>
    </>
  );
  return {
    caption: labels.caption,
    columns: [labels.testColumn, ...packages.map((item) => item.name)],
    rows: tests.map((test) => ({
      header: test,
      cells: packages.map((item) => mark(item.includes.includes(test))),
    })),
  };
}

/**
 * The health checks compared in one table under their cards, from the same answer. Loading,
 * failure and retry are the cards' to show; the table appears with them. On a phone it scrolls
 * sideways in its own focusable region with the tests' column held in view, and down with the
 * packages' names held at its top: a person comparing five packages needs them side by side, and
 * the cards above already list each package alone.
 */
export function PackageInclusions() {
  const t = useMessages(healthCheckupMessages);
  const packages = useCarePackages('health-check');
  if (packages.status !== 'success' || !packages.data || packages.data.length === 0) return null;
  return (
    <div className={styles.inclusions}>
      <InfoTable
        long
        table={inclusionsTable(packages.data, {
          caption: t('inclusionsCaption'),
          testColumn: t('inclusionsTestColumn'),
          included: t('included'),
          notIncluded: t('notIncluded'),
        })}
      />
    </div>
  );
}
