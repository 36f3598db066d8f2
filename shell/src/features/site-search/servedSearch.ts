/** The search box of the server's header, which the visitor may type into before the page is live. */
let servedBox: HTMLInputElement | null = null;
/** What had focus last while the server's header was in view. */
let lastFocused: EventTarget | null = null;

const noteFocus = (event: FocusEvent) => {
  lastFocused = event.target;
};

/**
 * Remembers the server's search box just before the live layout replaces it. The box takes typing
 * from the first paint; the live render takes a while on a slow phone, so what is typed is read when
 * the live box mounts (a removed input keeps its value), not now.
 */
export function takeServedSearch(document: Document): void {
  servedBox = document.querySelector<HTMLInputElement>('header form[role="search"] input');
  if (!servedBox) return;
  lastFocused = document.activeElement;
  document.addEventListener('focusin', noteFocus);
}

/**
 * Puts what the visitor typed into the server's search box into the live one, as typing would (the
 * native setter, then an `input` event, which React's onChange takes), and the focus if the box had
 * it when the swap took it to the body. Once: for the first live box, when it mounts.
 */
export function carryServedSearch(live: HTMLInputElement): void {
  const box = servedBox;
  if (!box) return;
  servedBox = null;
  const { ownerDocument } = box;
  ownerDocument.removeEventListener('focusin', noteFocus);
  const active = ownerDocument.activeElement;
  const focused = lastFocused === box && (!active || active === ownerDocument.body);
  lastFocused = null;
  if (box.value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(live, box.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focused) live.focus();
}
