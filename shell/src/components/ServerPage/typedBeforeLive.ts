type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input[name],select[name],textarea[name]';
/** The live layout's page region (the server's own is marked "server"). */
const LIVE_REGION = '[data-page-region=""]';

/** The server's HTML the visitor can type into now, and the page it is of. */
let served: Element | null = null;
let servedPath = '';
/** What was typed in a copy that is gone, until its live counterpart is there. */
let pending: Control[] = [];
/** The field that had focus as its copy went, and a form the visitor sent meanwhile. */
let focusFrom: Control | undefined;
let sent: HTMLFormElement | null = null;
let focused: EventTarget | null = null;
let watch: MutationObserver | undefined;

const checkable = (control: Control) => control.type === 'checkbox' || control.type === 'radio';

/**
 * Whether the visitor changed the control from what the server wrote (a select the server renders
 * marks its chosen option `selected`).
 */
const changed = (control: Control) =>
  'options' in control
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : checkable(control)
      ? (control as HTMLInputElement).checked !== (control as HTMLInputElement).defaultChecked
      : control.value !== control.defaultValue;

/**
 * The control in `scope` that stands for `control`: the same name (and, for a box or radio, value),
 * and one that takes input: a served copy's fields stay disabled until this code enables them.
 */
const counterpart = (scope: ParentNode, control: Control) =>
  [...scope.querySelectorAll<Control>(CONTROLS)].find(
    (other) =>
      other.name === control.name &&
      (!checkable(control) || other.value === control.value) &&
      !other.closest('fieldset[disabled]'),
  );

/**
 * Puts a value as a visitor would, so the live form's handlers (React's onChange listens to `input`,
 * `change` and a box's `click`) take it: through the native setter, which React does not track.
 */
function put(from: Control, to: Control): void {
  if (checkable(from)) {
    if ((to as HTMLInputElement).checked !== (from as HTMLInputElement).checked) to.click();
    return;
  }
  if (from.type === 'file') (to as HTMLInputElement).files = (from as HTMLInputElement).files;
  else Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set?.call(to, from.value);
  for (const type of ['input', 'change']) to.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Moves what was typed in a served copy that is gone into `scope`, field by field as they come. */
function carry(scope: ParentNode | null): void {
  if (served) {
    // Still in view (the server may mark its own region as the live one is).
    if (served.isConnected) return;
    pending = [...served.querySelectorAll<Control>(CONTROLS)].filter(changed);
    // Only if the swap took the focus (it went to the body), not if the visitor moved it since.
    const active = document.activeElement;
    if (focused instanceof Element && served.contains(focused) && (!active || active === document.body)) {
      focusFrom = focused as Control;
    }
    served = null;
  }
  if (location.pathname !== servedPath) {
    // The visitor left the page: its fields are not another page's.
    pending = [];
    focusFrom = undefined;
    sent = null;
  }
  if (!scope) return;
  pending = pending.filter((from) => {
    const to = counterpart(scope, from);
    if (to) put(from, to);
    return !to;
  });
  const focusTo = focusFrom && counterpart(scope, focusFrom);
  if (focusTo) {
    focusFrom = undefined;
    // Setting a value left the caret at its end.
    focusTo.focus();
  }
  const first = sent?.querySelector<Control>(CONTROLS);
  const form = first && !pending.length ? counterpart(scope, first)?.form : null;
  // Sent again by the live form only, never by another copy (which the browser would send itself).
  if (form && !form.closest('[data-server-page]')) {
    sent = null;
    form.requestSubmit();
  }
  if (!served && !pending.length && !focusFrom && !sent) watch?.disconnect();
}

/**
 * The visitor may type into `region`, the server's HTML of a form page, until the live page takes its
 * place: its forms (disabled as the server writes them, so nothing is typed before this code runs to
 * keep it) are enabled, a send is held, and once the live form is there what was typed or chosen in
 * it goes into the live form's fields of the same names, focus into the field that had it, and a send
 * is made again. Values stay in the page: from one copy of the field to the next, nowhere else.
 */
export function keepTypedIn(region: Element | null): void {
  if (!region) return;
  for (const fieldset of region.querySelectorAll<HTMLFieldSetElement>('form > fieldset[disabled]')) {
    fieldset.disabled = false;
  }
  // A copy of the server's page that replaced the server's own (the layout went live first).
  carry(region);
  served = region;
  servedPath = location.pathname;
  if (!watch) {
    focused = document.activeElement;
    document.addEventListener('focusin', (event) => {
      focused = event.target;
    });
    document.addEventListener(
      'submit',
      (event) => {
        const form = event.target as HTMLFormElement;
        if (!served?.contains(form)) return;
        event.preventDefault();
        sent = form;
      },
      true,
    );
    watch = new MutationObserver(() => carry(document.querySelector(LIVE_REGION)));
  }
  watch.observe(document.body, { childList: true, subtree: true });
  // This code loads on demand (keepTypedInForms): the live page may already be in.
  carry(document.querySelector(LIVE_REGION));
}
