import type { Department, Doctor } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { appointmentMessages } from './appointmentMessages';
import styles from './AppointmentForm.module.css';

export interface PreselectedBannerProps {
  chosenDepartment: Department | undefined;
  chosenDoctor: Doctor | undefined;
  /** Whether the link named a doctor (its name is pending until the doctors are in). */
  linkedDoctor: boolean;
}

/** The green Pre-selected banner over a form a link filled: the doctor and department it chose. */
export function PreselectedBanner({ chosenDepartment, chosenDoctor, linkedDoctor }: PreselectedBannerProps) {
  const t = useMessages(appointmentMessages);
  const text = () => {
    if (chosenDoctor && chosenDepartment) {
      return t('preselectedNamed', {
        doctor: chosenDoctor.doctor_name,
        department: chosenDepartment.department_name,
      });
    }
    if (chosenDepartment && !linkedDoctor) {
      return t('preselectedDepartment', { department: chosenDepartment.department_name });
    }
    return t('preselectedPending');
  };
  return (
    <p className={styles.preselected} role="status">
      <strong className={styles.preselectedLabel}>{t('preselected')}</strong>
      <span>{text()}</span>
    </p>
  );
}
