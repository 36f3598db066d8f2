import { useCallback } from 'react';
import { ApiError } from 'shared-ui';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { requestAnswer, useRequestMessage } from '../../components/useRequestMessage';
import { manageMessages } from './manageMessages';

/** Which call failed: a 404 means something different after each. */
export type ManageCall = 'code' | 'lookup' | 'link' | 'cancel' | 'reschedule';

const NOT_FOUND_KEY = {
  code: 'notFound',
  lookup: 'codeNotFound',
  link: 'linkExpired',
  cancel: 'accessExpired',
  reschedule: 'accessExpired',
} as const;

/**
 * A call's failure in the page's language: the API's own words for English readers (not found,
 * expired link, already cancelled, past, too many tries), their Hindi otherwise.
 */
export function useManageErrorText(): (error: unknown, call: ManageCall) => string {
  const t = useMessages(manageMessages);
  const { language } = useLanguage();
  const requestMessage = useRequestMessage();
  return useCallback(
    (error: unknown, call: ManageCall) => {
      if (!(error instanceof ApiError)) return t('otherError');
      if (error.isNetworkError) return t('networkError');
      const { status, message } = error;
      if (status !== undefined && status >= 500) return t('serverError');
      if (status === 400) return requestMessage(requestAnswer(error), t('otherError'));
      if (language === 'en' && [404, 409, 429].includes(status ?? 0)) return message;
      if (status === 404) return t(NOT_FOUND_KEY[call]);
      if (status === 429) return t('tooMany');
      if (status === 409) {
        if (message === manageMessages.en.alreadyCancelled) return t('alreadyCancelled');
        if (message === manageMessages.en.pastNote) return t('pastNote');
        return t(call === 'reschedule' ? 'notMovable' : 'notCancellable');
      }
      return t('otherError');
    },
    [t, language, requestMessage],
  );
}
