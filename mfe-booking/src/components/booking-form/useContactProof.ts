import { useCallback, useState } from 'react';
import { ApiError } from 'shared-ui';

/** The API's answers that are about the contact's code: the code field shows, everything typed stays. */
const CODE_ANSWERS = new Set(['contactProofRequired', 'contactCodeWrong']);

export interface ContactProofStep {
  /** The e-mail the code went to, once the API has asked for one; null before. */
  sentTo: string | null;
  /** The code was asked for again with "Send a new code" (said in a live region). */
  resent: boolean;
  /** On a failed booking: whether the API asked for the code or refused the one given. */
  asked: (error: unknown, email: string) => boolean;
  /** "Send a new code": the next submit goes without one, so the API e-mails a new code. */
  resending: () => void;
  /** After a booking: the next starts without the step. */
  done: () => void;
}

/**
 * A contact's second upcoming booking needs the code the API e-mails to it (403
 * `contactProofRequired`); this holds where the code went, for the form's code field.
 */
export function useContactProof(): ContactProofStep {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resendAsked, setResendAsked] = useState(false);

  const asked = useCallback(
    (error: unknown, email: string) => {
      if (!(error instanceof ApiError) || error.code === undefined || !CODE_ANSWERS.has(error.code)) return false;
      setSentTo(email);
      setResent(resendAsked);
      setResendAsked(false);
      return true;
    },
    [resendAsked],
  );
  const resending = useCallback(() => setResendAsked(true), []);
  const done = useCallback(() => {
    setSentTo(null);
    setResent(false);
  }, []);
  return { sentTo, resent, asked, resending, done };
}
