import { ButtonLink, PageBanner, pageMetaFrom, siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { TodaysNews } from '../../components/news';
import { CallToAction, PageSection } from '../../components/page-sections';
import { TestimonialList } from '../../components/testimonials';
import { testimonialsPageMessages } from './messages';

export const meta = pageMetaFrom(testimonialsPageMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function TestimonialsPage() {
  const t = useMessages(testimonialsPageMessages);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <PageSection id="patient-feedback" title={t('listTitle')} eyebrow={t('listEyebrow')} intro={t('listIntro')}>
        <TestimonialList />
      </PageSection>
      <TodaysNews tone="alt" />
      <CallToAction id="share-feedback" title={t('shareTitle')} text={t('shareText')}>
        <ButtonLink to={siteHref('/contact')}>{t('shareButton')}</ButtonLink>
      </CallToAction>
    </>
  );
}
