import { ButtonLink, PageBanner, SiteLink, pageMetaFrom, siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { CareHighlights } from '../../components/highlights';
import { FaqList, PageSection } from '../../components/page-sections';
import { TestimonialList } from '../../components/testimonials';
import { HospitalSlider } from './components/HospitalSlider';
import { VideoTour } from './components/VideoTour';
import { aboutContent } from './content';
import { aboutMessages } from './messages';
import styles from './AboutPage.module.css';

export const meta = pageMetaFrom(aboutMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function AboutPage() {
  const t = useMessages(aboutMessages);
  const content = useCatalogue(aboutContent);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.intro} aria-labelledby="about-intro">
        <div className={styles.introText}>
          <p className={styles.since}>{t('since', { year: HOSPITAL.since })}</p>
          <h2 id="about-intro" className={styles.introTitle}>
            {t('introTitle')}
          </h2>
          {content.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <HospitalSlider />
      </section>
      <PageSection id="about-highlights" title={t('highlightsTitle')} eyebrow={t('highlightsEyebrow')} tone="alt">
        <div className={styles.narrow}>
          <CareHighlights />
        </div>
      </PageSection>
      <section className={styles.split} aria-label={`${t('questionsTitle')}, ${t('videoTitle')}`}>
        <div>
          <p className={styles.eyebrow}>{t('questionsEyebrow')}</p>
          <h2 className={styles.splitTitle}>{t('questionsTitle')}</h2>
          <FaqList entries={content.questions} idPrefix="about-question" mode="single" openAtFirst={[0]} />
        </div>
        <div>
          <p className={styles.eyebrow}>{t('videoEyebrow')}</p>
          <h2 className={styles.splitTitle}>{t('videoTitle')}</h2>
          <VideoTour description={content.videoDescription} />
        </div>
      </section>
      <PageSection id="about-specialities" title={t('specialitiesTitle')} eyebrow={t('specialitiesEyebrow')} tone="alt">
        <ul className={styles.specialities}>
          {content.specialities.map((speciality) => (
            <li key={speciality.href}>
              <SiteLink to={speciality.href} className={styles.speciality}>
                {speciality.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <section className={styles.tagline} aria-labelledby="about-tagline">
        <h2 id="about-tagline" className={styles.taglineTitle}>
          {t('tagline')}
        </h2>
        <p className={styles.taglineText}>{t('taglineText', { hours: HOSPITAL.supportHours })}</p>
      </section>
      <PageSection id="about-testimonials" title={t('testimonialsTitle')} eyebrow={t('testimonialsEyebrow')}>
        <TestimonialList limit={2} columns={2} className={styles.testimonials} />
        <div className={styles.more}>
          <ButtonLink to={siteHref('/testimonial')} variant="outline">
            {t('moreTestimonials')}
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
