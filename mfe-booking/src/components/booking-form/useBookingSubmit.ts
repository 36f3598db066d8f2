import { useState } from 'react';
import type { FormValues, KitFormState } from 'shared-ui/forms';
import { useContactProof } from './useContactProof';

/** What a booking form's submit does with the form (useKitForm's actions). */
export type BookingFormActions<Values extends FormValues> = Pick<
  KitFormState<Values>,
  'values' | 'reset' | 'showApiErrors' | 'showErrors'
>;

/** A booking's outcome, for the form's dialog: what was booked, or what the form says of the failure. */
export type BookingResult<Booked, Failure> = ({ tone: 'success' } & Booked) | ({ tone: 'error' } & Failure);

export interface BookingSubmitOptions<Values extends FormValues, Payload extends { email: string }, Booked, Failure> {
  /** Sends the booking; what it resolves to is kept for the success dialog. */
  book: (payload: Payload, actions: BookingFormActions<Values>) => Promise<Booked>;
  /** The values after a booking: every field cleared, a link's choice included, so the next starts afresh. */
  cleared: Values;
  /** Anything else a booking makes stale (the booked time is no longer free). */
  onBooked?: () => void;
  /** A refusal the form says on a field rather than in a dialog (a time taken first); true when it did. */
  sayOnField?: (error: unknown, payload: Payload, actions: BookingFormActions<Values>) => Promise<boolean>;
  /** What the failure dialog says, from the error and whether its field problems went on the fields. */
  failure: (error: unknown, fieldsRefused: boolean) => Failure;
}

/**
 * The submit both booking forms share, with its outcome and the contact's code step: a booking clears
 * the form and the code step; a refusal puts its field problems on the fields and, where the API asked
 * for the contact's code, shows the code field instead of a dialog (everything typed kept).
 */
export function useBookingSubmit<Values extends FormValues, Payload extends { email: string }, Booked, Failure>({
  book,
  cleared,
  onBooked,
  sayOnField,
  failure,
}: BookingSubmitOptions<Values, Payload, Booked, Failure>) {
  const [result, setResult] = useState<BookingResult<Booked, Failure> | null>(null);
  const proof = useContactProof();

  const submit = async (payload: Payload, actions: BookingFormActions<Values>) => {
    try {
      const booked = await book(payload, actions);
      actions.reset(cleared);
      proof.done();
      onBooked?.();
      setResult({ tone: 'success', ...booked });
    } catch (error) {
      if (await sayOnField?.(error, payload, actions)) return;
      const fieldsRefused = actions.showApiErrors(error);
      if (proof.asked(error, payload.email)) return;
      setResult({ tone: 'error', ...failure(error, fieldsRefused) });
    }
  };

  return { submit, result, setResult, proof };
}
