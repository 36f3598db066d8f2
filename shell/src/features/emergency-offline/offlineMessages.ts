/** The saved emergency page's English; the same page carries the Hindi beside it (offlineMessages.hi.ts). */
export const offlineMessagesEn = {
  title: 'Emergency: {hospital}',
  offline: 'You are offline. This page was saved on your last visit so that it works without a connection.',
  heading: 'In an emergency, call now',
  call112: 'Call 112 (national emergency)',
  callEmergency: 'Emergency department {phone}',
  callAmbulance: 'Ambulance {phone}',
  open: 'The emergency department is open {hours}.',
  address: 'Emergency entrance: {address}',
  directions: 'Directions in your maps app',
};

export type OfflineMessages = Record<keyof typeof offlineMessagesEn, string>;
