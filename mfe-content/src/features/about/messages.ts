import { defineMessages } from 'shared-ui/i18n';
import { HOSPITAL } from 'contract/hospital';

/** The about page's headings, labels and buttons; its prose is in content.ts. */
export const aboutMessages = defineMessages({
  en: {
    title: 'About Us',
    subtitle: 'Specialist care for Faridabad, close to home',
    since: 'Since {year}',
    introTitle: 'Caring for Faridabad',
    highlightsTitle: 'Always ready',
    highlightsEyebrow: 'Emergency and laboratory',
    sliderLabel: 'Pictures of the hospital',
    slideEntrance: 'Illustration: a hospital entrance under its canopy, with an ambulance in the bay',
    slideReception: 'Illustration: a reception desk with waiting chairs on either side',
    questionsTitle: 'Good to know',
    questionsEyebrow: 'Questions',
    videoTitle: 'Take a short tour',
    videoEyebrow: 'Video',
    playVideo: 'Play the hospital tour video',
    closeVideo: 'Close',
    videoThumbAlt: 'The hospital tour video: a play button over an illustration of the hospital',
    videoDialogTitle: 'A tour of {name}',
    videoUnsupported: 'Your browser cannot play this video.',
    videoDescriptionTitle: 'What the video shows',
    specialitiesTitle: 'Our specialities',
    specialitiesEyebrow: 'Departments',
    tagline: 'Together For Better Health',
    taglineText: 'Caring for Faridabad, {hours}.',
    testimonialsTitle: 'What our patients say',
    testimonialsEyebrow: 'Testimonials',
    moreTestimonials: 'Read more patient feedback',
    metaDescription: `${HOSPITAL.name} has cared for Faridabad since ${HOSPITAL.since}: our story, labs and specialities.`,
  },
  hi: () => import('./messages.hi'),
});
