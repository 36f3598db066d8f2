import { useCallback } from 'react';
import { ApiError } from 'shared-ui';
import { FIELD_ERROR_TEXTS, isFieldIssue } from 'contract';
import type { FieldIssue } from 'contract';
import { useFieldProblemText } from 'shared-ui/forms';
import { useLanguage } from 'shared-ui/i18n';

/** What the API said about a whole request: its English text, and the code of its first problem. */
export interface RequestAnswer {
  message: string | undefined;
  issue: FieldIssue | undefined;
}

/**
 * An ApiError's answer, or a refusal's body the client reads rather than throws (the contact
 * endpoint's `{success: false, error, code, issues}`): the first field's issue, else its own code.
 */
export function requestAnswer(source: unknown): RequestAnswer {
  if (source instanceof ApiError) {
    const issue = [...Object.values(source.fieldIssues), { code: source.code }].find(isFieldIssue);
    return { message: source.message, issue };
  }
  if (source instanceof Error) return { message: source.message, issue: undefined };
  if (typeof source !== 'object' || source === null) return { message: undefined, issue: undefined };
  const body = source as { error?: unknown; code?: unknown; issues?: unknown };
  const issues = typeof body.issues === 'object' && body.issues !== null ? Object.values(body.issues) : [];
  const issue = [...issues, { code: body.code }].find(isFieldIssue);
  return { message: typeof body.error === 'string' ? body.error : undefined, issue };
}

/** A code whose text needs values the answer did not give (a wait's length) is not said. */
const sayable = (issue: FieldIssue) => issue.params !== undefined || !/\{\w+\}/.test(FIELD_ERROR_TEXTS[issue.code]);

/**
 * A message about the whole request in the page's language: as the API wrote it for English
 * readers; for others the text of its code, or `fallback` (already in their language) without one.
 */
export function useRequestMessage(): (answer: RequestAnswer, fallback: string) => string {
  const { language } = useLanguage();
  const say = useFieldProblemText();
  return useCallback(
    ({ message, issue }: RequestAnswer, fallback: string) => {
      if (!message?.trim()) return fallback;
      if (language === 'en') return message;
      return issue && sayable(issue) ? say(issue) : fallback;
    },
    [language, say],
  );
}
