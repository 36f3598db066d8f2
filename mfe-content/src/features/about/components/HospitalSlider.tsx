import { useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import entrance from '../images/entrance.svg';
import reception from '../images/reception.svg';
import { Carousel } from 'shared-ui/carousel';
import { aboutMessages } from '../messages';
import styles from './HospitalSlider.module.css';

/** 500 ms transitions, and presses during one are ignored (the kit's lock). */
export const SLIDE_TRANSITION_MS = 500;

/**
 * Two pictures with previous and next buttons, each captioned with what it shows. They are drawings
 * until the hospital supplies photographs, and the captions say so.
 */
export function HospitalSlider() {
  const t = useMessages(aboutMessages);
  const slides = [
    { src: entrance, caption: t('slideEntrance') },
    { src: reception, caption: t('slideReception') },
  ];
  return (
    <Carousel label={t('sliderLabel')} transitionMs={SLIDE_TRANSITION_MS} className={styles.slider}>
      {slides.map((slide) => (
        <figure key={slide.src} className={styles.slide}>
          {/* The caption says what the picture shows; the image adds nothing to it. */}
          <MediaImage className={styles.image} src={slide.src} alt="" width={800} height={500} />
          <figcaption className={styles.caption}>{slide.caption}</figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
