import { useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import building from '../images/building.svg';
import lobby from '../images/lobby.svg';
import { LightCarousel } from 'shared-ui/light-carousel';
import { aboutMessages } from '../messages';
import styles from './HospitalSlider.module.css';

/** 500 ms transitions, and presses during one are ignored (the kit's lock). */
export const SLIDE_TRANSITION_MS = 500;

/** Two pictures of the hospital with previous and next buttons. */
export function HospitalSlider() {
  const t = useMessages(aboutMessages);
  const slides = [
    { src: building, alt: t('slideBuilding') },
    { src: lobby, alt: t('slideLobby') },
  ];
  return (
    <LightCarousel label={t('sliderLabel')} transitionMs={SLIDE_TRANSITION_MS} className={styles.slider}>
      {slides.map((slide) => (
        <MediaImage key={slide.src} className={styles.image} src={slide.src} alt={slide.alt} width={800} height={500} />
      ))}
    </LightCarousel>
  );
}
