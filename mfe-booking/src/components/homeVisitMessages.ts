import { defineMessages } from 'shared-ui/i18n';

/**
 * Where a lab booking is taken and the home visit's time, for the lab form and the manage page.
 * A time reads with its part of the day: English after it ("7:00 am"), Hindi before it ("सुबह 7:00"),
 * which in Hindi has a word for the afternoon and one for the evening.
 */
export const homeVisitMessages = defineMessages({
  en: {
    morning: '{time} am',
    afternoon: '{time} pm',
    evening: '{time} pm',
    atLab: 'At the lab',
    atHome: 'At your home',
    atHomeAt: 'At your home, {time}',
  },
  hi: () => import('./homeVisitMessages.hi'),
});
