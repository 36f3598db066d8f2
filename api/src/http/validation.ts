/**
 * Runs a shared-ui contract schema over a request body and turns yup's errors into the API's
 * `{field: text}` map, so the form and the server report the same texts for the same rule.
 */
import { ValidationError } from 'yup';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { BadInputError } from './errors';

/** Keeps an answer about unknown fields short whatever a client sends. */
const MAX_UNKNOWN_FIELDS_REPORTED = 10;
const MAX_FIELD_NAME_LENGTH = 64;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first message for each field. */
function fieldErrors(error: ValidationError): Record<string, string> {
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    entries.push([field, message]);
  };
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    if (issue.path) add(issue.path, issue.message);
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
  earlierErrors: Record<string, string> = {},
): Promise<InferType<S>> {
  if (!isPlainObject(body)) {
    throw new BadInputError({}, 'The request body must be a JSON object.');
  }
  const known: Record<string, unknown> = {};
  const nested: Record<string, string> = {};
  const unknown: [string, string][] = [];
  for (const [name, value] of Object.entries(body)) {
    if (!Object.hasOwn(schema.fields, name)) unknown.push([name.slice(0, MAX_FIELD_NAME_LENGTH), 'Unknown field']);
    else if (typeof value === 'object' && value !== null) nested[name] = 'Please enter a single value';
    else known[name] = value;
  }

  let value: InferType<S> | undefined;
  let schemaErrors: Record<string, string> = {};
  try {
    value = await schema.validate(known, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    schemaErrors = fieldErrors(error);
  }

  // In the form's order: each field's problem, then unknown fields, then what was found earlier.
  // Built from entries so that even a field named `__proto__` is an ordinary key of the answer.
  const entries: [string, string][] = [];
  for (const name of Object.keys(schema.fields)) {
    const problem = nested[name] ?? schemaErrors[name];
    if (problem !== undefined && !Object.hasOwn(earlierErrors, name)) entries.push([name, problem]);
  }
  entries.push(...unknown.slice(0, MAX_UNKNOWN_FIELDS_REPORTED), ...Object.entries(earlierErrors));
  if (entries.length > 0 || value === undefined) throw new BadInputError(Object.fromEntries(entries));
  return value;
}
