import { HOSPITAL } from 'shared-ui';

/** The assistant's first message, unread until the visitor opens the chat (the rest loads then). */
export const GREETING = `Hello! I am the ${HOSPITAL.shortName} assistant. Ask me about appointments, emergencies, doctors, blood tests or the ICU.`;
