import { lazy, Suspense } from 'react';
import type { SlotPickerProps } from './SlotPicker';
import styles from './LazySlotPicker.module.css';
import { withPageTexts } from 'shared-ui/i18n';

const Picker = lazy(() => withPageTexts(import('./SlotPicker')).then((module) => ({ default: module.SlotPicker })));

/**
 * The slot picker, loaded when a form first shows it: only the booking and manage pages pay for
 * its code, not every page that loads the fields. Its room is held meanwhile so the form does not jump.
 */
export function SlotPicker(props: SlotPickerProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <Picker {...props} />
    </Suspense>
  );
}
