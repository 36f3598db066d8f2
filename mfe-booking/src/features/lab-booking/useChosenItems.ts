import { useLabTests, useLabs } from 'shared-ui';
import type { CarePackage, CarePlace, LabAppointmentFormValues, LabTest } from 'contract';
import type { Booked } from './useLabOutcome';
import type { Choice } from './useTestOrPackageForm';

/**
 * The labs and tests to choose from, and what the form's ids choose: the tests with their price, the
 * lab, or the package; where it is done (at the hospital, at home, or either), and what is booked.
 */
export function useChosenItems(
  choice: Choice,
  values: LabAppointmentFormValues,
  listedPackage: CarePackage | undefined,
) {
  const labs = useLabs();
  const tests = useLabTests();
  const chosenTests =
    choice === 'test' && values.tests
      ? values.tests
          .split(',')
          .map((id) => tests.data?.find((item) => String(item.id) === id))
          .filter((item): item is LabTest => item !== undefined)
      : [];
  const testsPrice = chosenTests.reduce((sum, item) => sum + item.test_price, 0);
  const chosenLab = choice === 'test' ? labs.data?.find((item) => String(item.id) === values.lab) : undefined;
  const chosenPackage = choice === 'package' ? listedPackage : undefined;
  const place: CarePlace | null = chosenPackage
    ? chosenPackage.place
    : chosenLab
      ? chosenLab.home_collection
        ? 'either'
        : 'hospital'
      : null;

  const booked = (): Booked =>
    chosenPackage
      ? { name: chosenPackage.name, labName: null, basis: chosenPackage.price_basis, several: false }
      : {
          name: chosenTests.map((item) => item.test_name).join(', '),
          labName: chosenLab?.lab_name ?? '',
          basis: undefined,
          several: chosenTests.length > 1,
        };

  return { labs, tests, chosenTests, testsPrice, place, booked };
}
