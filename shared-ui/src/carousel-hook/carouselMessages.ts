import { defineMessages } from 'shared-ui/i18n';

export const carouselMessages = defineMessages({
  en: {
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{index} of {count}',
    announce: 'Slide {index} of {count}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {index}',
    chooseSlide: 'Choose a slide',
    pause: 'Pause',
    play: 'Play',
    pauseLabel: 'Pause automatic slide show',
    playLabel: 'Play automatic slide show',
  },
  hi: () => import('./carouselMessages.hi'),
});
