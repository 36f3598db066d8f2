import { ButtonLink, PageBanner, siteHref } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { useContent } from '../../components/content-catalogue';
import { CarePackages } from '../../components/care-packages';
import {
  BulletList,
  FaqList,
  FeatureGrid,
  IntroSplit,
  PageSection,
  StatsBand,
  StepList,
} from '../../components/page-sections';
import { healthCheckupContent } from './content';
import heroImage from './images/health-checkup.svg';
import { healthCheckupMessages } from './messages';

export const meta: PageMeta = {
  title: 'Full Body Health Checkup',
  description: "Basic, Comprehensive, Executive, Senior Citizen and Women's health checkup packages.",
};

export default function HealthCheckupPage() {
  const t = useMessages(healthCheckupMessages);
  const content = useContent(healthCheckupContent);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <IntroSplit
        label={t('title')}
        paragraphs={content.intro}
        image={{ src: heroImage, alt: t('imageAlt'), width: 640, height: 420 }}
        priority
      >
        <ButtonLink to={siteHref('/blood-test')}>{t('bookCheckup')}</ButtonLink>
      </IntroSplit>
      <PageSection id="packages" title={t('packagesTitle')} eyebrow={t('packagesEyebrow')} tone="alt">
        <CarePackages kind="health-check" />
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
      <PageSection id="checkup-faq" title={t('faqTitle')} eyebrow={t('faqEyebrow')} tone="alt">
        <FaqList entries={content.faq} idPrefix="checkup-faq" narrow />
      </PageSection>
    </>
  );
}
