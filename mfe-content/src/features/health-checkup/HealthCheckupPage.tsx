import { ButtonLink, pageMetaFrom, siteHref } from 'shared-ui';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { CarePackages } from '../../components/care-packages';
import {
  BulletList,
  CarePageOpening,
  FaqSection,
  FeatureGrid,
  PageSection,
  StatsBand,
  StepList,
} from '../../components/page-sections';
import { healthCheckupContent } from './content';
import heroImage from './images/health-checkup.svg';
import { healthCheckupMessages } from './messages';
import { PackageInclusions } from './PackageInclusions';
import { ReviewDates, TOPIC_PAGES_REVIEWED } from '../../components/content-review';

export const meta = pageMetaFrom(healthCheckupMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function HealthCheckupPage() {
  const t = useMessages(healthCheckupMessages);
  const content = useCatalogue(healthCheckupContent);
  return (
    <>
      <CarePageOpening
        title={t('title')}
        subtitle={t('subtitle')}
        paragraphs={content.intro}
        image={{ src: heroImage, alt: t('imageAlt') }}
      >
        <ButtonLink to={siteHref('/blood-test')}>{t('bookCheckup')}</ButtonLink>
      </CarePageOpening>
      <PageSection id="packages" title={t('packagesTitle')} eyebrow={t('packagesEyebrow')} tone="alt">
        <CarePackages kind="health-check" />
        <PackageInclusions />
      </PageSection>
      <PageSection id="why-choose" title={t('whyChooseTitle')} eyebrow={t('whyChooseEyebrow')}>
        <FeatureGrid items={content.whyChoose} columns={3} />
      </PageSection>
      <PageSection id="screening" title={t('screeningTitle')} eyebrow={t('screeningEyebrow')} tone="alt">
        <FeatureGrid items={content.screening} />
      </PageSection>
      <PageSection id="process" title={t('processTitle')} eyebrow={t('processEyebrow')}>
        <StepList steps={content.process} />
      </PageSection>
      <PageSection id="who-should" title={t('whoTitle')} eyebrow={t('whoEyebrow')} tone="alt" align="start">
        <BulletList items={content.whoShould} columns={2} />
      </PageSection>
      <PageSection id="statistics" title={t('statsTitle')} eyebrow={t('statsEyebrow')}>
        <StatsBand stats={content.stats} label={t('statsTitle')} />
      </PageSection>
      <FaqSection id="checkup-faq" title={t('faqTitle')} eyebrow={t('faqEyebrow')} tone="alt" entries={content.faq} />
      <ReviewDates reviewed={TOPIC_PAGES_REVIEWED} framed />
    </>
  );
}
