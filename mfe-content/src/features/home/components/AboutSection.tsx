import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import { CareHighlights } from '../../../components/highlights';
import type { HomeContent } from '../contentTypes';
import aboutImage from '../images/about.svg';
import { homeMessages } from '../messages';
import styles from './AboutSection.module.css';

/** Who we are, with the Emergency Treatment and High Quality Laboratory blurbs leading to /about. */
export function AboutSection({ paragraphs }: { paragraphs: HomeContent['about'] }) {
  const t = useMessages(homeMessages);
  return (
    <section className={styles.section} aria-labelledby="home-about">
      <MediaImage className={styles.image} src={aboutImage} alt={t('aboutImageAlt')} width={640} height={480} />
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('aboutEyebrow')}</p>
        <h2 id="home-about" className={styles.title}>
          {t('aboutTitle', { name: HOSPITAL.name })}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <CareHighlights linkToAbout />
      </div>
    </section>
  );
}
