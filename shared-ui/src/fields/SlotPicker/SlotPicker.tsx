import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import { ChoiceFieldset } from '../ChoiceFieldset/ChoiceFieldset';
import { FieldLoadError } from '../FieldLoadError/FieldLoadError';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';
import { slotPickerMessages } from './slotPickerMessages';
import styles from './SlotPicker.module.css';

/** One time of a day, as the availability answer gives it: `start` is 'HH:MM'. */
export interface SlotChoice {
  start: string;
  available: boolean;
}

export interface SlotPickerProps extends FieldStateProps<string> {
  name: string;
  /** The question, as the group's legend ("Time"). */
  label: string;
  slots: readonly SlotChoice[];
  /**
   * Where the slots stand: `idle` (nothing to ask for yet: `idleText`), `loading`, `error` (the
   * `loadError` text and a Retry), `ready`. A ready day with no slots says `emptyText`.
   */
  status?: 'idle' | 'loading' | 'error' | 'ready';
  idleText?: ReactNode;
  emptyText?: ReactNode;
  loadError?: ReactNode;
  onRetry?: () => void;
  /**
   * The times are of online consultations: said under the legend is how the patient joins (the
   * front desk calls before the time), not to arrive early at the hospital.
   */
  online?: boolean;
  /** Said under the legend, after "Please arrive 15 minutes early." or how to join online (the fee, say). */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * The times of one day as native radios in a fieldset: arrow keys move between free times, booked
 * ones stay in view (disabled, marked Booked) so a patient sees the day is busy rather than empty.
 * The error summary links to the first free time, or to the status line when there is none.
 */
export function SlotPicker({
  name,
  label,
  slots,
  status = 'ready',
  idleText,
  emptyText,
  loadError,
  onRetry,
  online = false,
  hint,
  required,
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
}: SlotPickerProps) {
  const t = useMessages(slotPickerMessages);
  const field = useField<string>(name, { id, value, onChange, onBlur, error, required });
  const firstFree = slots.findIndex((slot) => slot.available);
  const showSlots = status === 'ready' && slots.length > 0;

  const statusLine = () => {
    if (status === 'error')
      return <FieldLoadError id={field.id} message={loadError ?? t('loadFailed')} onRetry={onRetry} />;
    const text =
      status === 'loading' ? t('loading') : status === 'idle' ? (idleText ?? t('idle')) : (emptyText ?? t('empty'));
    return (
      <p
        id={field.id}
        tabIndex={-1}
        className={styles.status}
        role="status"
        aria-busy={status === 'loading' || undefined}
      >
        {text}
      </p>
    );
  };

  return (
    <ChoiceFieldset
      id={field.id}
      label={label}
      required={field.required}
      hint={
        <>
          {t(online ? 'joinOnline' : 'arrive')}
          {hint ? <> {hint}</> : null}
        </>
      }
      error={field.error}
      roomy
      className={clsx(field.error && styles.invalid, className)}
    >
      {showSlots ? (
        <div className={styles.slots}>
          {slots.map((slot, index) => {
            const optionId = index === firstFree ? field.id : `${field.id}-${slot.start.replace(':', '')}`;
            const checked = slot.available && field.value === slot.start;
            return (
              <label
                key={slot.start}
                htmlFor={optionId}
                className={clsx(styles.slot, checked && styles.checked, !slot.available && styles.booked)}
              >
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={slot.start}
                  checked={checked}
                  disabled={!slot.available}
                  required={field.required}
                  aria-label={t(slot.available ? 'slotAvailable' : 'slotBooked', { time: slot.start })}
                  className={styles.input}
                  onChange={() => field.setValue(slot.start)}
                  onBlur={field.touch}
                />
                <span className={styles.time}>{slot.start}</span>
                {slot.available ? null : <span className={styles.mark}>{t('booked')}</span>}
              </label>
            );
          })}
        </div>
      ) : (
        statusLine()
      )}
      {showSlots && firstFree < 0 ? statusLine() : null}
    </ChoiceFieldset>
  );
}
