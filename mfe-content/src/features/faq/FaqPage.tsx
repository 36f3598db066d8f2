import { PageBanner, SiteLink, pageMetaFrom, siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { PageSection } from '../../components/page-sections';
import { FaqColumns } from './components/FaqColumns';
import { SupportCards } from './components/SupportCards';
import { faqContent } from './content';
import { faqMessages } from './messages';
import styles from './FaqPage.module.css';

export const meta = pageMetaFrom(faqMessages, (texts) => ({
  title: texts.metaTitle,
  description: texts.metaDescription,
}));

export default function FaqPage() {
  const t = useMessages(faqMessages);
  const content = useCatalogue(faqContent);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <PageSection id="faq-support" title={t('supportTitle')} eyebrow={t('supportEyebrow')}>
        <SupportCards content={content} />
      </PageSection>
      <PageSection id="faq-questions" title={t('questionsTitle')} eyebrow={t('questionsEyebrow')} tone="alt">
        <FaqColumns entries={content.questions} />
        <div className={styles.more}>
          <p className={styles.moreText}>
            {t('stillQuestions')}{' '}
            <SiteLink to={siteHref('/contact')} className={styles.request}>
              {t('submitRequest')}
            </SiteLink>
          </p>
          <p className={styles.moreText}>
            {t('emailLabel')}: <a href={`mailto:${HOSPITAL.email}`}>{HOSPITAL.email}</a>
            <span aria-hidden="true"> · </span>
            <br className={styles.narrowBreak} />
            {t('socialLabel')}: <span className={styles.handle}>{HOSPITAL.socialHandle}</span>
          </p>
        </div>
      </PageSection>
    </>
  );
}
