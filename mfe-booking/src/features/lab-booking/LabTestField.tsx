import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { FormField, useField } from 'shared-ui/fields';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import type { LabTestPickerProps, PickerHandover } from './LabTestPicker';
import { labMessages } from './labMessages';
import styles from './LabTestPicker.module.css';

type Picker = ComponentType<LabTestPickerProps & { handover: PickerHandover }>;
let loaded: Picker | undefined;
let loading: Promise<Picker> | undefined;

/**
 * The picker's code (downshift and the chosen tests' list, about 12 KB gzip): fetched at the first
 * focus or tap in the form, not with the page, which paints and takes over without it.
 */
export function loadTestPicker(): Promise<Picker> {
  loading ??= withPageTexts(import('./LabTestPicker')).then(
    (module) => (loaded = module.LabTestPicker),
    (error: unknown) => {
      loading = undefined; // the next focus tries again
      throw error;
    },
  );
  return loading;
}

/** The placeholder and the load error of the test list, the same before and after the picker's code. */
export function useTestsState({ tests, status }: Pick<LabTestPickerProps, 'tests' | 'status'>) {
  const t = useMessages(labMessages);
  return {
    unavailable: status !== 'ready' || tests.length === 0,
    placeholder:
      status === 'loading'
        ? t('testsLoading')
        : tests.length === 0 && status === 'ready'
          ? t('testsEmpty')
          : t('testPlaceholder'),
    failedText: status === 'error' ? t('testsFailed') : null,
    retryText: t('retry'),
  };
}

export function TestsLoadError({ text, retry, onRetry }: { text: string | null; retry: string; onRetry?: () => void }) {
  if (text === null) return null;
  return (
    <p className={styles.loadError} role="alert">
      {text}{' '}
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retry}
        </button>
      ) : null}
    </p>
  );
}

/**
 * The form's Test field. Until the picker's code is in, a plain input stands in for it, looking the
 * same: what is typed there (and its focus) is handed to the picker, which then opens its list.
 * Chosen tests (a restored form) fetch the code at once.
 */
export function LabTestField(props: LabTestPickerProps) {
  const field = useField<string>('tests');
  const [picker, setPicker] = useState<{ Picker: Picker; handover: PickerHandover } | undefined>(() =>
    loaded ? { Picker: loaded, handover: { query: '', focus: false } } : undefined,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const pressed = useRef(false);
  const state = useTestsState(props);

  const ready = picker !== undefined;
  const load = useCallback(() => {
    if (ready) return;
    loadTestPicker().then(
      (Picker) => {
        const input = inputRef.current;
        // A tap still down on the stand-in counts as its focus: the tap's click lands on the picker.
        const focus = input !== null && (document.activeElement === input || pressed.current);
        setPicker({ Picker, handover: { query: input?.value ?? '', focus } });
      },
      () => undefined,
    );
  }, [ready]);
  const chosenBefore = Boolean(field.value);
  useEffect(() => {
    if (chosenBefore) load();
  }, [chosenBefore, load]);

  if (picker) return <picker.Picker {...props} handover={picker.handover} />;
  return (
    <FormField label={props.label} name="tests" id={field.id} hint={props.hint} error={field.error} required>
      {(control) => (
        <div className={styles.combobox}>
          <input
            {...control}
            ref={inputRef}
            // The picker's role from the start: its list opens as soon as its code is in.
            role="combobox"
            aria-expanded="false"
            aria-controls={`${field.id}-list`}
            aria-autocomplete="list"
            autoComplete="off"
            placeholder={state.placeholder}
            disabled={state.unavailable}
            aria-busy={props.status === 'loading' || undefined}
            onFocus={load}
            onPointerDown={() => {
              pressed.current = true;
              load();
            }}
            onPointerUp={() => {
              pressed.current = false;
            }}
          />
          {/* The list the picker fills once its code is in. */}
          <ul id={`${field.id}-list`} role="listbox" hidden />
          <TestsLoadError text={state.failedText} retry={state.retryText} onRetry={props.onRetry} />
        </div>
      )}
    </FormField>
  );
}
