import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCombobox } from 'downshift';
import type { UseComboboxState, UseComboboxStateChangeOptions } from 'downshift';
import type { LabTest } from 'contract';
import { FormField, useField } from 'shared-ui/fields';
import { CloseIcon } from 'shared-ui/icons';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { labMessages } from './labMessages';
import styles from './LabTestPicker.module.css';

/** The "Clear search" option the list offers when nothing matches. */
const CLEAR_SEARCH = { clearSearch: true } as const;
type PickerItem = LabTest | typeof CLEAR_SEARCH;

const isTest = (item: PickerItem | null | undefined): item is LabTest =>
  item !== null && item !== undefined && !('clearSearch' in item);

export interface LabTestPickerProps {
  label: string;
  hint?: ReactNode;
  /** Every test; the picker shows those of `labId` when a lab is chosen. */
  tests: readonly LabTest[];
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** The chosen lab's id, or '' for any lab. */
  labId: string;
  /** A test was chosen (the form sets its lab) or the choice was cleared (null). */
  onChoose: (test: LabTest | null) => void;
}

/**
 * The searchable test picker, an ARIA combobox (downshift's useCombobox): it opens on focus or
 * typing, filters by name whatever the case, offers Clear search when nothing matches, and closes
 * on a choice, Escape, a click outside or its Close button. Bound to the form's `test` by name.
 */
export function LabTestPicker({ label, hint, tests, status, onRetry, labId, onChoose }: LabTestPickerProps) {
  const t = useMessages(labMessages);
  const format = useFormatters();
  const field = useField<string>('test');
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  const selectedTest = tests.find((test) => String(test.id) === field.value) ?? null;
  const labTests = labId ? tests.filter((test) => String(test.lab) === labId) : [...tests];
  const term = query.trim();
  // The input shows the chosen test's name: that is not a search, the whole list opens.
  const searching = term !== '' && !(selectedTest && query === selectedTest.test_name);
  const matches = searching
    ? labTests.filter((test) => test.test_name.toLowerCase().includes(term.toLowerCase()))
    : labTests;
  const items: PickerItem[] = matches.length === 0 && searching ? [CLEAR_SEARCH] : matches;
  const noMatches = matches.length === 0;

  const noTestsText = [t('noTests'), labId ? t('noTestsForLab') : '', searching ? t('noTestsMatching', { term }) : '']
    .filter(Boolean)
    .join(' ');

  const statusMessage = ({ isOpen, selectedItem }: UseComboboxState<PickerItem>) => {
    if (!isOpen) return isTest(selectedItem) ? t('testChosen', { name: selectedItem.test_name }) : '';
    if (noMatches) return noTestsText;
    return matches.length === 1 ? t('oneTestAvailable') : t('testsAvailable', { count: matches.length });
  };

  const stateReducer = (
    state: UseComboboxState<PickerItem>,
    { type, changes }: UseComboboxStateChangeOptions<PickerItem>,
  ): Partial<UseComboboxState<PickerItem>> => {
    if (changes.selectedItem === CLEAR_SEARCH) {
      // Clear search is an action, not a choice: empty the search, keep the list open to choose from.
      const blurred = type === useCombobox.stateChangeTypes.InputBlur;
      return {
        ...changes,
        selectedItem: state.selectedItem,
        inputValue: blurred ? state.inputValue : '',
        isOpen: !blurred,
      };
    }
    // Focus has opened the list already; the click that gave the focus must not toggle it shut.
    if (type === useCombobox.stateChangeTypes.InputClick) return { ...changes, isOpen: true };
    return changes;
  };

  const combobox = useCombobox<PickerItem>({
    items,
    inputId: field.id,
    selectedItem: selectedTest,
    itemToString: (item) => (isTest(item) ? item.test_name : ''),
    itemToKey: (item) => (isTest(item) ? item.id : item),
    stateReducer,
    getA11yStatusMessage: statusMessage,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      const test = isTest(selectedItem) ? selectedItem : null;
      field.setValue(test ? String(test.id) : '');
      onChoose(test);
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } = combobox;

  const unavailable = status !== 'ready' || tests.length === 0;
  const placeholder =
    status === 'loading'
      ? t('testsLoading')
      : tests.length === 0 && status === 'ready'
        ? t('testsEmpty')
        : t('testPlaceholder');

  return (
    <FormField
      label={label}
      name="test"
      id={field.id}
      hint={hint}
      error={field.error}
      required
      onClear={
        combobox.inputValue !== '' || selectedTest
          ? () => {
              // The choice is the form's: emptying it empties the input through the controlled selectedItem.
              field.setValue('');
              onChoose(null);
              combobox.setInputValue('');
              inputRef.current?.focus();
            }
          : undefined
      }
    >
      {(control) => (
        <div className={styles.combobox}>
          <input
            {...getInputProps({
              ref: inputRef,
              name: control.name,
              required: control.required,
              'aria-invalid': control['aria-invalid'],
              'aria-describedby': control['aria-describedby'],
              // The kit's <label for> names the input; downshift's label id is not rendered.
              'aria-labelledby': undefined,
              placeholder,
              disabled: unavailable,
              'aria-busy': status === 'loading' || undefined,
              onFocus: () => {
                if (!isOpen) openMenu();
              },
              onBlur: field.touch,
            })}
          />
          {status === 'error' ? (
            <p className={styles.loadError} role="alert">
              {t('testsFailed')}{' '}
              {onRetry ? (
                <button type="button" className={styles.retry} onClick={onRetry}>
                  {t('retry')}
                </button>
              ) : null}
            </p>
          ) : null}
          <div className={styles.popup} hidden={!isOpen}>
            {isOpen && noMatches ? (
              <p className={styles.empty} data-testid="no-tests">
                {noTestsText}
              </p>
            ) : null}
            <ul {...getMenuProps({ 'aria-label': t('testsList') })} className={styles.list}>
              {isOpen
                ? items.map((item, index) => (
                    <li
                      key={isTest(item) ? item.id : 'clear-search'}
                      {...getItemProps({ item, index })}
                      className={[
                        styles.option,
                        highlightedIndex === index ? styles.highlighted : '',
                        isTest(item) && item.id === selectedTest?.id ? styles.selected : '',
                        isTest(item) ? '' : styles.action,
                      ].join(' ')}
                    >
                      {isTest(item) ? (
                        <>
                          <span className={styles.name}>{item.test_name}</span>
                          {item.test_price > 0 ? (
                            <>
                              {' '}
                              <span className={styles.optionPrice}>{format.rupees(item.test_price)}</span>
                            </>
                          ) : null}
                        </>
                      ) : (
                        t('clearSearch')
                      )}
                    </li>
                  ))
                : null}
            </ul>
            {isOpen ? (
              <button
                type="button"
                className={styles.close}
                // Pointer only: the keyboard closes the list with Escape, and Tab would close it first.
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => closeMenu()}
              >
                <CloseIcon size={14} /> {t('closeList')}
              </button>
            ) : null}
          </div>
        </div>
      )}
    </FormField>
  );
}
