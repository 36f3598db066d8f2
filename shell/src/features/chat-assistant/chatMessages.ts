import { defineMessages } from 'shared-ui/i18n';

/** The conversation's texts, loaded with its panel; replies keyed `reply_<topic>`. */
export const chatMessages = defineMessages({
  en: {
    title: '{name} Assistant',
    close: 'Close chat',
    conversation: 'Conversation',
    assistant: 'Assistant:',
    you: 'You:',
    typing: 'Assistant is typing…',
    quickReplies: 'Quick replies',
    messageLabel: 'Type your message',
    messagePlaceholder: 'Type your message...',
    send: 'Send',
    whatsapp: 'Chat with us on WhatsApp',
    newTab: '(opens in a new tab)',
    whatsappGreeting: 'Hello {hospital}, I would like some help.',
    quickAppointment: 'Book Appointment',
    quickEmergency: 'Emergency Services',
    quickDoctor: 'Doctor Availability',
    quickLab: 'Blood Test Info',
    quickIcu: 'ICU Services',
    quickContact: 'Contact Details',
    reply_greetingFirst:
      'Hello! I am the {name} assistant. Ask me about appointments, emergencies, doctors, blood tests or the ICU.',
    reply_appointment:
      'You can book a doctor appointment online on our Appointment page: choose the department, the doctor and a date, online or in person. For help call {supportPhone} ({hours}).',
    reply_emergency:
      'For a medical emergency call our 24/7 emergency number {emergencyPhone} now. Our Accident & Emergency department and ambulances are ready {hours}.',
    reply_doctor:
      'Our specialists cover cardiology, neurology, orthopedics, pediatrics, ICU and emergency medicine. See the Our Doctors page to find a doctor and book a visit.',
    reply_lab:
      'Our lab runs tests such as CBC, diabetes (blood sugar, HbA1c), thyroid, lipid and liver profiles, 24/7 with home collection. Book on the Blood Test page.',
    reply_icu:
      'Our ICU is staffed {hours} by critical care specialists with continuous monitoring. For an admission call {emergencyPhone}.',
    reply_contact: 'We are at {address}. Call {supportPhone} or write to {email}.',
    reply_greeting:
      'Hello! How can I help you today? Ask about appointments, emergencies, doctors, blood tests or the ICU.',
    reply_fallback:
      'Thank you for your message. Our team will be glad to help: call {supportPhone} ({hours}) or chat with us on WhatsApp.',
  },
  hi: () => import('./chatMessages.hi'),
});
