import { defineMessages } from 'shared-ui/i18n';

/** The Success dialog's texts: fetched with it while a booking is on its way (AppointmentBooked). */
export const bookedMessages = defineMessages({
  en: {
    success: 'Your appointment is booked.',
    detailDoctor: 'Doctor',
    detailDepartment: 'Department',
    detailDate: 'Date',
    detailTime: 'Time',
    detailRoom: 'Room',
    detailMode: 'Mode',
    timeRange: '{start}–{end}',
    nextOfflineSlot: 'Please come to {room} 15 minutes before your time, with your booking reference.',
    nextOnlineSlot:
      'Before your time, our front desk will call you on the phone number you gave, with how to join the video consultation.',
  },
  hi: () => import('./bookedMessages.hi'),
});
