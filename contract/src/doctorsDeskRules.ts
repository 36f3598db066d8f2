/**
 * The fee, price and profile editors' rules (issue 48): their fields, those required, and the
 * schemas (doctorsDeskSchemas.ts, with yup), loaded with the editor's first form as a chunk of their
 * own, so neither the public pages nor reception's day list carry them.
 */
import type { AnyObjectSchema } from 'yup';
import type { FormRules } from './formRules';

const loadSchemas = () => import('./doctorsDeskSchemas');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

function rules<Schema extends AnyObjectSchema>(
  fields: readonly string[],
  required: readonly string[],
  pick: (schemas: Schemas) => Schema,
): FormRules<Schema> {
  let built: Schema | undefined;
  return {
    fields,
    required,
    schema: async () => {
      built ??= pick(await loadSchemas());
      return built;
    },
    loaded: () => built,
  };
}

const PROFILE = [
  'doctor_name',
  'doctor_name_hi',
  'department',
  'about',
  'about_hi',
  'languages',
  'qualifications',
  'registration_council',
  'registration_number',
  'years_of_practice',
] as const;
const PROFILE_REQUIRED = ['doctor_name', 'department', 'about', 'languages'] as const;

export const doctorProfileRules = /* @__PURE__ */ rules([...PROFILE, 'version'], PROFILE_REQUIRED, (schemas) =>
  schemas.doctorProfileSchema(),
);

export const doctorCreateRules = /* @__PURE__ */ rules(
  [...PROFILE, 'fee_in_person', 'fee_online'],
  [...PROFILE_REQUIRED, 'fee_in_person', 'fee_online'],
  (schemas) => schemas.doctorCreateSchema(),
);

export const feeChangeRules = /* @__PURE__ */ rules(
  ['mode', 'price', 'effective_from'],
  ['mode', 'price', 'effective_from'],
  (schemas) => schemas.feeChangeSchema(),
);

export const priceChangeRules = /* @__PURE__ */ rules(
  ['price', 'effective_from'],
  ['price', 'effective_from'],
  (schemas) => schemas.priceChangeSchema(),
);
