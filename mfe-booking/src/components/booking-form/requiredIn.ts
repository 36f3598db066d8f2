/** What the frame reads of a form's (yup) schema: its fields, each able to describe itself. */
export interface SchemaFields {
  fields: object;
}

interface Describable {
  describe: (options: { parent: object }) => { optional: boolean };
}

const isDescribable = (field: unknown): field is Describable =>
  typeof field === 'object' && field !== null && 'describe' in field;

/**
 * Whether the schema requires the field, given the other values its rules look at (a package
 * booking needs no lab; a home visit needs a pincode): the schema is the one place that says so.
 */
export function requiredIn(schema: SchemaFields, name: string, values: object = {}): boolean {
  const field: unknown = (schema.fields as Record<string, unknown>)[name];
  return isDescribable(field) && !field.describe({ parent: values }).optional;
}
