import { defineMessages } from 'shared-ui/i18n';

export const slotPickerMessages = defineMessages({
  en: {
    arrive: 'Please arrive 15 minutes early.',
    joinOnline: 'Before your time, our front desk will call you with how to join the video consultation.',
    booked: 'Booked',
    slotAvailable: '{time}, available',
    slotBooked: '{time}, booked',
    loading: 'Loading the free times...',
    empty: 'No times are left on this day. Please choose another date.',
    idle: 'Choose a doctor and a date to see the free times.',
    loadFailed: 'Could not load the times.',
  },
  hi: () => import('./slotPickerMessages.hi'),
});
