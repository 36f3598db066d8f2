import { ButtonLink, pageMetaFrom } from 'shared-ui';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { CarePackages } from '../../components/care-packages';
import { useConsultationHref } from '../../components/consultation-href';
import {
  BulletList,
  CarePageOpening,
  FaqSection,
  FeatureGrid,
  PageSection,
  StatsBand,
  StepList,
} from '../../components/page-sections';
import { ExpandableServices } from './components/ExpandableServices';
import { homeCareContent } from './content';
import heroImage from './images/home-care.svg';
import { homeCareMessages } from './messages';
import { ReviewDates, TOPIC_PAGES_REVIEWED } from '../../components/content-review';

export const meta = pageMetaFrom(homeCareMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

/** The department whose doctor plans care at home, by the slug the API gives it. */
const HOME_CARE_DEPARTMENT = 'home-care-and-geriatrics';

export default function HomeCarePage() {
  const t = useMessages(homeCareMessages);
  const content = useCatalogue(homeCareContent);
  const consultation = useConsultationHref(HOME_CARE_DEPARTMENT);
  return (
    <>
      <CarePageOpening
        title={t('title')}
        subtitle={t('subtitle')}
        paragraphs={content.intro}
        image={{ src: heroImage, alt: t('imageAlt') }}
      >
        <ButtonLink to={consultation}>{t('talkToDoctor')}</ButtonLink>
      </CarePageOpening>
      <PageSection id="home-visits" title={t('visitsTitle')} eyebrow={t('visitsEyebrow')} tone="alt">
        <CarePackages kind="home-care" />
      </PageSection>
      <PageSection id="why-choose" title={t('whyChooseTitle')} eyebrow={t('whyChooseEyebrow')}>
        <FeatureGrid items={content.whyChoose} />
      </PageSection>
      <PageSection id="home-care-services" title={t('servicesTitle')} eyebrow={t('servicesEyebrow')} tone="alt">
        <ExpandableServices services={content.services} />
      </PageSection>
      <PageSection id="process" title={t('processTitle')} eyebrow={t('processEyebrow')}>
        <StepList steps={content.process} />
      </PageSection>
      <PageSection id="who-needs" title={t('whoTitle')} eyebrow={t('whoEyebrow')} tone="alt" align="start">
        <BulletList items={content.whoNeeds} columns={2} />
      </PageSection>
      <PageSection id="statistics" title={t('statsTitle')} eyebrow={t('statsEyebrow')}>
        <StatsBand stats={content.stats} label={t('statsTitle')} />
      </PageSection>
      <FaqSection id="home-care-faq" title={t('faqTitle')} eyebrow={t('faqEyebrow')} tone="alt" entries={content.faq} />
      <ReviewDates reviewed={TOPIC_PAGES_REVIEWED} framed />
    </>
  );
}
