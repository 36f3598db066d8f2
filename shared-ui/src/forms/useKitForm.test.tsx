import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { object, string } from 'yup';
import { fieldIssue } from 'contract/forms';
import type { FormRules } from 'contract/forms';
import { SubmitButton, TextField } from 'shared-ui/fields';
import { renderWithProviders } from '../testing';
import type * as FormikEngineModule from './FormikEngine';
import { KitForm } from './KitForm/KitForm';
import { useKitForm } from './useKitForm';

type EngineModule = typeof FormikEngineModule;

/** formik's chunk, arriving when a test says so (as a slow network would bring it). */
const mockChunk: { requests: number; module?: EngineModule; arrive?: () => void; arriving?: Promise<EngineModule> } = {
  requests: 0,
};
jest.mock('./loadFormikEngine', () => ({
  formikEngineNow: () => mockChunk.module,
  loadFormikEngine: () => {
    mockChunk.requests += 1;
    return mockChunk.arriving;
  },
}));

beforeEach(() => {
  mockChunk.requests = 0;
  mockChunk.module = undefined;
  mockChunk.arriving = new Promise((resolve) => {
    mockChunk.arrive = () => {
      mockChunk.module = jest.requireActual<EngineModule>('./FormikEngine');
      resolve(mockChunk.module);
    };
  });
});

/** Lets the promises settled so far run their callbacks (and React its microtask work): no timer runs. */
async function microtasks() {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

/** The chunk comes, and what waited for it runs; React's scheduled renders have not yet. */
async function chunkArrives() {
  mockChunk.arrive?.();
  await microtasks();
}

/** Calls one of React's listeners as a browser does: `window.event` set, then the microtasks run. */
const asTheBrowserCalls = async (listener: EventListener | undefined, event: Event) => {
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown;
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  Object.defineProperty(window, 'event', { configurable: true, get: () => event });
  try {
    listener?.(event);
    await microtasks();
  } finally {
    Reflect.deleteProperty(window, 'event');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
};

/**
 * Typing as a browser delivers keys. A browser runs the microtasks each event listener queued before
 * it calls the next listener, with `window.event` still the event (the event comes from the user
 * agent, with no script on the stack); jsdom, dispatching from a script, calls every listener in one
 * go. React listens on its root twice, capture then bubble, so in a browser a key's text is in the
 * field, and what KitForm's onInputCapture set off has run, before React reads the key. Returns the
 * container to render into: its React listeners for `input` are kept here and called that way.
 */
function browserKeys() {
  const container = document.body.appendChild(document.createElement('div'));
  const react: { capture?: EventListener; bubble?: EventListener } = {};
  let typing = false;
  const listen = container.addEventListener.bind(container);
  container.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (type !== 'input' || typeof listener !== 'function') return listen(type, listener, options);
    react[options === true || (typeof options === 'object' && options.capture) ? 'capture' : 'bubble'] = listener;
    // Other input (userEvent's) reaches React as jsdom dispatches it.
    listen(type, (event) => typing || listener(event), options);
  };
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  /** Types `text` at the end of the focused `field`, key by key. */
  const type = async (field: HTMLInputElement, text: string) => {
    for (const key of text) {
      setValue?.call(field, field.value + key);
      const event = new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' });
      // Sets the event's target; React's own listeners are called below, as a browser calls them.
      typing = true;
      field.dispatchEvent(event);
      typing = false;
      await asTheBrowserCalls(react.capture, event);
      await asTheBrowserCalls(react.bubble, event);
    }
  };
  return { container, type };
}

const findSchema = object({
  reference: string().trim().required(fieldIssue('referenceRequired')),
  contact: string().trim().required(fieldIssue('contactRequired')),
});
const findRules: FormRules<typeof findSchema> = {
  fields: ['reference', 'contact'],
  required: ['reference', 'contact'],
  schema: () => Promise.resolve(findSchema),
  loaded: () => findSchema,
};

/** The manage-booking page's first step, as small as it comes. */
function FindForm({ onSent }: { onSent: (payload: { reference: string; contact: string }) => void }) {
  const [sent, setSent] = useState('');
  const form = useKitForm({
    initialValues: { reference: '', contact: '' },
    rules: findRules,
    onSubmit: (payload) => {
      onSent(payload);
      setSent(`Sent ${payload.reference}`);
    },
  });
  return (
    <KitForm form={form} aria-label="Find your booking">
      <TextField name="reference" label="Booking reference" />
      <TextField name="contact" label="Phone or e-mail" />
      <SubmitButton>Send Code</SubmitButton>
      <p role="status">{sent}</p>
    </KitForm>
  );
}

const TYPED = 'lab n9wew voesg';

function renderFindForm() {
  const keys = browserKeys();
  const onSent = jest.fn();
  renderWithProviders(<FindForm onSent={onSent} />, { container: keys.container });
  return {
    ...keys,
    onSent,
    reference: screen.getByRole<HTMLInputElement>('textbox', { name: 'Booking reference' }),
    contact: screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone or e-mail' }),
  };
}

describe('a kit form while formik comes (at its first use)', () => {
  it.each([0, 1, 2, 3, 9])(
    'keeps every key when formik arrives after %i typed, in the field and in what is sent',
    async (typedBefore) => {
      const user = userEvent.setup({ delay: null });
      const { type, onSent, reference, contact } = renderFindForm();
      await user.click(reference);
      expect(mockChunk.requests).toBeGreaterThan(0);
      await type(reference, TYPED.slice(0, typedBefore));
      await chunkArrives();
      // The next keys come before React has rendered anything since: formik takes over meanwhile.
      await type(reference, TYPED.slice(typedBefore));
      expect(reference).toHaveValue(TYPED);
      expect(reference).toHaveFocus();
      await user.click(contact);
      await type(contact, 'asha@example.in');
      expect(contact).toHaveValue('asha@example.in');
      await user.click(screen.getByRole('button', { name: 'Send Code' }));
      expect(await screen.findByText(`Sent ${TYPED}`)).toBeInTheDocument();
      expect(onSent).toHaveBeenCalledWith({ reference: TYPED, contact: 'asha@example.in' });
    },
  );

  it('keeps the keys typed right after formik has taken over, and the focus', async () => {
    const user = userEvent.setup({ delay: null });
    const { type, onSent, reference, contact } = renderFindForm();
    await user.click(reference);
    await type(reference, 'lab');
    await act(chunkArrives);
    expect(reference).toHaveFocus();
    await type(reference, TYPED.slice(3));
    await user.type(contact, '98765 43210');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Sent ${TYPED}`)).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith({ reference: TYPED, contact: '98765 43210' });
  });

  it('holds a submit pressed before formik comes, then sends everything typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { type, onSent, reference, contact } = renderFindForm();
    await user.click(reference);
    await type(reference, TYPED);
    await user.click(contact);
    await type(contact, 'asha@example.in');
    const send = screen.getByRole('button', { name: 'Send Code' });
    await user.click(send);
    // Busy meanwhile, so a second press does not send twice.
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await chunkArrives();
    expect(await screen.findByText(`Sent ${TYPED}`)).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith({ reference: TYPED, contact: 'asha@example.in' });
    expect(reference).toHaveValue(TYPED);
  });

  it('shows the errors of a submit pressed before formik comes, once it has', async () => {
    const user = userEvent.setup({ delay: null });
    const { type, onSent, reference } = renderFindForm();
    await user.click(reference);
    await type(reference, 'lab');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await chunkArrives();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Phone number or email is required');
    expect(onSent).not.toHaveBeenCalled();
    expect(reference).toHaveValue('lab');
  });
});
