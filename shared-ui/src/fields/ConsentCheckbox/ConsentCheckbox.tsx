import type { ReactNode } from 'react';
import { siteHref } from 'shared-ui';
import { ExternalLinkIcon } from 'shared-ui/icons';
import { pathInLanguage, useLanguage, useMessages } from 'shared-ui/i18n';
import { Checkbox } from '../Checkbox/Checkbox';
import type { CheckboxProps } from '../Checkbox/Checkbox';
import { fieldMessages } from '../fieldMessages';
import styles from './ConsentCheckbox.module.css';

export interface ConsentCheckboxProps extends Omit<CheckboxProps, 'name' | 'label' | 'hint' | 'required'> {
  /** The payload's field (`consent`). */
  name?: string;
  /** What the visitor agrees to; a general sentence about arranging the booking unless given. */
  label?: ReactNode;
}

/**
 * The required, unticked consent of India's DPDP Act beside a form's submit button, with the full
 * privacy notice (/terms) a link away in a new tab, so what the visitor typed stays put.
 */
export function ConsentCheckbox({ label, name = 'consent', ...props }: ConsentCheckboxProps) {
  const t = useMessages(fieldMessages);
  // A new tab starts outside this page's router: the address itself must be in the page's language.
  const { language } = useLanguage();
  return (
    <Checkbox
      {...props}
      name={name}
      required
      label={label ?? t('consent')}
      hint={
        <a href={pathInLanguage(siteHref('/terms'), language)} target="_blank" rel="noopener" className={styles.link}>
          {t('privacyNotice')} <span className={styles.newTab}>{t('newTab')}</span>
          <ExternalLinkIcon size={14} />
        </a>
      }
    />
  );
}
