import { defineMessages } from 'shared-ui/i18n';

/** The reschedule step's texts, the same on manage booking and in My bookings. */
export const rescheduleMessages = defineMessages({
  en: {
    rescheduleTitle: 'Choose a new time',
    rescheduleIntro: 'Your appointment with {doctor} on {date} at {time} stays as it is until you move it.',
    newDay: 'New day',
    chooseDay: 'Choose a day',
    daysLoading: 'Loading the free days...',
    noDays: 'There are no free times in the next month. Please call us to find another time.',
    daysFailed: 'Could not load the free days.',
    dayRequired: 'Please choose a day',
    newTime: 'New time',
    chooseDayFirst: 'Choose a day to see its free times.',
    move: 'Move My Appointment',
    moving: 'Moving...',
    keepTime: 'Keep the Current Time',
    moved: 'Your appointment {reference} is now on {date} at {time}.',
    labRescheduleTitle: 'Choose a new day',
    labRescheduleTitleHome: 'Choose a new day and time',
    labRescheduleIntro: 'Your visit on {date} ({where}) stays as it is until you move it.',
    moveVisit: 'Move My Visit',
    labMoved: 'Your visit {reference} is now on {date}.',
  },
  hi: () => import('./rescheduleMessages.hi'),
});
