import { useState } from 'react';
import type { LabAppointmentFormValues } from 'contract';
import type { KitFormState } from 'shared-ui/forms';
import { requiredIn } from '../../components/booking-form/requiredIn';
import type { SchemaFields } from '../../components/booking-form/requiredIn';

/**
 * A text the schema requires in this mode left empty (whitespace counts as empty). The schema reads
 * the other values as the payload will have them: an empty choice is no choice.
 */
const missingRequired = (schema: SchemaFields, values: LabAppointmentFormValues) => {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  return Object.entries(values).some(
    ([name, value]) => typeof value === 'string' && value.trim() === '' && requiredIn(schema, name, given),
  );
};

/**
 * A submit stopped by the form's own checks with a required field missing (the schema's, or the
 * form's own rules'): `onMissing` is called as it fails, so the site's dialog opens with the error
 * summary (which it hands the focus back to when it closes). A submit is checked once the schema
 * has come, so it is there whenever one failed.
 */
export function useMissingRequired(
  form: KitFormState<LabAppointmentFormValues>,
  schemaRules: { loaded: () => SchemaFields | undefined },
  rules: (values: LabAppointmentFormValues) => object,
  onMissing: () => void,
) {
  const { failedSubmits } = form.binding;
  const [seenFailures, setSeenFailures] = useState(0);
  if (failedSubmits !== seenFailures) {
    setSeenFailures(failedSubmits);
    const { values } = form;
    const schema = schemaRules.loaded();
    const missing = schema !== undefined && missingRequired(schema, values);
    if (failedSubmits > seenFailures && (missing || Object.keys(rules(values)).length > 0)) {
      onMissing();
    }
  }
}
