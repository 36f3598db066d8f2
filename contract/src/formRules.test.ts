import type { AnyObjectSchema } from 'yup';
import type { FormRules } from './formRules';

/** The fields yup's description of the schema says are not optional, as the forms marked them before. */
const requiredBySchema = (schema: AnyObjectSchema) =>
  Object.entries(schema.describe().fields).flatMap(([name, field]) =>
    'optional' in field && !field.optional ? [name] : [],
  );

describe('the forms’ rules', () => {
  it('load without yup, as all of contract/forms: a page that only shows a form fetches no schema', () => {
    jest.isolateModules(() => {
      jest.doMock('yup', () => {
        throw new Error('yup was loaded');
      });
      expect(() => jest.requireActual('./forms')).not.toThrow();
    });
  });

  const everyRules = Object.entries(jest.requireActual<Record<string, FormRules<AnyObjectSchema>>>('./formRules'));

  it.each(everyRules)(
    '%s name the fields of their schema, in its order, and those it requires',
    async (_name, rules) => {
      expect(rules.loaded()).toBeUndefined();
      const schema = await rules.schema();
      expect(rules.fields).toEqual(Object.keys(schema.fields));
      expect(rules.required).toEqual(requiredBySchema(schema));
      expect(rules.loaded()).toBe(schema);
      expect(await rules.schema()).toBe(schema);
    },
  );
});
