import { ButtonLink, siteHref } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import type { FaqContent } from '../contentTypes';
import { faqMessages } from '../messages';
import styles from './SupportCards.module.css';

/** General Support (to contact) and Getting Started (to the blog). */
export function SupportCards({ content }: { content: FaqContent }) {
  const t = useMessages(faqMessages);
  return (
    <ul className={styles.grid}>
      <Card
        as="li"
        title={t('generalSupport')}
        footer={<ButtonLink to={siteHref('/contact')}>{t('getSupport')}</ButtonLink>}
      >
        <p className={styles.text}>{content.generalSupport}</p>
      </Card>
      <Card
        as="li"
        title={t('gettingStarted')}
        footer={
          <ButtonLink to={siteHref('/blog')} variant="secondary">
            {t('visitForum')}
          </ButtonLink>
        }
      >
        <p className={styles.text}>{content.gettingStarted}</p>
      </Card>
    </ul>
  );
}
