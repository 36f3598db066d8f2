import { useId, useRef } from 'react';
import type { Dispatch, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { DropdownId, MenuAction } from './menuState';
import { useServerRender } from 'shared-ui';
import { ChevronDownIcon } from 'shared-ui/icons';
import styles from './Header.module.css';

interface DropdownProps {
  id: DropdownId;
  label: string;
  open: boolean;
  /** From 768px up dropdowns open on hover and close on mouse leave. */
  hoverOpens: boolean;
  dispatch: Dispatch<MenuAction>;
  children: ReactNode;
}

const linksIn = (list: HTMLUListElement | null) =>
  Array.from(list?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

/**
 * The server's copy of a dropdown: a native <details>, which opens at a tap, a click, Enter or Space
 * before any script (and without one) and tells assistive technology whether it is open. The three
 * share a `name`, so opening one closes the others, as in the live menu.
 */
function ServedDropdown({ id, label, children }: Pick<DropdownProps, 'id' | 'label' | 'children'>) {
  return (
    <li className={styles.dropdown}>
      <details data-disclosure={id} name="main-menu">
        <summary className={styles.menuButton}>
          {label}
          <ChevronDownIcon size={12} className={styles.chevron} />
        </summary>
        <ul className={styles.submenu}>{children}</ul>
      </details>
    </li>
  );
}

/** One of the main menu's dropdowns: the server's copy or the live one. */
export function Dropdown(props: DropdownProps) {
  return useServerRender() ? <ServedDropdown {...props} /> : <LiveDropdown {...props} />;
}

/**
 * A disclosure button with its list of links (WAI-ARIA "disclosure navigation menu"): Enter or
 * Space toggles, Arrow Down opens and enters the list, arrows move within it, Escape closes and
 * returns focus to the button, and focus leaving the dropdown closes it.
 */
function LiveDropdown({ id, label, open, hoverOpens, dispatch, children }: DropdownProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const focusLink = (index: number) => {
    const links = linksIn(listRef.current);
    if (links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    dispatch({ type: 'openDropdown', id });
    // The list is rendered hidden; it becomes focusable after this update paints.
    requestAnimationFrame(() => focusLink(index));
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A mouse click on a dropdown the pointer already opened by hovering keeps it open.
    const clickedWithPointer = event.detail > 0;
    if (hoverOpens && clickedWithPointer) dispatch({ type: 'openDropdown', id });
    else dispatch({ type: 'toggleDropdown', id });
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = linksIn(listRef.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    dispatch({ type: 'closeDropdown', id });
    buttonRef.current?.focus();
  };

  return (
    <li
      data-disclosure={id}
      className={styles.dropdown}
      onMouseEnter={hoverOpens ? () => dispatch({ type: 'openDropdown', id }) : undefined}
      onMouseLeave={hoverOpens ? () => dispatch({ type: 'closeDropdown', id }) : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Only a keyboard user moving focus elsewhere closes a floating dropdown. A tap on another
        // entry must not: collapsing this list would move that entry from under the finger before
        // the tap completes (touch browsers blur first, often with no related target). Taps and
        // clicks outside the menu close it in MainMenu; opening another dropdown closes this one.
        const leftFor = event.relatedTarget as Node | null;
        if (open && hoverOpens && leftFor && !event.currentTarget.contains(leftFor)) {
          dispatch({ type: 'closeDropdown', id });
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDownIcon size={12} className={styles.chevron} />
      </button>
      <ul id={listId} ref={listRef} className={styles.submenu} hidden={!open} onKeyDown={onListKeyDown}>
        {children}
      </ul>
    </li>
  );
}
