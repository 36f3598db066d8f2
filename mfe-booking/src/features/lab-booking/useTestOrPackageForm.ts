import { useEffect, useRef, useState } from 'react';
import type { LabAppointmentFormValues, LabAppointmentInput } from 'contract';
import { fieldIssue, labAppointmentInitialValues, labAppointmentRules, labPackageRules } from 'contract/forms';
import { useKitForm } from 'shared-ui/forms';
import type { BookingFormActions } from '../../components/booking-form/useBookingSubmit';

/** What the visitor books: tests of one lab (one collection) or a package. */
export type Choice = 'test' | 'package';

/**
 * The lab form in the mode chosen, tests or a package, each with its schema and rules. A switch drops
 * the other mode's choice and checks the fields again under the new schema.
 */
export function useTestOrPackageForm(
  initialChoice: Choice,
  onSubmit: (payload: LabAppointmentInput, actions: BookingFormActions<LabAppointmentFormValues>) => Promise<void>,
) {
  const [choice, setChoice] = useState<Choice>(initialChoice);
  // A package booking sends no lab or tests (the contract refuses both at once).
  const rules = choice === 'package' ? labPackageRules : labAppointmentRules;
  // A package booking's package is the form's own rule: the shared schema takes a test instead.
  const packageRule = (current: LabAppointmentFormValues) =>
    choice === 'package' && current.package === '' ? { package: fieldIssue('packageRequired') } : {};
  const form = useKitForm({ initialValues: labAppointmentInitialValues, rules, validate: packageRule, onSubmit });
  const { setFieldValue, validateForm } = form;

  // The other mode's rules (and their errors) go with its fields: checked again under the new schema.
  const checkedChoice = useRef(choice);
  useEffect(() => {
    if (checkedChoice.current === choice) return;
    checkedChoice.current = choice;
    void validateForm();
  }, [choice, validateForm]);

  const choose = (next: string) => {
    const chosen: Choice = next === 'package' ? 'package' : 'test';
    setChoice(chosen);
    // The other mode's choice goes: a package booking sends no lab or test, a test no package.
    if (chosen === 'package') {
      void setFieldValue('lab', '');
      void setFieldValue('tests', '');
    } else {
      void setFieldValue('package', '');
    }
  };

  return { form, choice, choose, rules, packageRule };
}
