/**
 * Whether someone was signed in on this browser at the API's last answer: a page that shows who is
 * signed in can then show, before the API answers, what it will almost surely say. Only "1" or
 * nothing is kept, never who; the session itself stays the API's HttpOnly cookie.
 */
export const SIGNED_IN_HINT_KEY = 'signed-in-here';

/** On `<html>` from before the first paint where the hint is set (SIGNED_IN_HINT_START_SCRIPT). */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in-here';

/** Keeps the API's answer as the hint (storage refused, as in a private window: nothing kept). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Without the hint a page shows the invitation to sign in until the API answers.
  }
}

/** For the host's page head, run before the first paint: the hint, as the attribute on `<html>`. */
export const SIGNED_IN_HINT_START_SCRIPT =
  `(function(){try{if(localStorage.getItem('${SIGNED_IN_HINT_KEY}')==='1')` +
  `document.documentElement.setAttribute('${SIGNED_IN_HINT_ATTRIBUTE}','')}catch(e){}})();`;
