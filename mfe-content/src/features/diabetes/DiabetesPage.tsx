import { ButtonLink, pageMetaFrom } from 'shared-ui';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { CarePackages } from '../../components/care-packages';
import { useConsultationHref } from '../../components/consultation-href';
import {
  BulletList,
  CallToAction,
  CarePageOpening,
  FaqSection,
  FeatureGrid,
  InfoTable,
  PageSection,
} from '../../components/page-sections';
import { ProgramCards } from './components/ProgramCards';
import { diabetesContent } from './content';
import heroImage from './images/diabetes.svg';
import { diabetesMessages } from './messages';
import { ReviewDates, TOPIC_PAGES_REVIEWED } from '../../components/content-review';

export const meta = pageMetaFrom(diabetesMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

/** The department whose endocrinologists take the consultations, by the slug the API gives it. */
const DIABETES_DEPARTMENT = 'diabetes-and-endocrinology';

export default function DiabetesPage() {
  const t = useMessages(diabetesMessages);
  const content = useCatalogue(diabetesContent);
  const consultation = useConsultationHref(DIABETES_DEPARTMENT);
  return (
    <>
      <CarePageOpening
        title={t('title')}
        subtitle={t('subtitle')}
        paragraphs={content.intro}
        image={{ src: heroImage, alt: t('imageAlt') }}
      >
        <ButtonLink to={consultation}>{t('bookConsultation')}</ButtonLink>
      </CarePageOpening>
      <PageSection id="why-choose" title={t('whyChooseTitle')} eyebrow={t('whyChooseEyebrow')} tone="alt">
        <FeatureGrid items={content.whyChoose} />
      </PageSection>
      <PageSection id="care-categories" title={t('categoriesTitle')} eyebrow={t('categoriesEyebrow')}>
        <FeatureGrid items={content.categories} />
      </PageSection>
      <PageSection id="when-to-see" title={t('whenTitle')} eyebrow={t('whenEyebrow')} tone="alt" align="start">
        <BulletList items={content.whenToSee} columns={2} />
      </PageSection>
      <PageSection id="technology" title={t('technologyTitle')} eyebrow={t('technologyEyebrow')}>
        <InfoTable table={content.technology} />
      </PageSection>
      <PageSection
        id="programs"
        title={t('programsTitle')}
        eyebrow={t('programsEyebrow')}
        intro={t('programsHint')}
        tone="alt"
      >
        <CarePackages kind="diabetes-programme" cards={ProgramCards} />
      </PageSection>
      <FaqSection id="diabetes-faq" title={t('faqTitle')} eyebrow={t('faqEyebrow')} entries={content.faq} />
      <CallToAction id="diabetes-cta" title={t('ctaTitle')} text={t('ctaText')}>
        <ButtonLink to={consultation}>{t('bookConsultation')}</ButtonLink>
      </CallToAction>
      <ReviewDates reviewed={TOPIC_PAGES_REVIEWED} framed />
    </>
  );
}
