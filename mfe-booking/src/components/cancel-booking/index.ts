export { CancelBookingDialog } from './CancelBookingDialog';
export type { CancelBookingDialogProps } from './CancelBookingDialog';
