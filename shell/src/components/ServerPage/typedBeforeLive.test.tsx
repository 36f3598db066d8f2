import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { ServerPageHtml } from './ServerPageHtml';
import { keepTypedIn } from './typedBeforeLive';

/** The server's HTML of a form page: the form disabled, as KitForm writes it on the server. */
const SERVED_FORM =
  '<form method="post"><fieldset disabled>' +
  '<label>Name <input name="name"></label>' +
  '<label>E-mail <input name="email" type="email"></label>' +
  '<label>Subject <input name="subject" value="Billing"></label>' +
  '<label>Message <textarea name="message"></textarea></label>' +
  '<label>Visit <select name="visit"><option value="" selected>Choose</option><option value="opd">OPD</option></select></label>' +
  '<label><input type="checkbox" name="consent"> I agree</label>' +
  '<button>Send</button></fieldset></form>';

interface Values {
  name: string;
  email: string;
  subject: string;
  message: string;
  visit: string;
  consent: boolean;
}

/** The live form: controlled by React, so a value it did not see through its onChange does not stay. */
function LiveForm({ onSend, email = '' }: { onSend: (values: Values) => void; email?: string }) {
  const [values, setValues] = useState<Values>({
    name: '',
    email,
    subject: 'Billing',
    message: '',
    visit: '',
    consent: false,
  });
  const change = ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((old) => ({
      ...old,
      [target.name]: target.type === 'checkbox' ? 'checked' in target && target.checked : target.value,
    }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <label>
        Name <input name="name" value={values.name} onChange={change} />
      </label>
      <label>
        E-mail <input name="email" type="email" value={values.email} onChange={change} />
      </label>
      <label>
        Subject <input name="subject" value={values.subject} onChange={change} />
      </label>
      <label>
        Message <textarea name="message" value={values.message} onChange={change} />
      </label>
      <label>
        Visit{' '}
        <select name="visit" value={values.visit} onChange={change}>
          <option value="">Choose</option>
          <option value="opd">OPD</option>
        </select>
      </label>
      <label>
        <input type="checkbox" name="consent" checked={values.consent} onChange={change} /> I agree
      </label>
      <button>Send</button>
    </form>
  );
}

/** The document as the server wrote it; its region is kept for what the visitor types, as bootstrap does. */
function servePage(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div data-page-region="server">${SERVED_FORM}</div></div>`;
  const root = document.getElementById('root')!;
  keepTypedIn(root.querySelector('[data-page-region]'));
  return root;
}

/** The live layout takes the server's place, as createRoot over #root does. */
const goLive = (container: HTMLElement, page: ReactNode) =>
  render(<div data-page-region="">{page}</div>, { container });

const field = (name: string) => screen.getByRole('textbox', { name });

describe('what a visitor types into the server’s form before the live page takes over', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is in the live form, seen by it, focus in the field that had it; untouched fields keep the live values', async () => {
    const user = userEvent.setup();
    const container = servePage();
    await user.type(field('Name'), 'Asha Rao');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visit' }), 'OPD');
    await user.type(field('Message'), 'Call me');
    const onSend = jest.fn();

    goLive(container, <LiveForm onSend={onSend} email="asha@example.in" />);
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    expect(field('Message')).toHaveValue('Call me');
    expect(field('Message')).toHaveFocus();
    await user.type(field('Message'), ' today');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Billing',
      message: 'Call me today',
      visit: 'opd',
      consent: true,
    });
  });

  it('is sent once by the live form when the visitor sent the server’s form, which the browser does not send', async () => {
    const user = userEvent.setup();
    const container = servePage();
    const nativeSend = jest.fn();
    container.querySelector('form')!.addEventListener('submit', (event) => nativeSend(event.defaultPrevented));
    await user.type(field('Name'), 'Asha{Enter}');
    expect(nativeSend).toHaveBeenCalledWith(true);
    const onSend = jest.fn();

    goLive(container, <LiveForm onSend={onSend} />);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ name: 'Asha' }));
  });

  it('goes through the layout’s copy of the server’s page when the layout goes live first', async () => {
    const user = userEvent.setup();
    const container = servePage();
    await user.type(field('Name'), 'Asha');
    const onSend = jest.fn();

    const { rerender } = goLive(
      container,
      <ServerPageHtml page={{ html: SERVED_FORM, data: {}, pathname: '/', lang: 'en-IN', widgets: [] }} />,
    );
    // The carrying code comes on demand, for a page with a form.
    await waitFor(() => expect(field('Name')).toBeEnabled());
    expect(field('Name')).toHaveValue('Asha');
    expect(field('Name')).toHaveFocus();
    await user.type(field('Name'), ' Rao');

    rerender(
      <div data-page-region="">
        <LiveForm onSend={onSend} />
      </div>,
    );
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ name: 'Asha Rao' }));
  });

  it('stays behind when the visitor leaves for another page', async () => {
    const user = userEvent.setup();
    const container = servePage();
    await user.type(field('Name'), 'Asha');
    window.history.pushState(null, '', '/appointment');

    goLive(container, <LiveForm onSend={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field('Name')).toHaveValue('');
    expect(field('Name')).not.toHaveFocus();
  });
});
