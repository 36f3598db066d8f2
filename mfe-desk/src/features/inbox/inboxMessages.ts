import { defineMessages } from 'shared-ui/i18n';

/** The contact inbox's texts. */
export const inboxMessages = defineMessages({
  en: {
    title: 'Contact messages',
    intro: 'Messages sent from the website’s contact form. Open one to read it, then mark it answered or closed.',
    new: 'New',
    answered: 'Answered',
    closed: 'Closed',
    /** The statuses inside a sentence (“No new messages.”), where a capital would be wrong. */
    newInSentence: 'new',
    answeredInSentence: 'answered',
    closedInSentence: 'closed',
    loading: 'Loading messages…',
    failed: 'The messages could not be loaded.',
    empty: 'No {status} messages.',
    older: 'Show older messages',
    listLabel: '{status} messages',
    receivedAt: 'Received {at}',
    movedBy: '{status} by {name}, {at}',
    movedByUnknown: '{status}, {at}',
    open: 'Open the message from {name}: {subject}',
    opening: 'Opening the message…',
    openFailed: 'The message could not be opened.',
    from: 'From',
    email: 'E-mail',
    phone: 'Phone',
    received: 'Received',
    status: 'Status',
    markAnswered: 'Mark answered',
    markClosed: 'Mark closed',
    marking: 'Saving…',
    marked: 'The message is marked {status}.',
    markFailed: 'The message could not be marked. Please try again.',
    closeMessage: 'Back to the list',
  },
  hi: () => import('./inboxMessages.hi'),
});
