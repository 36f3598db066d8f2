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

function unknownFieldNames(error: ValidationError): string[] {
  const listed = error.params?.['unknown'];
  if (typeof listed !== 'string') return [];
  return listed
    .split(', ')
    .slice(0, MAX_UNKNOWN_FIELDS_REPORTED)
    .map((name) => name.slice(0, MAX_FIELD_NAME_LENGTH));
}

/** The first message for each field, in the schema's field order (yup sorts `inner` that way). */
function fieldErrors(error: ValidationError): Record<string, string> {
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    entries.push([field, message]);
  };
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    if (issue.type === 'noUnknown') {
      for (const name of unknownFieldNames(issue)) add(name, 'Unknown field');
    } else if (issue.path) {
      add(issue.path, issue.message);
    }
  }
  return Object.fromEntries(entries);
}

/**
 * Every form the site sends is flat: one text, number or yes/no per field. Objects and lists are
 * refused here, before the schemas' text transforms (trim) would meet a value they cannot handle.
 */
function nestedFieldErrors(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => typeof value === 'object' && value !== null)
      .slice(0, MAX_UNKNOWN_FIELDS_REPORTED)
      .map(([name]) => [name.slice(0, MAX_FIELD_NAME_LENGTH), 'Please enter a single value']),
  );
}

/**
 * Validates and casts a body; `earlierErrors` (e.g. a file too large) are reported together with the
 * schema's, so one answer names every field to fix.
 */
export async function validateBody<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
  earlierErrors: Record<string, string> = {},
): Promise<InferType<S>> {
  if (!isPlainObject(body)) {
    throw new BadInputError({}, 'The request body must be a JSON object.');
  }
  const nested = nestedFieldErrors(body);
  if (Object.keys(nested).length > 0) throw new BadInputError({ ...nested, ...earlierErrors });
  let value: InferType<S>;
  try {
    value = await schema.validate(body, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) throw new BadInputError({ ...fieldErrors(error), ...earlierErrors });
    throw error;
  }
  if (Object.keys(earlierErrors).length > 0) throw new BadInputError(earlierErrors);
  return value;
}
