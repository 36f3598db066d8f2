/**
 * Keeps what the visitor types into a form of the server's HTML until the live form takes over
 * (./typedBeforeLive). Its code comes only for a page that has a form: the others carry none of it.
 */
export function keepTypedInForms(region: Element | null): void {
  if (!region?.querySelector('form')) return;
  void import(/* webpackChunkName: "typed-before-live" */ './typedBeforeLive').then((typed) =>
    typed.keepTypedIn(region),
  );
}
