import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { fixedMediaQueryList } from 'shared-ui/testing';
// jsdom has no layout engine: media queries answer as on a narrow screen with default settings.
if (!window.matchMedia) window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
window.scrollTo = () => undefined;

// A part's code and texts come by dynamic import, which Babel transforms on first use: on a busy
// two-core machine (CI runs several packages' suites at once) that has taken over the default second.
configure({ asyncUtilTimeout: 4000 });

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

// jsdom's Blob (and File) cannot be read; fetch, MSW and axios read uploads with these methods,
// so without them a test that sends a file (a prescription) waits for ever.
function readBlob(blob: Blob, as: 'ArrayBuffer' | 'Text'): Promise<ArrayBuffer | string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result as ArrayBuffer | string));
    reader.addEventListener('error', () => reject(reader.error));
    if (as === 'Text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}
if (typeof Blob !== 'undefined' && !('arrayBuffer' in Blob.prototype)) {
  Object.assign(Blob.prototype, {
    arrayBuffer(this: Blob) {
      return readBlob(this, 'ArrayBuffer');
    },
    text(this: Blob) {
      return readBlob(this, 'Text');
    },
    stream(this: Blob) {
      const bytes = readBlob(this, 'ArrayBuffer');
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array((await bytes) as ArrayBuffer));
          controller.close();
        },
      });
    },
  });
}

expect.extend(toHaveNoViolations);
