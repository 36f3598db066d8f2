import type { PriceBasis } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { labMessages } from './labMessages';
import styles from './PriceBox.module.css';

export const BASIS = {
  package: 'basisPackage',
  visit: 'basisVisit',
  day: 'basisDay',
  programme: 'basisProgramme',
} as const satisfies Record<PriceBasis, string>;

/** "Price ₹1,250", or with what it buys: "Price ₹800 per visit". */
export function PriceBox({ price, basis }: { price: number; basis?: PriceBasis }) {
  const t = useMessages(labMessages);
  const format = useFormatters();
  return (
    <p className={styles.price}>
      <span className={styles.label}>{t('price')}</span>{' '}
      <span>
        <strong className={styles.value}>{format.rupees(price)}</strong>
        {basis ? <span className={styles.basis}> {t(BASIS[basis])}</span> : null}
      </span>
    </p>
  );
}
