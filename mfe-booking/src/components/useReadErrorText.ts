import { useCallback } from 'react';
import { ApiError } from 'shared-ui';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { listMessages } from './listMessages';

/**
 * The text shown in place of a list that failed to load. English follows the site's wording, with
 * the read's own message ("Error: API Error 503", or for the labs "Error: API error 503"); Hindi
 * says the same from the status, never the English message.
 */
export function useReadErrorText(): (error: unknown, variant?: 'list' | 'labs') => string {
  const { language } = useLanguage();
  const t = useMessages(listMessages);
  return useCallback(
    (error: unknown, variant: 'list' | 'labs' = 'list') => {
      const status = error instanceof ApiError ? error.status : undefined;
      const noAnswer = error instanceof ApiError && error.isNetworkError;
      if (status !== undefined && variant === 'labs') return t('labsError', { status });
      if (language === 'en') return t('listError', { message: error instanceof Error ? error.message : String(error) });
      if (status !== undefined) return t('listErrorStatus', { status });
      return noAnswer ? t('listErrorNoAnswer') : t('listErrorInvalid');
    },
    [language, t],
  );
}
