import { useCallback } from 'react';
import { ApiError } from 'shared-ui';
import { isKnownFieldIssue, useFieldProblemText } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { deskMessages } from './deskMessages';

/**
 * What to say when a desk call failed: no answer, a broken server, or the API's own refusal by its
 * code (the contract's vocabulary: `staffSignInRefused`, `staffSignInSlowed {after}`, `totpWrong`),
 * and `fallback` when a refusal came without a code the vocabulary knows.
 */
export function useDeskFailure(): (error: unknown, fallback: string) => string {
  const t = useMessages(deskMessages);
  const say = useFieldProblemText();
  return useCallback(
    (error, fallback) => {
      if (!(error instanceof ApiError) || error.isNetworkError) return t('networkError');
      if (error.status !== undefined && error.status >= 500) return t('serverError');
      const issue = { code: error.code, ...(error.params ? { params: error.params } : {}) };
      if (error.code && isKnownFieldIssue(issue)) return say(issue) || fallback;
      return fallback;
    },
    [t, say],
  );
}
