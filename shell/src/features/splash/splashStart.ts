/** The splash shows for 2 seconds. */
export const SPLASH_DURATION_MS = 2000;
export const SPLASH_SEEN_KEY = 'splash-seen';
/** On `<html>` while the splash of the server's page shows: when it began (`Date.now()`). */
export const SPLASH_ATTRIBUTE = 'data-splash';

/**
 * The Emergency page, in either language: someone there may be in an emergency, so it never shows
 * a splash (and does not use up the visit's splash either).
 */
export const NO_SPLASH_PATH = /^\/(hi\/)?emergency(\/|$)/;

/**
 * Run in the page's head before its first paint: on the first load of a visit the splash the
 * server's HTML holds (hidden) shows from the first paint, not after the page behind it has shown,
 * and goes after SPLASH_DURATION_MS even if the page's code never arrives. The visit is remembered
 * at once; the live layout takes the splash over for the time it has left (useSplash).
 */
export const SPLASH_START_SCRIPT =
  `(function(){try{if(${String(NO_SPLASH_PATH)}.test(location.pathname))return;` +
  `var s=sessionStorage;if(s.getItem('${SPLASH_SEEN_KEY}')==='1')return;` +
  `s.setItem('${SPLASH_SEEN_KEY}','1');var h=document.documentElement;` +
  `h.setAttribute('${SPLASH_ATTRIBUTE}',String(Date.now()));` +
  `setTimeout(function(){h.removeAttribute('${SPLASH_ATTRIBUTE}')},${SPLASH_DURATION_MS})}catch(e){}})();`;
