import { useCallback } from 'react';
import { ApiError, useSession } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { myAccountMessages } from './myAccountMessages';

type MessageKey = keyof (typeof myAccountMessages)['en'];

/**
 * What to say when an account call failed: no answer, a broken server, or the call's own failure.
 * A 401 means the session ended meanwhile (idle for 30 minutes, or signed out elsewhere): the page
 * asks again who is signed in, and so shows the sign-in invitation.
 */
export function useAccountFailure(): (error: unknown, fallback: MessageKey) => string {
  const t = useMessages(myAccountMessages);
  const { refresh } = useSession();
  return useCallback(
    (error, fallback) => {
      if (!(error instanceof ApiError) || error.isNetworkError) return t('networkError');
      if (error.status !== undefined && error.status >= 500) return t('serverError');
      if (error.status === 401) {
        void refresh();
        return t('sessionEnded');
      }
      return t(fallback);
    },
    [t, refresh],
  );
}
