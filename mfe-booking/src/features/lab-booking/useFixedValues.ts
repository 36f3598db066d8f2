import { useEffect } from 'react';
import type { CarePlace, LabAppointmentFormValues } from 'contract';
import type { KitFormState } from 'shared-ui/forms';

/**
 * The values the visitor has no choice of, kept in the form: a home visit's kind, and the collection
 * where the place allows one (the lab until one is chosen).
 */
export function useFixedValues(
  form: KitFormState<LabAppointmentFormValues>,
  homeVisit: boolean,
  place: CarePlace | null,
) {
  const { values, setFieldValue } = form;
  const visit = homeVisit ? 'home-care' : 'lab';
  useEffect(() => {
    if (values.visit !== visit) void setFieldValue('visit', visit);
  }, [visit, values.visit, setFieldValue]);

  const fixedCollection = place === 'either' ? null : place === 'home' ? 'home' : 'lab';
  useEffect(() => {
    if (fixedCollection && values.collection !== fixedCollection) void setFieldValue('collection', fixedCollection);
  }, [fixedCollection, values.collection, setFieldValue]);
}
