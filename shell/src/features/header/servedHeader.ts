import type { DropdownId } from './menuState';

/**
 * The header's disclosures, marked `data-disclosure` on the element that holds the toggle (its first
 * child) and the list it shows: the phone menu, the three dropdowns, the Emergency control. In the
 * server's copy each is a native <details>: the marked element itself, or (the phone menu, whose
 * list shows at every width) its first child.
 */
export type Disclosure = 'menu' | DropdownId | 'emergency';

interface ServedHeader {
  /** What the visitor had open in the server's header: only what showed at this width. */
  open: Set<Disclosure>;
  /** Where focus was: a disclosure's toggle, or a link (by its address) in one or elsewhere in the header. */
  focus: { disclosure: string | undefined; href: string | null } | null;
}

let served: ServedHeader | null = null;

const shows = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;

const servedDetails = (root: HTMLElement) =>
  root instanceof HTMLDetailsElement
    ? root
    : root.firstElementChild instanceof HTMLDetailsElement
      ? root.firstElementChild
      : null;

/**
 * Reads, just before the live layout replaces the server's copy, what the visitor opened in the
 * server's header (its disclosures are <details>, which open before the page goes live) and
 * where focus is, so the live header starts the same and no tap made before the takeover is lost.
 */
export function takeServedHeader(document: Document): void {
  const header = document.querySelector('header');
  if (!header) return;
  const open = new Set<Disclosure>();
  for (const root of header.querySelectorAll<HTMLElement>('[data-disclosure]')) {
    const details = servedDetails(root);
    if (details?.open && shows(details.firstElementChild)) open.add(root.dataset.disclosure as Disclosure);
  }
  const active = document.activeElement;
  let focus: ServedHeader['focus'] = null;
  if (active && active !== document.body && header.contains(active)) {
    const root = active.closest<HTMLElement>('[data-disclosure]');
    const href = active.getAttribute('href');
    const onToggle = !!root && active === servedDetails(root)?.firstElementChild;
    if (href !== null || onToggle) focus = { disclosure: root?.dataset.disclosure, href };
  }
  served = { open, focus };
}

/** Whether the visitor had this disclosure open in the server's header. */
export const servedOpen = (disclosure: Disclosure): boolean => served?.open.has(disclosure) ?? false;

/**
 * Moves focus to the live header's counterpart of what had it in the server's, once, and forgets the
 * server's header (a menu rendered later, at another width, starts closed).
 */
export function restoreServedFocus(header: HTMLElement): void {
  const focus = served?.focus;
  served = null;
  if (!focus) return;
  const scope = focus.disclosure
    ? [...header.querySelectorAll(`[data-disclosure="${focus.disclosure}"]`)].find((root) =>
        shows(root.firstElementChild),
      )
    : header;
  const target =
    focus.href === null ? scope?.firstElementChild : scope?.querySelector(`a[href="${CSS.escape(focus.href)}"]`);
  if (target instanceof HTMLElement) target.focus();
}
