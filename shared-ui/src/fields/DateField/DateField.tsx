import { latestVisitDay, todayInHospitalZone } from 'contract/rules';
import { TextField } from '../TextField/TextField';
import type { TextFieldProps } from '../TextField/TextField';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max'> {
  /** First day allowed, `YYYY-MM-DD`: today in Asia/Kolkata unless given; null for none. */
  min?: string | null;
  /** Last day allowed: the booking horizon (latestVisitDay, six months ahead) unless given; null for none. */
  max?: string | null;
}

/**
 * A visit date: the browser's date picker, limited by default to the days the API accepts (today
 * in the hospital's zone up to the booking horizon), so the picker and the server agree.
 */
export function DateField({ min, max, ...props }: DateFieldProps) {
  return (
    <TextField
      {...props}
      type="date"
      min={min === null ? undefined : (min ?? todayInHospitalZone())}
      max={max === null ? undefined : (max ?? latestVisitDay())}
    />
  );
}
