/**
 * Runs a contract schema over a request body and turns yup's errors into the API's field problems
 * (the schemas' FieldIssues), so the form and the server report the same codes for the same rule.
 */
import { ValidationError } from 'yup';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { fieldIssue, isFieldIssue } from 'contract';
import { BadInputError } from './errors';
import type { FieldProblem } from './errors';

/** Keeps an answer about unknown fields short whatever a client sends. */
const MAX_UNKNOWN_FIELDS_REPORTED = 10;
const MAX_FIELD_NAME_LENGTH = 64;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first problem of each field: the schema's FieldIssue (yup passes it on as the message). */
function fieldProblems(error: ValidationError): Record<string, FieldProblem> {
  const entries: [string, FieldProblem][] = [];
  const seen = new Set<string>();
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    if (!issue.path || seen.has(issue.path)) continue;
    seen.add(issue.path);
    const message: unknown = issue.message;
    entries.push([issue.path, isFieldIssue(message) ? message : String(message)]);
  }
  return Object.fromEntries(entries);
}

/**
 * Validates and casts a body; `earlierErrors` (e.g. a file too large) are reported together with the
 * schema's, so one answer names every field to fix. Only the schema's own fields reach yup: a key
 * named like an object member (`constructor`, `toString`) would otherwise be looked up on its field
 * map and found. Every form the site sends is flat, so an object or a list as a value is refused
 * before the schemas' text transforms meet it.
 */
export async function validateBody<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
  earlierErrors: Record<string, FieldProblem> = {},
): Promise<InferType<S>> {
  if (!isPlainObject(body)) {
    throw new BadInputError({}, fieldIssue('bodyNotObject'));
  }
  const known: Record<string, unknown> = {};
  const nested: Record<string, FieldProblem> = {};
  const unknown: [string, FieldProblem][] = [];
  for (const [name, value] of Object.entries(body)) {
    if (!Object.hasOwn(schema.fields, name)) {
      unknown.push([name.slice(0, MAX_FIELD_NAME_LENGTH), fieldIssue('unknownField')]);
    } else if (typeof value === 'object' && value !== null) nested[name] = fieldIssue('singleValue');
    else known[name] = value;
  }

  let value: InferType<S> | undefined;
  let schemaErrors: Record<string, FieldProblem> = {};
  try {
    value = await schema.validate(known, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    schemaErrors = fieldProblems(error);
  }

  // In the form's order: each field's problem, then unknown fields, then what was found earlier.
  // Built from entries so that even a field named `__proto__` is an ordinary key of the answer.
  const entries: [string, FieldProblem][] = [];
  for (const name of Object.keys(schema.fields)) {
    const problem = nested[name] ?? schemaErrors[name];
    if (problem !== undefined && !Object.hasOwn(earlierErrors, name)) entries.push([name, problem]);
  }
  entries.push(...unknown.slice(0, MAX_UNKNOWN_FIELDS_REPORTED), ...Object.entries(earlierErrors));
  if (entries.length > 0 || value === undefined) throw new BadInputError(Object.fromEntries(entries));
  return value;
}
