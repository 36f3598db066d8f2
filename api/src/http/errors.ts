/** Errors a handler throws on purpose; the error handler (plugins/errors.ts) turns them into answers. */
import { fieldIssue, fieldIssueText } from 'contract';
import type { FieldErrorCode, FieldIssue, MessageResponse } from 'contract';

/** What every 400 for bad input says above its field errors. */
export const CHECK_FIELDS_MESSAGE = fieldIssueText(fieldIssue('checkFields'));

/** An answer in words: the code (and its values) the site says, and its English text for other callers. */
export function messageAnswer(issue: FieldIssue): MessageResponse {
  return { message: fieldIssueText(issue), ...issue };
}

/** A field's problem: a code of the contract's vocabulary, or a text no code has (said as it is). */
export type FieldProblem = FieldIssue | string;

/**
 * Bad input: a 400 `{message, code, errors: {field: text}, issues: {field: FieldIssue}}` naming each
 * field; `errors` has the English text of every problem, `issues` the code of each that has one.
 */
export class BadInputError extends Error {
  readonly statusCode = 400;
  readonly code: FieldErrorCode;
  readonly errors: Record<string, string>;
  readonly issues: Record<string, FieldIssue>;

  constructor(problems: Record<string, FieldProblem>, summary: FieldIssue = fieldIssue('checkFields')) {
    super(fieldIssueText(summary));
    this.name = 'BadInputError';
    this.code = summary.code;
    // From entries, so that even a field named `__proto__` is an ordinary key of the answer.
    const entries = Object.entries(problems);
    this.errors = Object.fromEntries(
      entries.map(([field, problem]) => [field, typeof problem === 'string' ? problem : fieldIssueText(problem)]),
    );
    this.issues = Object.fromEntries(
      entries.filter((entry): entry is [string, FieldIssue] => typeof entry[1] !== 'string'),
    );
  }
}

/**
 * A 4xx about the request as a whole: a code of the contract's vocabulary, so that every refusal a
 * person may read can be said in their language (the site has no other way to say it).
 */
export class RequestError extends Error {
  readonly issue: FieldIssue;

  constructor(
    readonly statusCode: number,
    issue: FieldIssue,
  ) {
    super(fieldIssueText(issue));
    this.name = 'RequestError';
    this.issue = issue;
  }
}
