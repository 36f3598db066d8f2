import type { BookingSummary } from 'contract';
import { ApiError } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import RescheduleStep from '../../components/reschedule/RescheduleStep';
import { requestAnswer, useRequestMessage } from '../../components/useRequestMessage';
import { myAccountMessages } from './myAccountMessages';
import { useAccountFailure } from './useAccountFailure';

export interface MoveBookingStepProps {
  booking: BookingSummary;
  onMoved: (booking: BookingSummary, said: string) => void;
  onClose: () => void;
}

/**
 * Manage booking's reschedule step on a My bookings card, the session the proof. With it, in the same
 * chunk fetched at the first Reschedule, what a failed move says: a taken slot on the picker; another
 * refusal (cancelled or past meanwhile, too many bookings that day) in the API's words for English
 * readers, its code's text or "too late" otherwise.
 */
export default function MoveBookingStep(props: MoveBookingStepProps) {
  const t = useMessages(myAccountMessages);
  const failureText = useAccountFailure();
  const requestMessage = useRequestMessage();
  const moveFailure = (error: unknown) =>
    error instanceof ApiError && error.status === 409
      ? requestMessage(requestAnswer(error), t('moveTooLate'))
      : failureText(error, 'moveFailed');
  return <RescheduleStep {...props} failureText={moveFailure} />;
}
