import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { fixedMediaQueryList } from 'shared-ui/testing';
// jsdom has no layout engine: media queries answer as on a narrow screen with default settings.
if (!window.matchMedia) window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
window.scrollTo = () => undefined;

// jsdom knows <dialog> but not its modal methods; mirror what browsers do with the open state.
function showModal(this: HTMLDialogElement) {
  this.open = true;
}

function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
}

expect.extend(toHaveNoViolations);
