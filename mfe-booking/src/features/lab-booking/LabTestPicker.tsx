import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import type { UseComboboxState, UseComboboxStateChangeOptions } from 'downshift';
import { LIMITS } from 'contract/forms';
import type { LabTest } from 'contract';
import { FormField, useField } from 'shared-ui/fields';
import { CloseIcon } from 'shared-ui/icons';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { TestsLoadError, useTestsState } from './LabTestField';
import { pickerMessages } from './pickerMessages';
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
  /** A test was added (the form sets its lab). */
  onChoose: (test: LabTest) => void;
}

/** What the stand-in input had when the picker's code came: the text typed and whether it had focus. */
export interface PickerHandover {
  query: string;
  focus: boolean;
}

/** The form's `tests`: the chosen ids, comma-separated, in the order chosen. */
const idsOf = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/**
 * The searchable test picker, an ARIA combobox (downshift's useCombobox) choosing several tests
 * (useMultipleSelection): it opens on focus or typing, filters by name whatever the case, offers
 * Clear search when nothing matches, and closes after a choice (the search keeps the focus: typing
 * opens it again for the next test), on Escape, a click outside or its Close button. The chosen tests are listed as buttons that
 * remove them (one tab stop: arrow keys move between them, Backspace or Delete removes; Backspace in
 * the empty search goes to the last). Bound to the form's `tests` by name; at most LIMITS.labTestsMax.
 */
export function LabTestPicker({
  label,
  hint,
  tests,
  status,
  onRetry,
  labId,
  onChoose,
  handover = { query: '', focus: false },
}: LabTestPickerProps & { handover?: PickerHandover }) {
  const t = useMessages(pickerMessages);
  const format = useFormatters();
  const field = useField<string>('tests');
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(handover.query);
  // What was added or removed, said in a live region of its own (the combobox's status speaks of the list).
  const [said, setSaid] = useState('');

  const chosenIds = idsOf(field.value);
  const chosen = chosenIds
    .map((id) => tests.find((test) => String(test.id) === id))
    .filter((test): test is LabTest => test !== undefined);
  const full = chosen.length >= LIMITS.labTestsMax;
  const labTests = (labId ? tests.filter((test) => String(test.lab) === labId) : [...tests]).filter(
    (test) => !chosenIds.includes(String(test.id)),
  );
  /** What the list holds for a search: the matching tests, and the sentence said when there are none. */
  const listFor = (typed: string) => {
    const term = typed.trim();
    const matches = full
      ? []
      : term
        ? labTests.filter((test) => test.test_name.toLowerCase().includes(term.toLowerCase()))
        : labTests;
    const none = full
      ? t('testsFull', { max: LIMITS.labTestsMax })
      : term
        ? t(labId ? 'noTestsForLabMatching' : 'noTestsMatching', { query: term })
        : t(labId ? 'noTestsForLab' : 'noTests');
    return { searching: term !== '', matches, none };
  };
  const { searching, matches, none: noTestsText } = listFor(query);
  const items: PickerItem[] = matches.length === 0 && searching && !full ? [CLEAR_SEARCH] : matches;
  const noMatches = matches.length === 0;

  const setChosen = (next: readonly LabTest[]) => field.setValue(next.map((test) => String(test.id)).join(','));

  const multiple = useMultipleSelection<LabTest>({
    selectedItems: chosen,
    itemToKey: (item) => item?.id,
    onSelectedItemsChange: ({ selectedItems }) => {
      const gone = chosen.find((test) => !selectedItems.includes(test));
      if (gone) setSaid(t('testRemoved', { name: gone.test_name }));
      setChosen(selectedItems);
    },
  });

  // Read from downshift's own input value: `query` follows it a render later (onInputValueChange runs
  // in an effect), which had the announcement one key behind what was typed.
  const statusMessage = ({ isOpen, inputValue }: UseComboboxState<PickerItem>) => {
    if (!isOpen) return '';
    const list = listFor(inputValue);
    if (list.matches.length === 0) return list.none;
    return list.matches.length === 1 ? t('oneTestAvailable') : t('testsAvailable', { count: list.matches.length });
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
    const { InputKeyDownEnter, ItemClick, InputBlur } = useCombobox.stateChangeTypes;
    // A choice adds a test: the search empties and the list closes, off the fields below; the focus
    // stays in the search, where typing opens it again for the next test.
    if ((type === InputKeyDownEnter || type === ItemClick) && isTest(changes.selectedItem)) {
      return { ...changes, inputValue: '', isOpen: false, highlightedIndex: -1 };
    }
    // Leaving the field (to remove a chosen test, say) adds nothing.
    if (type === InputBlur) return { ...changes, selectedItem: state.selectedItem };
    return changes;
  };

  const combobox = useCombobox<PickerItem>({
    items,
    inputId: field.id,
    // Nothing stays selected in the combobox itself: each choice goes to the list of chosen tests.
    selectedItem: null,
    initialInputValue: handover.query,
    itemToString: (item) => (isTest(item) ? item.test_name : ''),
    itemToKey: (item) => (isTest(item) ? item.id : item),
    stateReducer,
    getA11yStatusMessage: statusMessage,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!isTest(selectedItem)) return;
      setSaid(t('testChosen', { name: selectedItem.test_name }));
      setChosen([...chosen, selectedItem]);
      onChoose(selectedItem);
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } = combobox;

  const { unavailable, placeholder, failedText, retryText } = useTestsState({ tests, status });

  // The stand-in had the focus: the picker takes it, which opens the list on what was typed.
  const focusOnMount = useRef(handover.focus);
  useEffect(() => {
    if (focusOnMount.current) inputRef.current?.focus();
  }, []);

  return (
    <FormField
      label={label}
      name="tests"
      id={field.id}
      hint={hint}
      error={field.error}
      required
      onClear={
        combobox.inputValue !== '' || chosen.length > 0
          ? () => {
              field.setValue('');
              combobox.setInputValue('');
              inputRef.current?.focus();
            }
          : undefined
      }
    >
      {(control) => (
        <div className={styles.combobox}>
          {chosen.length > 0 ? (
            <ul className={styles.chosen} aria-label={t('testsChosen')}>
              {chosen.map((test, index) => (
                <li key={test.id}>
                  <button
                    type="button"
                    className={styles.chip}
                    {...multiple.getSelectedItemProps({
                      selectedItem: test,
                      index,
                      'aria-label': t('removeTest', { name: test.test_name }),
                      onClick: (event) => {
                        // Removing is the click's whole effect: downshift's own click handler (making it the
                        // active chip) would run in the same update and undo the removal.
                        Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
                        multiple.removeSelectedItem(test);
                        inputRef.current?.focus();
                      },
                    })}
                  >
                    <span>{test.test_name}</span>
                    {test.test_price > 0 ? (
                      <span className={styles.optionPrice}>{format.rupees(test.test_price)}</span>
                    ) : null}
                    <CloseIcon size={12} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="visually-hidden" role="status">
            {said}
          </p>
          <input
            {...getInputProps(
              multiple.getDropdownProps({
                preventKeyAction: isOpen,
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
              }),
            )}
          />
          <TestsLoadError text={failedText} retry={retryText} onRetry={onRetry} />
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
