import { ButtonLink, PageBanner, siteHref } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { useContent } from '../../components/content-catalogue';
import {
  BulletList,
  FaqList,
  FeatureGrid,
  InfoTable,
  IntroSplit,
  PageSection,
  StatsBand,
  StepList,
} from '../../components/page-sections';
import { PackageCards } from './components/PackageCards';
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
        <PackageCards packages={content.packages} />
      </PageSection>
      <PageSection id="screening" title={t('screeningTitle')} eyebrow={t('screeningEyebrow')}>
        <FeatureGrid items={content.screening} />
      </PageSection>
      <PageSection id="inclusions" title={t('inclusionsTitle')} eyebrow={t('inclusionsEyebrow')} tone="alt">
        <InfoTable table={content.inclusions} />
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
