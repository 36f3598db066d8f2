/**
 * What the FHIR tests check every resource against: the `fhir` package's R4 validator (0 errors)
 * and R4's pattern for every `instant`, which the validator does not check.
 */
import { Fhir } from 'fhir';

export type Resource = { resourceType: string; id: string } & Record<string, unknown>;
export interface Bundle extends Resource {
  total: number;
  entry?: { fullUrl: string; resource: Resource }[];
}

const validator = new Fhir();
/** R4's `instant` (datatypes.html#instant). */
export const INSTANT =
  /^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]+)?(Z|(\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))$/;

/** Every string in a resource, deep. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The validator's errors, and every time-with-a-day that is not an R4 instant. */
export function problemsOf(resource: Resource): string[] {
  const result = validator.validate(resource);
  const errors = result.messages
    .filter((message) => message.severity === 'error')
    .map((message) => `${message.location}: ${message.message}`);
  const times = stringsIn(resource).filter((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !INSTANT.test(text));
  return [...errors, ...times.map((time) => `not an instant: ${time}`)];
}
