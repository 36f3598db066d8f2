export { AddToCalendarButton } from './AddToCalendarButton';
export type { AddToCalendarButtonProps } from './AddToCalendarButton';
export { BookingSlip } from './BookingSlip';
export type { BookingSlipProps, SlipBooking } from './BookingSlip';
export { SlipActions, slipOf } from './SlipActions';
export type { SlipActionsProps } from './SlipActions';
