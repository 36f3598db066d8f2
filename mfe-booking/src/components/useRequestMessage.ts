import { useCallback } from 'react';
import { ApiError } from 'shared-ui';
import type { FieldIssue } from 'contract';
import { isKnownFieldIssue, useFieldErrorTexts, useFieldProblemText } from 'shared-ui/forms';

/** An answer's code and values, as the API gave them (checked against the contract's vocabulary). */
const ownIssue = (answer: { code?: unknown; params?: unknown }) =>
  answer.params === undefined ? { code: answer.code } : { code: answer.code, params: answer.params };

/**
 * What the API said about a whole request, as a code of the contract's vocabulary: an ApiError's
 * own code (its message's), or for a refusal's body the client reads rather than throws (the
 * contact endpoint's `{success: false, error, code, issues}`) its first field's issue (its `error`),
 * else its own code. Undefined when there is none, or before the vocabulary has come (a form fetches
 * it at its first use; a part that shows a refusal without one fetches it with its call).
 */
export function requestAnswer(source: unknown): FieldIssue | undefined {
  if (source instanceof ApiError)
    return [ownIssue(source), ...Object.values(source.fieldIssues)].find(isKnownFieldIssue);
  if (source instanceof Error || typeof source !== 'object' || source === null) return undefined;
  const body = source as { code?: unknown; params?: unknown; issues?: unknown };
  const issues = typeof body.issues === 'object' && body.issues !== null ? Object.values(body.issues) : [];
  return [...issues, ownIssue(body)].find(isKnownFieldIssue);
}

/** A code whose text needs values the answer did not give (a wait's length) is not said. */
const sayable = (issue: FieldIssue, texts: Readonly<Record<FieldIssue['code'], string>>) =>
  issue.params !== undefined || !/\{\w+\}/.test(texts[issue.code]);

/**
 * A message about the whole request in the page's language: the text of its code from the site's
 * catalogue, or `fallback` (already in that language) without one.
 */
export function useRequestMessage(): (answer: FieldIssue | undefined, fallback: string) => string {
  const say = useFieldProblemText();
  const texts = useFieldErrorTexts()?.FIELD_ERROR_TEXTS;
  return useCallback(
    (answer: FieldIssue | undefined, fallback: string) =>
      answer && texts && sayable(answer, texts) ? say(answer) : fallback,
    [say, texts],
  );
}
