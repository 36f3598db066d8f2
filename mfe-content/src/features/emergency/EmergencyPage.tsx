import { ButtonLink, pageMetaFrom, siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { CallLink } from '../../components/call-link';
import {
  BulletList,
  CallToAction,
  CarePageOpening,
  FaqSection,
  FeatureGrid,
  InfoTable,
  PageSection,
  StatsBand,
  StepList,
} from '../../components/page-sections';
import { ActNowPanel } from './components/ActNowPanel';
import { EmergencyServices } from './components/EmergencyServices';
import { emergencyContent } from './content';
import heroImage from './images/emergency.svg';
import { emergencyMessages } from './messages';
import styles from './EmergencyPage.module.css';
import { ReviewDates, TOPIC_PAGES_REVIEWED } from '../../components/content-review';

export const meta = pageMetaFrom(emergencyMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function EmergencyPage() {
  const t = useMessages(emergencyMessages);
  const content = useCatalogue(emergencyContent);
  return (
    <>
      <CarePageOpening
        title={t('title')}
        subtitle={t('subtitle')}
        paragraphs={content.intro}
        image={{ src: heroImage, alt: t('imageAlt') }}
        lead={<ActNowPanel content={content.actNow} />}
      />
      <PageSection id="why-choose" title={t('whyChooseTitle')} eyebrow={t('whyChooseEyebrow')} tone="alt">
        <FeatureGrid items={content.whyChoose} />
      </PageSection>
      <PageSection id="emergency-services" title={t('servicesTitle')} eyebrow={t('servicesEyebrow')}>
        <EmergencyServices services={content.services} />
      </PageSection>
      <PageSection id="infrastructure" title={t('infrastructureTitle')} eyebrow={t('infrastructureEyebrow')} tone="alt">
        <InfoTable table={content.infrastructure} />
      </PageSection>
      <PageSection id="patient-journey" title={t('journeyTitle')} eyebrow={t('journeyEyebrow')}>
        <StepList steps={content.journey} />
      </PageSection>
      <PageSection id="specialists" title={t('specialistsTitle')} eyebrow={t('specialistsEyebrow')} tone="alt">
        <FeatureGrid items={content.specialists} columns={3} />
      </PageSection>
      <PageSection id="when-to-visit" title={t('whenTitle')} eyebrow={t('whenEyebrow')} align="start">
        <p>{content.whenToVisit.intro}</p>
        <BulletList items={content.whenToVisit.signs} columns={2} />
        <p className={styles.note}>{content.whenToVisit.notEmergency}</p>
      </PageSection>
      <PageSection id="statistics" title={t('statsTitle')} eyebrow={t('statsEyebrow')}>
        <StatsBand stats={content.stats} label={t('statsTitle')} />
      </PageSection>
      <FaqSection id="emergency-faq" title={t('faqTitle')} eyebrow={t('faqEyebrow')} tone="alt" entries={content.faq} />
      <CallToAction id="emergency-cta" title={content.cta.title} text={content.cta.text}>
        <CallLink phone={HOSPITAL.emergencyPhone}>{t('ctaCall', { phone: HOSPITAL.emergencyPhone })}</CallLink>
        <ButtonLink to={siteHref('/appointment')} variant="secondary">
          {t('ctaAppointment')}
        </ButtonLink>
      </CallToAction>
      <ReviewDates reviewed={TOPIC_PAGES_REVIEWED} framed />
    </>
  );
}
