import type { Department, Doctor } from 'contract';
import type { QueryResult } from 'shared-ui';
import { SelectField } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { useReadErrorText } from '../../components/useReadErrorText';
import { appointmentMessages } from './appointmentMessages';

export interface DepartmentDoctorFieldsProps {
  departments: QueryResult<Department[]>;
  /** The chosen department's doctors. */
  doctors: QueryResult<Doctor[]>;
  department: string;
  /** A department chosen or cleared: its doctor goes with it. */
  onDepartmentChange: () => void;
}

const statusOf = (status: 'loading' | 'error' | 'success') => (status === 'success' ? 'ready' : status);

/** The department and doctor pickers, each from the API; the doctors wait for a department. */
export function DepartmentDoctorFields({
  departments,
  doctors,
  department,
  onDepartmentChange,
}: DepartmentDoctorFieldsProps) {
  const t = useMessages(appointmentMessages);
  const readErrorText = useReadErrorText();
  const doctorOptions = department
    ? (doctors.data ?? []).map((item) => ({ value: String(item.id), label: item.doctor_name }))
    : [];
  return (
    <>
      <SelectField
        name="department"
        label={t('department')}
        required
        clearable
        status={statusOf(departments.status)}
        options={(departments.data ?? []).map((item) => ({ value: String(item.id), label: item.department_name }))}
        placeholder={t('departmentPlaceholder')}
        loadingText={t('departmentsLoading')}
        emptyText={t('departmentsEmpty')}
        loadError={readErrorText(departments.error)}
        onRetry={departments.retry}
        onChange={onDepartmentChange}
      />
      <SelectField
        name="doctor"
        label={t('doctor')}
        required
        clearable
        status={department ? statusOf(doctors.status) : 'ready'}
        options={doctorOptions}
        placeholder={t('doctorPlaceholder')}
        loadingText={t('doctorsLoading')}
        emptyText={department ? t('doctorsEmpty') : t('doctorsNeedDepartment')}
        loadError={readErrorText(doctors.error)}
        onRetry={doctors.retry}
      />
    </>
  );
}
