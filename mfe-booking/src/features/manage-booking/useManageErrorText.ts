import { useCallback } from 'react';
import { ApiError } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { requestAnswer, useRequestMessage } from '../../components/useRequestMessage';
import { manageMessages } from './manageMessages';

/** Which call failed: a refusal without a code is said by what the call was. */
export type ManageCall = 'code' | 'lookup' | 'link' | 'cancel' | 'reschedule';

/**
 * A call's failure in the page's language: the API's refusal by its code (not found, expired link,
 * already cancelled, past, too many tries), from the site's catalogue; no answer or a broken server
 * in the site's own words.
 */
export function useManageErrorText(): (error: unknown, call: ManageCall) => string {
  const t = useMessages(manageMessages);
  const requestMessage = useRequestMessage();
  return useCallback(
    (error: unknown, call: ManageCall) => {
      if (!(error instanceof ApiError)) return t('otherError');
      if (error.isNetworkError) return t('networkError');
      const { status } = error;
      if (status !== undefined && status >= 500) return t('serverError');
      const refused = status === 409 ? t(call === 'reschedule' ? 'notMovable' : 'notCancellable') : t('otherError');
      return requestMessage(requestAnswer(error), refused);
    },
    [t, requestMessage],
  );
}
