import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { HOSPITAL } from 'contract/hospital';
import { renderWithProviders } from 'shared-ui/testing';
import { ChatAssistant } from './ChatAssistant';
import { BOT_REPLY_DELAY_MS } from './useChat';

const setup = (language: 'en' | 'hi' = 'en') => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<ChatAssistant />, { language });
  return user;
};

const GREETING = `Hello! I am the ${HOSPITAL.shortName} assistant. Ask me about appointments, emergencies, doctors, blood tests or the ICU.`;
const APPOINTMENT_REPLY = `You can book a doctor appointment online on our Appointment page: choose the department, the doctor and a date, online or in person. For help call ${HOSPITAL.supportPhone} (${HOSPITAL.supportHours}).`;
const ICU_REPLY = `Our ICU is staffed ${HOSPITAL.supportHours} by critical care specialists with continuous monitoring. For an admission call ${HOSPITAL.emergencyPhone}.`;

const launcher = () => screen.getByRole('button', { name: /^Chat with us/ });
const hindiLauncher = () => screen.getByRole('button', { name: /^हमसे चैट करें/ });
/** Opens the chat; its panel loads on first open. */
const openChat = async (user: ReturnType<typeof setup>) => {
  await user.click(launcher());
  return screen.findByRole('dialog', { name: `${HOSPITAL.shortName} Assistant` });
};
const conversation = () => screen.getByRole('log');

afterEach(() => {
  jest.useRealTimers();
});

describe('ChatAssistant', () => {
  it('starts closed with the greeting unread, and opening resets the badge to 0', async () => {
    const user = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('1');
    expect(launcher()).toHaveAccessibleName('Chat with us, 1 unread');

    expect(await openChat(user)).toBeVisible();
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
    expect(within(conversation()).getByText(GREETING)).toBeInTheDocument();
  });

  it('moves focus to the message box on open and back to the launcher on close', async () => {
    const user = setup();
    await openChat(user);
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = setup();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('replies one second after the visitor sends, using the keyword rules', async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'I need an APPOINTMENT{Enter}');
    expect(within(conversation()).getByText('I need an APPOINTMENT')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toHaveValue('');
    const appointmentReply = APPOINTMENT_REPLY;

    act(() => jest.advanceTimersByTime(BOT_REPLY_DELAY_MS - 1));
    expect(within(conversation()).queryByText(appointmentReply)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(conversation()).getByText(appointmentReply)).toBeInTheDocument();
  });

  it('answers a red-flag symptom at once with both emergency numbers to tap', async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'my father has chest pain{Enter}');
    // No "typing" second: the answer is there as the message is sent.
    const answer = within(conversation()).getByRole('region', { name: 'Call 112 or our emergency line now' });
    expect(within(answer).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(within(answer).getByRole('link', { name: /^Call \+91/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    act(() => jest.advanceTimersByTime(BOT_REPLY_DELAY_MS * 2));
    // Nothing else answers it: not the reception number, not a fallback (greeting, message, answer).
    expect(conversation().querySelector('ul')?.children).toHaveLength(3);
  });

  it('does not send an empty or whitespace-only message', async () => {
    const user = setup();
    await openChat(user);
    const box = screen.getByRole('textbox', { name: 'Type your message' });
    await user.type(box, '    ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => jest.advanceTimersByTime(BOT_REPLY_DELAY_MS * 2));
    expect(within(conversation()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends a quick reply as the visitor and answers it', async () => {
    const user = setup();
    await openChat(user);
    const quickReplies = within(screen.getByRole('group', { name: 'Quick replies' })).getAllByRole('button');
    expect(quickReplies.map((button) => button.textContent)).toEqual([
      'Book Appointment',
      'Emergency Services',
      'Doctor Availability',
      'Blood Test Info',
      'ICU Services',
      'Contact Details',
    ]);
    await user.click(screen.getByRole('button', { name: 'ICU Services' }));
    act(() => jest.advanceTimersByTime(BOT_REPLY_DELAY_MS));
    expect(within(conversation()).getByText(ICU_REPLY)).toBeInTheDocument();
  });

  it('counts a reply that arrives while closed as unread', async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'hello{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(BOT_REPLY_DELAY_MS));
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('1');
    await user.click(launcher());
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
  });

  it('names the unread count in the Hindi form for one and for more', async () => {
    const user = setup('hi');
    expect(await screen.findByRole('button', { name: 'हमसे चैट करें, 1 नया संदेश' })).toBeInTheDocument();
    await user.click(hindiLauncher());
    const box = await screen.findByRole('textbox', { name: 'अपना संदेश लिखें' });
    await user.type(box, 'नमस्ते{Enter}');
    await user.type(box, 'डॉक्टर{Enter}');
    await user.click(screen.getByRole('button', { name: 'चैट बंद करें' }));
    act(() => jest.advanceTimersByTime(BOT_REPLY_DELAY_MS));
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('2');
    expect(hindiLauncher()).toHaveAccessibleName('हमसे चैट करें, 2 नए संदेश');
  });

  it('links to the messaging app with a greeting for the hospital number, and to a phone call', async () => {
    const user = setup();
    await openChat(user);
    const link = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe(`https://wa.me/${HOSPITAL.messagingNumber}`);
    expect(url.searchParams.get('text')).toMatch(/^Hello/);
    expect(screen.getByRole('link', { name: `Call us on ${HOSPITAL.supportPhone}` })).toHaveAttribute(
      'href',
      'tel:+911294000000',
    );
  });

  it('has no accessibility violations when open', async () => {
    const user = setup();
    await openChat(user);
    jest.useRealTimers();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('speaks Hindi when the visitor chose it, understanding Hindi words', async () => {
    const user = setup('hi');
    await user.click(await screen.findByRole('button', { name: /^हमसे चैट करें/ }));
    const dialog = await screen.findByRole('dialog', { name: `${HOSPITAL.shortName} सहायक` });
    await within(dialog).findByText(/^नमस्ते! मैं/);
    await user.type(screen.getByRole('textbox', { name: 'अपना संदेश लिखें' }), 'यह आपातकाल है{Enter}');
    act(() => jest.advanceTimersByTime(BOT_REPLY_DELAY_MS));
    expect(
      within(conversation()).getByText(new RegExp(HOSPITAL.emergencyPhone.replace(/\+/g, '\\+'))),
    ).toHaveTextContent(/आपातकालीन नंबर/);
  });

  it('answers a red-flag symptom typed in Hindi or romanised Hindi on the Hindi page', async () => {
    const user = setup('hi');
    await user.click(hindiLauncher());
    const box = await screen.findByRole('textbox', { name: 'अपना संदेश लिखें' });
    await user.type(box, 'seene mein dard{Enter}');
    expect(
      within(conversation()).getByRole('region', { name: 'अभी 112 या हमारी इमरजेंसी लाइन पर कॉल करें' }),
    ).toBeVisible();
    await user.type(box, 'सीने में दर्द{Enter}');
    expect(within(conversation()).getAllByRole('region', { name: /अभी 112/ })).toHaveLength(2);
  });
});
