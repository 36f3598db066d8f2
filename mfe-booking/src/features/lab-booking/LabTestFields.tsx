import type { Lab, LabAppointmentFormValues, LabTest } from 'contract';
import { HOME_COLLECTION_CHARGE, LIMITS } from 'contract/forms';
import type { QueryResult } from 'shared-ui';
import { SelectField } from 'shared-ui/forms';
import type { KitFormState } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { useReadErrorText } from '../../components/useReadErrorText';
import { LabTestField } from './LabTestField';
import { labMessages } from './labMessages';
import { PriceBox } from './PriceBox';
import styles from './LabBookingForm.module.css';

export interface LabTestFieldsProps {
  form: KitFormState<LabAppointmentFormValues>;
  labs: QueryResult<Lab[]>;
  tests: QueryResult<LabTest[]>;
  chosenTests: LabTest[];
  testsPrice: number;
}

/**
 * A tests booking's lab and tests, with their price (and the home collection's charge): choosing a
 * test sets its lab, choosing a lab drops the tests of another.
 */
export function LabTestFields({ form, labs, tests, chosenTests, testsPrice }: LabTestFieldsProps) {
  const t = useMessages(labMessages);
  const readErrorText = useReadErrorText();
  const { values, setFieldValue } = form;

  const chooseLab = (lab: string) => {
    // Tests of another lab go (one collection is one lab's); the picker then lists this lab's.
    const kept = chosenTests.filter((item) => String(item.lab) === lab);
    if (lab !== '' && kept.length !== chosenTests.length) {
      void setFieldValue('tests', kept.map((item) => String(item.id)).join(','));
    }
  };

  return (
    <>
      <SelectField
        name="lab"
        label={t('lab')}
        required
        clearable
        status={labs.status === 'success' ? 'ready' : labs.status}
        options={(labs.data ?? []).map((lab) => ({ value: String(lab.id), label: lab.lab_name }))}
        placeholder={t('labPlaceholder')}
        loadingText={t('labsLoading')}
        emptyText={t('labsEmpty')}
        loadError={readErrorText(labs.error, 'labs')}
        onRetry={labs.retry}
        onChange={chooseLab}
      />
      <div className={styles.testAndPrice}>
        <LabTestField
          label={t('test')}
          hint={t('testHint', { max: LIMITS.labTestsMax })}
          tests={tests.data ?? []}
          status={tests.status === 'success' ? 'ready' : tests.status}
          onRetry={tests.retry}
          labId={values.lab}
          onChoose={(test) => void setFieldValue('lab', String(test.lab))}
        />
        {testsPrice > 0 ? (
          <PriceBox price={testsPrice + (values.collection === 'home' ? HOME_COLLECTION_CHARGE : 0)} />
        ) : null}
      </div>
    </>
  );
}
